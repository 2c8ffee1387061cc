// The production app as `npm start` runs it, for the benchmarks that load its pages in a browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, ms, gone) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (gone()) throw new Error('the app stopped before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not become ready within ${ms / 1000} s`);
}

/** The production app as `npm start` runs it (building what is stale), on an empty PGlite database. */
export async function startApp() {
  const port = Number(process.env.PORT) || (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'course-marketplace-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  env.LOG_LEVEL = 'warn';
  delete env.DATABASE_URL;
  // Its own process group, so stopping it also stops its children.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', () => {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, 240_000, () => exited);
  return { url: `http://localhost:${port}/`, stop };
}
