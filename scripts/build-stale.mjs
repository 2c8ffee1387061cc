// Builds the parts of the app (the web app, the studio, the API) that are missing or older than their
// sources. Used by `npm start` (scripts/start.mjs) and `npm run tenant` (scripts/tenant.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** The newest modification time under the given files and folders (node_modules and dist aside). */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && !entry.startsWith('dist') && !entry.startsWith('.'))
          walk(join(path, entry));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

const builtAt = (file) => statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;

const targets = {
  web: {
    name: 'web app',
    // The browser's build and the server renderer (apps/web/dist-ssr) with the pages' inline start
    // script, built together.
    output: [
      'apps/web/dist/index.html',
      'apps/web/dist-ssr/entry-server.js',
      'apps/web/dist-ssr/start-after-paint.js',
    ],
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite',
      'packages/contract/src',
      'packages/ui',
    ],
    command: ['npm', ['run', 'build', '-w', 'apps/web']],
  },
  studio: {
    name: 'studio app',
    // The contributors' app on the companies' studio hosts (apps/studio), its files under
    // dist/studio-assets/.
    output: ['apps/studio/dist/index.html'],
    sources: [
      'apps/studio/src',
      'apps/studio/index.html',
      'apps/studio/vite.config.ts',
      'apps/web/src/shared/i18n/locales',
      'apps/web/vite/precompress.ts',
      'packages/contract/src',
      'packages/ui',
    ],
    command: ['npm', ['run', 'build', '-w', 'apps/studio']],
  },
  api: {
    name: 'API',
    // The server and the PDF worker it starts beside it (lib/pdf-pool.ts).
    output: ['apps/api/dist/main.js', 'apps/api/dist/pdf-worker.js'],
    sources: [
      'apps/api/src',
      'apps/api/build.mjs',
      'apps/api/package.json',
      'packages/contract/src',
      'packages/ui/src',
    ],
    command: ['npm', ['run', 'build', '-w', 'apps/api']],
  },
};

/** Builds each named target ('web', 'studio', 'api') that is stale; exits the process if a build fails. */
export function buildIfStale(names) {
  for (const target of names.map((name) => targets[name])) {
    const stale = target.output.some(
      (output) => !existsSync(join(root, output)) || newest(target.sources) > builtAt(output),
    );
    if (!stale) continue;
    console.log(`Building the ${target.name} (missing or older than its sources)…`);
    const result = spawnSync(target.command[0], target.command[1], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
