// Start-up time of the built server (apps/api/dist, `npm run build -w apps/api` first) on PGlite:
// from spawning `node dist/main.js` to the first 200 of /healthz (the process is up) and of
// /readyz (the database answers), on an empty data folder (migrations and demo seed) and then on
// the seeded one. Prints a table; record it in bench/results.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const apiDir = new URL('../apps/api/', import.meta.url).pathname;
const PORT = Number(process.env.PORT ?? 3530);
const RUNS = Number(process.env.RUNS ?? 3);

async function until(path, since) {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}${path}`);
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function start(dataDir) {
  const since = performance.now();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A server that exits before answering fails the run instead of being waited for.
  child.on('exit', (code) => {
    if (code !== null && code !== 0) {
      console.error(`server exited with ${code}`);
      process.exit(1);
    }
  });
  const healthz = await until('/healthz', since);
  const readyz = await until('/readyz', since);
  child.removeAllListeners('exit');
  const stopped = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await stopped;
  return { healthz, readyz };
}

const rows = [];
for (let run = 1; run <= RUNS; run++) {
  const dir = mkdtempSync(join(tmpdir(), 'startup-'));
  rows.push({ run, start: 'empty data dir', ...(await start(dir)) });
  rows.push({ run, start: 'seeded data dir', ...(await start(dir)) });
  rmSync(dir, { recursive: true, force: true });
}
console.log('| run | start | /healthz 200 after | /readyz 200 after |');
console.log('|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.run} | ${r.start} | ${(r.healthz / 1000).toFixed(2)} s | ${(r.readyz / 1000).toFixed(2)} s |`,
  );
