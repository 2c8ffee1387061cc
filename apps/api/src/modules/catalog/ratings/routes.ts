import type { FastifyInstance } from 'fastify';
import type * as calls from '@app/contract/catalog/endpoints';
import { ok } from '../../../lib/envelope.ts';
import type { Handlers } from '../../../lib/route.ts';
import type { CatalogCaches } from '../answers.ts';
import { rate, ratingOf } from './service.ts';

/** A course's rating, and the learner's own (product §7, §12). */
export function ratingsHandlers(
  app: FastifyInstance,
  caches: CatalogCaches,
): Handlers<Pick<typeof calls, 'getRating' | 'updateRating'>> {
  const sql = app.database.sql;
  return {
    getRating: async (request, caller) =>
      ok(await ratingOf(sql, caller.tenant.id, request.params.id, caller.user?.id ?? null)),
    updateRating: async (request, caller) =>
      ok(
        await rate(
          sql,
          app.limiter,
          caches,
          caller.tenant.id,
          caller.user.id,
          request.body.course_id,
          request.body.rating,
        ),
      ),
  };
}
