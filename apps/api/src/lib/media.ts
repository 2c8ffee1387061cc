import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { media, mediaVariants } from '../db/schema/index.ts';
import type { PreparedImage } from './images.ts';

/** Public path of a stored image; media lives in the database so every instance can serve it. */
export const mediaUrl = (id: string | null | undefined) => (id ? `/media/${id}` : '');

export async function storeMedia(
  db: Db,
  input: { tenantId: number | null; contentType: string; bytes: Buffer },
): Promise<string> {
  const id = randomUUID();
  await db.insert(media).values({
    id,
    tenantId: input.tenantId,
    contentType: input.contentType,
    bytes: input.bytes,
    byteSize: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
  });
  return id;
}

/** Stores several images in one insert (demo seeding); returns their ids in the same order. */
export async function storeMediaMany(
  db: Db,
  items: { tenantId: number | null; contentType: string; bytes: Buffer }[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = items.map((input) => ({
    id: randomUUID(),
    tenantId: input.tenantId,
    contentType: input.contentType,
    bytes: input.bytes,
    byteSize: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
  }));
  await db.insert(media).values(rows);
  return rows.map((row) => row.id);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The id of an image that has variants: a random UUID with version 8 instead of 4, which is how
 * a media URL tells the web app that `?w=&format=` copies exist (@app/contract/media).
 */
export const responsiveMediaId = () => {
  const id = randomUUID();
  return `${id.slice(0, 14)}8${id.slice(15)}`;
};

/** Stores a prepared image (lib/images.ts) and its variants; returns its id. */
export async function storeImage(db: Db, tenantId: number | null, image: PreparedImage): Promise<string> {
  const [id] = await storeImageMany(db, tenantId, [image]);
  return id!;
}

/**
 * Stores prepared images and their variants with one insert for the images and one for the
 * variants (a tenant folder's pictures); returns their ids in the same order.
 */
export async function storeImageMany(
  db: Db,
  tenantId: number | null,
  images: PreparedImage[],
): Promise<string[]> {
  if (images.length === 0) return [];
  const ids = images.map((image) => (image.variants.length > 0 ? responsiveMediaId() : randomUUID()));
  await db.insert(media).values(
    images.map((image, i) => ({
      id: ids[i]!,
      tenantId,
      contentType: image.contentType,
      bytes: image.bytes,
      byteSize: image.bytes.length,
      sha256: sha256(image.bytes),
      width: image.width,
      height: image.height,
    })),
  );
  const variants = images.flatMap((image, i) =>
    image.variants.map((v) => ({
      mediaId: ids[i]!,
      format: v.format,
      width: v.width,
      height: v.height,
      contentType: v.contentType,
      bytes: v.bytes,
      byteSize: v.bytes.length,
      sha256: sha256(v.bytes),
    })),
  );
  if (variants.length > 0) await db.insert(mediaVariants).values(variants);
  return ids;
}
