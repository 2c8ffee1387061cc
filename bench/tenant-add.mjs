// Time from `tenant add <folder>` (the built CLI, apps/api/dist/tenant-cli.js) to the new company's
// home page answering 200 with its own title, and its domain check answering 200. Build first:
// `npm run build -w apps/web && npm run build -w apps/api`.
//
// PGlite (default): the command runs with the server stopped (PGlite is one process's database),
// then the built server starts on the same folder; the clock runs through both.
// PostgreSQL (DATABASE_URL set, a user that may create databases): a server is already running on
// a fresh database; the command runs beside it, and the clock stops when that server serves the
// company. Prints one row per run; record them in bench/results.md.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const apiDir = join(root, 'apps/api');
const FOLDER = join(root, 'examples/tenants/nusantara-skills');
const HOST = 'nusantara.localhost';
const PORT = Number(process.env.PORT ?? 3540);
const RUNS = Number(process.env.RUNS ?? 3);
const adminUrl = process.env.DATABASE_URL;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(apiDir, 'dist/tenant-cli.js'), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tenant ${args[0]} exited ${code}`)),
    );
  });
}

function startServer(env) {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: { ...env, NODE_ENV: 'production', SEED_DEMO: 'true', PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    child,
    stop: () => new Promise((r) => (child.on('exit', r), child.kill('SIGTERM'))),
  };
}

/** GET with a Host header of our choosing (fetch drops the Host header it is given). */
function get(path, headers) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The company is served: its domain check is 200 and `/` carries its name. */
async function live() {
  try {
    const [check, home] = await Promise.all([
      get('/api/cek-domain', { host: HOST, app_code: 'wl-malaysia' }),
      get('/', { host: HOST, accept: 'text/html' }),
    ]);
    return (
      check.status === 200 && home.status === 200 && home.body.includes('<title>Nusantara Skills</title>')
    );
  } catch {
    return false; // not listening yet
  }
}

async function until(check, since, ms = 60_000) {
  while (!(await check())) {
    if (performance.now() - since > ms) throw new Error('not live within a minute');
    await sleep(20);
  }
  return performance.now() - since;
}

const baseEnv = { ...process.env, LOG_LEVEL: 'warn' };
delete baseEnv.NODE_ENV;
const rows = [];
for (let i = 1; i <= RUNS; i++) {
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-tenant-'));
    const env = { ...baseEnv, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    await run(['list'], env); // migrations and the demo, as the server's first start would
    const since = performance.now();
    await run(['add', FOLDER], env);
    const added = performance.now() - since;
    const server = startServer(env);
    const total = await until(live, since);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rows.push({ database: 'PGlite, server stopped', added, total });
  } else {
    const name = `bench_tenant_${process.pid}_${i}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env = { ...baseEnv, DATABASE_URL: url.toString() };
    const server = startServer(env);
    await until(
      async () => (await fetch(`http://127.0.0.1:${PORT}/readyz`).catch(() => null))?.status === 200,
      performance.now(),
    );
    await live(); // the host is now remembered as unknown, as a visitor before the launch would leave it
    const since = performance.now();
    await run(['add', FOLDER], env);
    const added = performance.now() - since;
    const total = await until(live, since);
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rows.push({ database: 'PostgreSQL, server running', added, total });
  }
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log('| run | database | `tenant add` done after | home page 200 after |');
console.log('|---|---|---|---|');
rows.forEach((r, i) => console.log(`| ${i + 1} | ${r.database} | ${s(r.added)} | ${s(r.total)} |`));
