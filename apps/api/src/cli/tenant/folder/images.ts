import {
  checkImage,
  ImageRejected,
  prepareImage,
  type ImageInfo,
  type PreparedImage,
} from '../../../lib/images.ts';
import type { FolderReader } from './reader.ts';

/** Runs `fn` over `items` with at most `limit` at a time (image conversion is CPU-bound). */
async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

export type CheckedImages = Map<string, { bytes: Buffer; info: ImageInfo }>;

/**
 * Every image the folder names must exist in images/ and be a real image, checked from its
 * header (which is fast); problems are reported in the order the files name the images.
 */
export async function checkImages(reader: FolderReader): Promise<CheckedImages> {
  const checked: CheckedImages = new Map();
  const problems = new Map<string, string>();
  await pool([...reader.imageRefs.keys()], 4, async (name) => {
    if (!reader.has(`images/${name}`)) {
      problems.set(name, 'is missing');
      return;
    }
    const bytes = reader.read(`images/${name}`);
    try {
      checked.set(name, { bytes, info: await checkImage(bytes) });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      problems.set(name, error.message);
    }
  });
  // In the order the files name them, whichever check finished first.
  for (const [name, by] of reader.imageRefs) {
    const message = problems.get(name);
    if (message) reader.problem(`images/${name}`, `${message} (named in ${by})`);
  }
  return checked;
}

/** Converts the checked images (lib/images.ts: re-encoded, WebP and AVIF copies), by file name. */
export async function convertImages(reader: FolderReader, checked: CheckedImages) {
  const images = new Map<string, PreparedImage>();
  await pool([...checked.keys()], 2, async (name) => {
    const { bytes, info } = checked.get(name)!;
    try {
      images.set(name, await prepareImage(bytes, info));
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      reader.problem(`images/${name}`, `${error.message} (named in ${reader.imageRefs.get(name)})`);
    }
  });
  return images;
}
