// Compiles the API to JavaScript in apps/api/dist: one ESM bundle per entry point, with the
// contract package (TypeScript source) bundled in and npm dependencies left as imports, plus the
// SQL migrations next to it (db/migrate.ts reads them relative to its own file).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${here}package.json`, 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => name !== '@app/contract')
  .flatMap((name) => [name, `${name}/*`]);

rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  entryPoints: { main: `${here}src/main.ts`, 'backup-cli': `${here}src/db/backup-cli.ts` },
  outdir: `${here}dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The server's modules load while the database opens (main.ts imports app.ts dynamically).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(); ESM has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
cpSync(`${here}src/db/migrations`, `${here}dist/migrations`, { recursive: true });
console.log('built apps/api/dist');
