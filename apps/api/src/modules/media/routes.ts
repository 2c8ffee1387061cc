import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_FORMATS } from '@app/contract/media';
import { notFound } from '../../lib/http-errors.ts';
import { imageOf } from './queries.ts';

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
      const row = await imageOf(app.db, id, { width: w, format });
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
