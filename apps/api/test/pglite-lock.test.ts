import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DataDirInUse, LOCK_FILE } from '../src/db/pglite-lock.ts';

/**
 * PGlite is one process's database: a second process (the tenant command beside a running
 * server) must be refused with a clear message instead of corrupting the data folder.
 */
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the PGlite data folder guard', () => {
  it('refuses a folder another live process has open, naming it', async () => {
    const dir = dataDir();
    // The test runner's main process stands in for a running server.
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, host: hostname(), command: 'main.js' }),
    );
    const error = await openDatabase({ dataDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirInUse);
    expect((error as Error).message).toBe(
      `The PGlite data folder ${dir} is in use by process ${process.ppid} (main.js). ` +
        'PGlite is one process’s database: stop that process first, or use PostgreSQL (DATABASE_URL).',
    );
  });

  it('takes over a record left by a process that is gone, and removes its own on close', async () => {
    const dir = dataDir();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: 2 ** 22 + 7, host: hostname(), command: 'main.js' }),
    );
    const database = await openDatabase({ dataDir: dir });
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await database.sql.query('SELECT 1');
    await database.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    // Creating a PGlite database on disk (initdb) takes a while on a loaded machine.
  }, 180_000);
});
