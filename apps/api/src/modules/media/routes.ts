import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { media } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Images (logos, banners, course covers, avatars) are immutable: a new upload gets a new id.
  app.get(
    '/media/:id',
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const [row] = await app.db
        .select({ contentType: media.contentType, bytes: media.bytes, sha256: media.sha256 })
        .from(media)
        .where(eq(media.id, request.params.id))
        .limit(1);
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
