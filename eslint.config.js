import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders of one directory: the web's features and the API's modules are read, not listed. */
const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = foldersOf('./apps/web/src/features/');

/**
 * Imports flow one way: shared → features → app (docs/architecture.md). A feature never imports another
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
            relativeFeatureImports(feature),
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

/**
 * The same boundary for relative paths that climb out of one feature folder into another
 * ('../../catalog/api/...') or into the app shell ('../../../app/router'); the alias rule above
 * cannot see them. A declaration, so the zones above can use it.
 */
function relativeFeatureImports(feature) {
  const others = [...features.filter((f) => f !== feature), 'app'].join('|');
  return {
    regex: String.raw`^(?:\.\./)+(?:features/)?(?:${others})(?:/|$)`,
    message: 'Features do not import each other, by alias or by relative path; compose them in app/.',
  };
}

/**
 * API layers: lib/, db/ and plugins/ sit below the feature modules and never import them (app.ts
 * and modules/index.ts, outside both, wire the modules in). A module reaches another module only
 * through its service file (modules/<other>/service.ts or modules/<other>/<part>/service.ts), so
 * its queries, routes and helpers stay private to it. Imports are relative, hence the regexes.
 */
const apiModules = foldersOf('./apps/api/src/modules/');

const apiImportZones = [
  {
    files: ['apps/api/src/lib/**', 'apps/api/src/db/**', 'apps/api/src/plugins/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\.?/(?:.*/)?modules(?:/|$)`,
              message: 'lib/, db/ and plugins/ must not import feature modules; wire them in app.ts.',
            },
          ],
        },
      ],
    },
  },
  ...apiModules.map((name) => {
    const others = apiModules.filter((m) => m !== name).join('|');
    return {
      files: [`apps/api/src/modules/${name}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: String.raw`^(?:\.\./)+(?:modules/)?(?:${others})(?:/(?!(?:[^/]+/)?service(?:\.[jt]s)?$)|$)`,
                message: 'A module imports another module only through its service.ts.',
              },
            ],
          },
        ],
      },
    };
  }),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
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
    files: ['apps/web/**/*.{ts,tsx}', 'apps/studio/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // The web speaks to the API only through the contract's `call()` (shared/http/client.ts): its
    // auth headers, language, timeout, error envelope and the in-process transport of the server
    // renderer all live there. Tests stub the global instead.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/studio/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/shared/http/**',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/studio/src/shared/http/**',
      'apps/studio/src/**/*.test.{ts,tsx}',
      'apps/studio/src/testing/**',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through call() from shared/http/client.ts.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Call the API through call() from shared/http/client.ts.',
        })),
      ],
    },
  },
  {
    // Functions that fit on a screen: past ~120 lines a component or hook usually does two jobs, so
    // it is split into named subcomponents and hooks in its feature folder. A function that must stay
    // longer says why in a comment and disables the rule on its line.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/studio/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/studio/src/**/*.test.{ts,tsx}',
      'apps/api/src/**/*.test.ts',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  ...webImportZones,
  ...apiImportZones,
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
