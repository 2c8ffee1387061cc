import { and, eq, sql } from 'drizzle-orm';
import type { ImageFormat } from '@app/contract/media';
import type { Db } from '../../db/client.ts';
import { media, mediaVariants } from '../../db/schema/index.ts';

/**
 * An image's bytes to send: with `width` or `format`, the narrowest variant of that format at
 * least `width` wide, else the widest there is (@app/contract/media); otherwise, or when the
 * image has no variants, the image itself. Null when there is no such image.
 */
export async function imageOf(db: Db, id: string, wanted: { width?: number; format?: ImageFormat }) {
  if (wanted.width !== undefined || wanted.format !== undefined) {
    const width = wanted.width ?? 1_000_000;
    const [variant] = await db
      .select({
        contentType: mediaVariants.contentType,
        bytes: mediaVariants.bytes,
        sha256: mediaVariants.sha256,
      })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, wanted.format ?? 'webp')))
      .orderBy(
        sql`${mediaVariants.width} >= ${width} DESC`,
        sql`CASE WHEN ${mediaVariants.width} >= ${width} THEN ${mediaVariants.width} ELSE -${mediaVariants.width} END`,
      )
      .limit(1);
    if (variant) return variant;
  }
  const [original] = await db
    .select({ contentType: media.contentType, bytes: media.bytes, sha256: media.sha256 })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return original ?? null;
}
