import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage } from './index.ts';
import { FileNotFoundError, checkKey, InvalidKeyError } from './keys.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root`, one per key (`ab/abcdef….mp4` → `<root>/ab/abcdef….mp4`). */
export function diskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkKey(key));
    // checkKey already refuses `..`; this holds even if that rule is ever loosened.
    if (!path.startsWith(base + sep)) throw new InvalidKeyError(key);
    return path;
  };
  return {
    kind: 'local',
    localPath: pathOf,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file, and a crash leaves none.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const handle = await open(temporary, 'w');
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        // A hard link on the same disk (an upload under DATA_DIR): no copy of gigabytes; a copy
        // across disks. Then renamed into place, as put().
        await link(source, temporary).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
          await copyFile(source, temporary);
        });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const path = pathOf(key);
      // Opened before answering, so a missing file is an error here, not a broken stream later.
      const handle = await open(path, 'r').catch((error: unknown) => {
        throw isMissing(error) ? new FileNotFoundError(key) : error;
      });
      return handle.createReadStream({
        ...(range ? { start: range.start, end: range.end } : {}),
        highWaterMark: 256 * 1024,
      });
    },
  };
}

/** Files in this process's memory: for PGlite's in-memory databases (tests), gone with them. */
export function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    kind: 'local',
    async put(key, body) {
      files.set(checkKey(key), Buffer.from(body));
    },
    async putFile(key, path) {
      files.set(checkKey(key), await readFile(path));
    },
    async stat(key) {
      const body = files.get(checkKey(key));
      return body ? { size: body.length } : null;
    },
    async read(key, range) {
      const body = files.get(checkKey(key));
      if (!body) throw new FileNotFoundError(key);
      return Readable.from([range ? body.subarray(range.start, range.end + 1) : body]);
    },
  };
}
