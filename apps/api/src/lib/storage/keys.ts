/** A read of a key that is not stored. */
export class FileNotFoundError extends Error {
  readonly code = 'file_not_found';
  constructor(key: string) {
    super(`No stored file ${key}`);
  }
}

/** A key that is not a plain relative path of lowercase segments (stored_files.storage_key's rule). */
export class InvalidKeyError extends Error {
  readonly code = 'invalid_key';
  constructor(key: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 80))}`);
  }
}

const KEY = /^[a-z0-9][a-z0-9./_-]{0,200}$/;

/** Keys are what the database allows, without empty, `.` or `..` segments: never a way out. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new InvalidKeyError(key);
  }
  return key;
}

/** The content-addressed key of a file's bytes: `ab/abcdef….mp4`. */
export const contentKey = (sha256: string, extension: string) =>
  checkKey(`${sha256.slice(0, 2)}/${sha256}.${extension.replace(/^\./, '').toLowerCase()}`);
