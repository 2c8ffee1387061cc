import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries live in the root eslint.config.js as path patterns, which fail silently:
 * a pattern that matches nothing lets every import through. These lint small snippets placed at
 * made-up paths inside the repository and check that each boundary reports, and that the imports
 * it allows stay allowed.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary messages ESLint reports for `import { x } from '<source>'` in the file at `filePath`. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
    filePath,
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2)
    .map((m) => m.message);
}

describe('API layers never import feature modules', () => {
  it.each([
    ['apps/api/src/lib/probe.ts', '../modules/tenant/shell.ts'],
    ['apps/api/src/lib/probe.ts', '../modules/catalog/courses/service.ts'],
    ['apps/api/src/plugins/probe.ts', '../modules/account/queries.ts'],
    ['apps/api/src/db/probe.ts', '../modules/index.ts'],
    ['apps/api/src/db/seed/probe.ts', '../../modules/catalog/sql.ts'],
  ])('%s importing %s is an error', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([
      expect.stringContaining('must not import feature modules'),
    ]);
  });

  it.each([
    ['apps/api/src/lib/probe.ts', './media.ts'],
    ['apps/api/src/plugins/probe.ts', '../db/schema/index.ts'],
    ['apps/api/src/db/seed/probe.ts', '../../lib/media.ts'],
    // The app itself wires the modules in.
    ['apps/api/src/app.ts', './modules/index.ts'],
  ])('%s importing %s is allowed', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});

describe('a module imports another module only through its service', () => {
  it.each([
    ['apps/api/src/modules/account/probe.ts', '../catalog/courses/queries.ts'],
    ['apps/api/src/modules/account/probe.ts', '../catalog/courses/routes.ts'],
    ['apps/api/src/modules/account/probe.ts', '../catalog/sql.ts'],
    ['apps/api/src/modules/account/probe.ts', '../tenant/queries.ts'],
    ['apps/api/src/modules/tenant/probe.ts', '../account/routes.ts'],
    ['apps/api/src/modules/catalog/courses/probe.ts', '../../account/queries.ts'],
    ['apps/api/src/modules/catalog/courses/probe.ts', '../../../modules/account/messenger.ts'],
  ])('%s importing %s is an error', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([
      expect.stringContaining('only through its service.ts'),
    ]);
  });

  it.each([
    ['apps/api/src/modules/account/probe.ts', '../catalog/courses/service.ts'],
    ['apps/api/src/modules/catalog/courses/probe.ts', '../../account/service.ts'],
    // A module's own files, including one part of the catalogue using another.
    ['apps/api/src/modules/account/probe.ts', './queries.ts'],
    ['apps/api/src/modules/catalog/discussion/probe.ts', '../courses/service.ts'],
    ['apps/api/src/modules/catalog/discussion/probe.ts', '../sql.ts'],
    ['apps/api/src/modules/catalog/discussion/probe.ts', '../../../lib/media.ts'],
  ])('%s importing %s is allowed', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});

describe('a web feature never imports another feature', () => {
  it.each([
    ['apps/web/src/features/account/components/probe.tsx', '../../catalog/api/courses'],
    ['apps/web/src/features/account/probe.ts', '../catalog'],
    ['apps/web/src/features/tenant/components/home/probe.tsx', '../../../commerce/hooks/cart'],
    ['apps/web/src/features/catalog/routes/probe.tsx', '@/features/account/api/profile'],
    ['apps/web/src/features/catalog/routes/probe.tsx', '@/app/router'],
    ['apps/web/src/features/catalog/components/probe.tsx', '../../../app/router'],
  ])('%s importing %s is an error', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
  });

  it.each([
    ['apps/web/src/features/account/components/probe.tsx', '../api/profile'],
    ['apps/web/src/features/tenant/components/home/probe.tsx', '../../testing/render'],
    ['apps/web/src/features/catalog/routes/probe.tsx', '@/shared/routes/route-table'],
  ])('%s importing %s is allowed', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
