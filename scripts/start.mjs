// `npm start`: builds whatever is missing or older than its sources (the web app, the studio, the
// API) once, then runs the built server with plain node: the demo tenants and data on PGlite unless
// the environment says otherwise. Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './build-stale.mjs';

buildIfStale(['web', 'studio', 'api']);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  // The demo is asked for explicitly: production refuses demo data and the published demo
  // credentials otherwise (apps/api/src/env.ts). Set SEED_DEMO=false to run without them. The
  // demo also serves its API reference, as the README promises; a deployment leaves it unset.
  env: { NODE_ENV: 'production', SEED_DEMO: 'true', API_DOCS: 'public', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
