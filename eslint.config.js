import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['tenant', 'account', 'catalog', 'commerce', 'learning', 'quiz', 'cv'];

/**
 * Imports flow one way: shared → features → app (conventions §1). A feature never imports another
 * feature or the app shell; links come from the shared route table (shared/routes/route-table.ts).
 */
const webImportZones = [
  {
    files: ['apps/web/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'shared/ must not import features or app.' },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`), '@/app/*'],
              message: 'Features do not import each other or the app shell; compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'bench/results/**',
      'e2e/.artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  ...webImportZones,
  {
    // Server start-up banner and CLI scripts print for a person.
    files: [
      'apps/api/src/main.ts',
      'apps/api/build.mjs',
      'apps/api/src/db/backup-cli.ts',
      'scripts/**',
      'bench/**',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
