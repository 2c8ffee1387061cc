import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';

/** Written into PGlite's data folder by the process that has it open. */
export const LOCK_FILE = 'app.pid';

/** Another live process has the PGlite data folder open. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly command: string,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by process ${pid} (${command || 'unknown'}). ` +
        'PGlite is one process’s database: stop that process first, or use PostgreSQL (DATABASE_URL).',
    );
  }
}

interface Owner {
  pid: number;
  host: string;
  command: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const read = (file: string): Owner | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Owner;
  } catch {
    return null;
  }
};

/**
 * PGlite runs PostgreSQL inside one process with no lock of its own: a second process opening the
 * same folder (the tenant command beside a running server) would corrupt it. The process that
 * opens the folder records itself here, and a second live process on this machine is refused with
 * DataDirInUse. A record left by a process that died, or by another machine (which cannot be
 * checked), is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const me: Owner = { pid: process.pid, host: hostname(), command: basename(process.argv[1] ?? '') };
  const owner = read(file);
  if (owner && owner.pid !== process.pid && owner.host === me.host && alive(owner.pid)) {
    throw new DataDirInUse(dataDir, owner.pid, owner.command);
  }
  writeFileSync(file, JSON.stringify(me));
  const release = () => {
    if (read(file)?.pid !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone (the folder was moved aside by a restore).
    }
  };
  process.once('exit', release);
  return release;
}
