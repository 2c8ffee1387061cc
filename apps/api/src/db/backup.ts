import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { openDatabase } from './client.ts';

export interface BackupTarget {
  /** postgres://… for PostgreSQL; unset for PGlite in `dataDir`. */
  url?: string | undefined;
  /** PGlite's data folder. */
  dataDir: string;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(new Error(`${command} could not start (${error.message}); install PostgreSQL's client tools`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * Writes a complete copy of the database to `file`: `pg_dump` in its custom format for
 * PostgreSQL (consistent while the server runs), or PGlite's data folder as a gzipped tarball.
 * PGlite is one process's database: stop the server before backing it up.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.url) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, target.url]);
    return;
  }
  if (!existsSync(target.dataDir)) throw new Error(`No PGlite data in ${target.dataDir}`);
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    const dump = await database.dump!('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup made by `backupDatabase`. PostgreSQL: into the database of the URL, in one
 * transaction, replacing the objects the backup contains. PGlite: into an empty or absent data
 * folder; with `force`, an existing folder is first moved aside (never deleted).
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  force = false,
): Promise<string | null> {
  if (!existsSync(file)) throw new Error(`No backup file ${file}`);
  if (target.url) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${target.url}`,
      file,
    ]);
    return null;
  }
  let movedTo: string | null = null;
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    if (!force)
      throw new Error(`${target.dataDir} is not empty: stop the server and pass --force to move it aside`);
    movedTo = `${target.dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target.dataDir, movedTo);
  }
  const database = await openDatabase({
    dataDir: target.dataDir,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await database.sql.query('SELECT 1');
  await database.close();
  return movedTo;
}
