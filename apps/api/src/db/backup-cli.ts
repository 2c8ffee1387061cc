import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadEnv } from '../env.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

/**
 * `npm run db:backup [-- <file>]` and `npm run db:restore -- <file> [--force]`, for the database
 * the server would use (DATABASE_URL, else PGlite in DATA_DIR). See docs/operations.md.
 */
const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const fileArg = rest.find((a) => !a.startsWith('--'));
const env = loadEnv();
const target = { url: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) };
const kind = target.url ? 'postgres' : 'pglite';

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(
      fileArg ?? join('backups', `${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`),
    );
    mkdirSync(dirname(file), { recursive: true });
    await backupDatabase(target, file);
    console.log(`Backed up the ${kind} database to ${file}`);
  } else if (command === 'restore' && fileArg) {
    const movedTo = await restoreDatabase(target, resolve(fileArg), force);
    if (movedTo) console.log(`The previous data folder was moved to ${movedTo}`);
    console.log(`Restored the ${kind} database from ${resolve(fileArg)}`);
  } else {
    console.error('usage: backup [file] | restore <file> [--force]');
    process.exit(2);
  }
} catch (error) {
  console.error(`db:${command} failed: ${(error as Error).message}`);
  process.exit(1);
}
