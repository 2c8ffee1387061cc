// `npm start`: builds whatever is missing or older than its sources (the web app, the API) once,
// then runs the built server with plain node: the demo tenants and data on PGlite unless the
// environment says otherwise. Ctrl-C stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The newest modification time under the given files and folders (node_modules and dist aside). */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist' && !entry.startsWith('.')) walk(join(path, entry));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

const builtAt = (file) => statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;

const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite',
      'packages/contract/src',
    ],
    command: ['npm', ['run', 'build', '-w', 'apps/web']],
  },
  {
    name: 'API',
    output: 'apps/api/dist/main.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/contract/src'],
    command: ['npm', ['run', 'build', '-w', 'apps/api']],
  },
];

for (const target of targets) {
  const stale = !existsSync(join(root, target.output)) || newest(target.sources) > builtAt(target.output);
  if (!stale) continue;
  console.log(`Building the ${target.name} (missing or older than its sources)…`);
  const result = spawnSync(target.command[0], target.command[1], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  // The demo is asked for explicitly: production refuses demo data and the published demo
  // credentials otherwise (apps/api/src/env.ts). Set SEED_DEMO=false to run without them.
  env: { NODE_ENV: 'production', SEED_DEMO: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
