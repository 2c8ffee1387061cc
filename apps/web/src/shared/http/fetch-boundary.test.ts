import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web reaches the API only through call() (client.ts, beside this file): the lint rule in the
 * root eslint.config.js forbids `fetch` elsewhere. Path patterns fail silently, so this lints
 * snippets at made-up paths and checks that the rule reports where it should and only there.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the whole config and its parsers (seconds on a busy machine): done here.
  await eslint.lintText('export {};\n', { filePath: 'apps/web/src/app/warm-up.ts' });
}, 120_000);

async function fetchErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-properties')
    .map((m) => m.message);
}

describe('fetch outside shared/http', () => {
  it.each([
    ['apps/web/src/features/tenant/api/probe.ts', "export const x = fetch('/api/cek-domain');\n"],
    ['apps/web/src/shared/config/probe.ts', "export const x = window.fetch('/config.json');\n"],
    ['apps/web/src/app/probe.ts', "export const x = globalThis.fetch('/config.json');\n"],
    ['apps/web/src/main-probe.tsx', "export const x = self.fetch('/config.json');\n"],
  ])('%s is an error', async (file, source) => {
    expect(await fetchErrors(file, source)).toEqual([expect.stringContaining('call()')]);
  });

  it.each([
    ['apps/web/src/shared/http/probe.ts', "export const x = fetch('/api/cek-domain');\n"],
    ['apps/web/src/features/tenant/api/probe.test.ts', 'export const x = globalThis.fetch;\n'],
    // A query's own refetch, or a renderer's injected fetch, is not the global.
    [
      'apps/web/src/features/tenant/api/probe.ts',
      'export const x = (q: { refetch(): void }) => q.refetch();\n',
    ],
  ])('%s is allowed', async (file, source) => {
    expect(await fetchErrors(file, source)).toEqual([]);
  });
});

describe('the features of the import boundaries are the folders under features/', () => {
  it('keep one feature out of another', async () => {
    const [result] = await eslint.lintText(
      "import { x } from '@/features/catalog/api/get-course';\nexport const y = x;\n",
      {
        filePath: 'apps/web/src/features/quiz/probe.ts',
      },
    );
    expect(result?.messages.map((m) => m.message)).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
  });
});
