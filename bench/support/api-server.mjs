/**
 * What every load benchmark does around its measurements: start the built API as production runs
 * it, wait until it answers, read the CPU it and PostgreSQL used, and take percentiles.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = fileURLToPath(new URL('../../apps/api/', import.meta.url));

/**
 * The built API (`apps/api/dist/main.js`) on 127.0.0.1:`port`, production settings, no demo seed
 * and no web app unless `env` says otherwise; its log's warnings go to this terminal. `entry`
 * names another entry file, relative to apps/api (`--import tsx` runs a .ts one from source).
 */
export function startApiServer({ port, env = {}, entry = 'dist/main.js' }) {
  const fromSource = entry.endsWith('.ts');
  if (!fromSource && !existsSync(join(apiDir, entry)))
    throw new Error('build first: npm run build -w apps/api');
  const merged = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: 'false',
    WEB_DIST: '',
    ...env,
  };
  // An env value of undefined removes the variable (e.g. DATABASE_URL for a PGlite run).
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return spawn(process.execPath, fromSource ? ['--import', 'tsx', entry] : [entry], {
    cwd: apiDir,
    env: merged,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `${base}/readyz` answers 200; throws after `timeoutMs`. */
export async function waitReady(base, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become ready');
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function processCpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in ticks
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by the API process `apiPid` and by all PostgreSQL processes. */
export function cpuSeconds(apiPid) {
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') postgres += processCpuSeconds(pid);
    } catch {
      // gone
    }
  }
  return { api: processCpuSeconds(apiPid), postgres };
}

/** The p-th percentile of ascending `sorted` (nearest rank); 0 when empty. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
