// Compiles the API to JavaScript in apps/api/dist: one ESM bundle per entry point, with the
// contract package (TypeScript source) and most npm dependencies bundled in, plus the SQL
// migrations and the demo lesson media next to it (db/migrate.ts and lib/storage/bundled.ts read
// them relative to their own file). Bundling the dependencies saves Node resolving and reading
// some 900 files at every start.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${here}package.json`, 'utf8'));
/**
 * Left as imports: packages that read their own files at run time (WebAssembly and data files,
 * native addons, worker scripts, static assets) or that load only when configured.
 */
const keepExternal = new Set([
  '@electric-sql/pglite', // WebAssembly and data files beside its code
  '@node-rs/argon2', // native addon
  'sharp', // native addon
  'pino', // logging transports run in worker threads from its own files
  '@fastify/swagger-ui', // serves its static files from its package folder
  'pg', // only with DATABASE_URL
  'ioredis', // only with REDIS_URL
  'nodemailer', // only with SMTP_URL
  '@aws-sdk/client-s3', // only with S3_BUCKET (lib/storage/s3.ts imports it at first use)
  '@zxcvbn-ts/language-common', // 400 kB of word lists, loaded at the first password set
  'pdfkit', // reads its AFM fonts and colour profile from its package folder
  'fontkit', // pdfkit's own: lib/pdf.ts parses the fonts with the copy pdfkit uses
  '@expo-google-fonts/noto-sans', // never imported: lib/pdf.ts reads its .ttf files by path
]);
for (const name of keepExternal)
  if (!(name in pkg.dependencies)) throw new Error(`build.mjs: ${name} is not a dependency any more`);
const external = [...keepExternal].flatMap((name) => [name, `${name}/*`]);

rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  entryPoints: {
    main: `${here}src/main.ts`,
    'backup-cli': `${here}src/db/backup-cli.ts`,
    'tenant-cli': `${here}src/cli/tenant/main.ts`,
    // Run in worker threads by lib/pdf-pool.ts, found beside the bundle.
    'pdf-worker': `${here}src/pdf-worker.ts`,
  },
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
// The demo lesson media, served read-only from here (lib/storage/bundled.ts).
cpSync(`${here}src/db/seed/learning-media`, `${here}dist/learning-media`, { recursive: true });
console.log('built apps/api/dist');
