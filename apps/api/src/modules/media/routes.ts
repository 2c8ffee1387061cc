import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_FORMATS } from '@app/contract/media';
import { media, mediaVariants } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Images (logos, banners, course covers, avatars) are immutable: a new upload gets a new id.
  // `w` and `format` ask for a responsive variant (@app/contract/media): the narrowest one at
  // least `w` wide, else the widest there is; an image without variants answers with itself.
  app.get(
    '/media/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid() }),
        querystring: z.object({
          w: z.coerce.number().int().min(1).max(10_000).optional(),
          format: z.enum(IMAGE_FORMATS).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { w, format } = request.query;
      let row: { contentType: string; bytes: Buffer; sha256: string } | undefined;
      if (w !== undefined || format !== undefined) {
        const wanted = w ?? 1_000_000;
        [row] = await app.db
          .select({
            contentType: mediaVariants.contentType,
            bytes: mediaVariants.bytes,
            sha256: mediaVariants.sha256,
          })
          .from(mediaVariants)
          .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, format ?? 'webp')))
          .orderBy(
            sql`${mediaVariants.width} >= ${wanted} DESC`,
            sql`CASE WHEN ${mediaVariants.width} >= ${wanted} THEN ${mediaVariants.width} ELSE -${mediaVariants.width} END`,
          )
          .limit(1);
      }
      row ??= (
        await app.db
          .select({ contentType: media.contentType, bytes: media.bytes, sha256: media.sha256 })
          .from(media)
          .where(eq(media.id, id))
          .limit(1)
      )[0];
      if (!row) throw notFound('Image not found');
      return reply
        .type(row.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${row.sha256.slice(0, 32)}"`)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(row.bytes);
    },
  );
}
