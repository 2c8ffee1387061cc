import type { Env } from '../../env.ts';
import { bundledFiles, type BundledFile } from './bundled.ts';
import { checkKey } from './keys.ts';
import { diskStorage, memoryStorage } from './local.ts';
import { s3Storage, type S3Options } from './s3.ts';

export type { S3Options } from './s3.ts';
export { FileNotFoundError, InvalidKeyError, checkKey, contentKey } from './keys.ts';

/**
 * Where lesson files (videos, captions, PDFs) keep their bytes: local disk or S3-compatible
 * object storage. Rows of `stored_files` name them by key; the bytes never pass through the
 * database, and reads stream, so a video is never held in memory whole.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk, streamed (a video of gigabytes is never held in memory). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Local disk only: the file's path, for a program that reads files (ffmpeg). */
  localPath?(key: string): string;
  /** Bytes [start, end] inclusive, or the whole object. */
  read(key: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
}

/**
 * Local disk under `<dataDir>/files` (memory for PGlite's `memory://`), or S3 when `s3` is given.
 * Either way the committed demo media answer for their keys from the built tree (bundled.ts,
 * docs/decisions.md §18): they are content-addressed, so no copy can differ from them.
 */
export function createStorage(options: { dataDir: string; s3?: S3Options }): FileStorage {
  const primary = options.s3
    ? s3Storage(options.s3)
    : options.dataDir.startsWith('memory://')
      ? memoryStorage()
      : diskStorage(`${options.dataDir.replace(/\/+$/, '')}/files`);
  return withBundled(primary, bundledFiles());
}

function withBundled(primary: FileStorage, bundled: ReadonlyMap<string, BundledFile>): FileStorage {
  if (bundled.size === 0) return primary;
  return {
    kind: primary.kind,
    // Only the studio's videos ask, and none of them is a bundled demo file.
    ...(primary.localPath ? { localPath: primary.localPath } : {}),
    async put(key, body, contentType) {
      // Same key, same bytes: the bundled copy already answers for it.
      if (bundled.has(checkKey(key))) return;
      await primary.put(key, body, contentType);
    },
    async putFile(key, path, contentType) {
      if (bundled.has(checkKey(key))) return;
      await primary.putFile(key, path, contentType);
    },
    async stat(key) {
      const file = bundled.get(checkKey(key));
      return file ? { size: file.size } : primary.stat(key);
    },
    async read(key, range) {
      const file = bundled.get(checkKey(key));
      return file ? file.read(range) : primary.read(key, range);
    },
  };
}

/** The S3 settings of the environment, or undefined for local disk. */
export function s3OptionsFromEnv(env: Env): S3Options | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : {}),
  };
}
