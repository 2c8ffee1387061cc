// `npm run dev`: the API with `tsx watch` (restarts on change) and the Vite dev server (hot reload),
// which forwards /api, /media and /config.json to the API with the original Host, so tenancy works
// on http://localhost:5173 and http://acme.localhost:5173. Ctrl-C stops both.
// API_PORT (default 3000) and WEB_PORT (default 5173) move them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';

const children = [];
let stopping = false;

function run(name, args, env) {
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm does not pass signals on to tsx and vite, so the group is stopped.
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] stopped (${signal ?? `exit ${code}`}); stopping the other one.`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1000);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Links in mails point at the pages, which the Vite server serves in development.
run('api', ['run', 'dev', '-w', 'apps/api'], {
  PORT: apiPort,
  NODE_ENV: 'development',
  PUBLIC_PORT: webPort,
});
run('web', ['run', 'dev', '-w', 'apps/web', '--', '--port', webPort, '--strictPort'], {
  API_PROXY: `http://127.0.0.1:${apiPort}`,
});

console.log(`
  Development servers starting (Ctrl-C stops both):
    Tenant A (Cendekia Academy):  http://localhost:${webPort}/
    Tenant B (Acme Academy):      http://acme.localhost:${webPort}/
    Suspended tenant:             http://suspended.localhost:${webPort}/
    API (tsx watch):              http://localhost:${apiPort}/api/docs
`);
