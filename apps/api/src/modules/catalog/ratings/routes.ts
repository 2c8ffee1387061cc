import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/catalog/endpoints';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import type { CatalogCaches } from '../answers.ts';
import { rate, ratingOf } from './service.ts';

export function ratingsRoutes(app: FastifyInstance, caches: CatalogCaches) {
  const sql = app.database.sql;

  route(app, calls.getRating, async (request) =>
    ok(await ratingOf(sql, request.tenant.id, request.params.id, request.user?.id ?? null)),
  );

  route(app, calls.updateRating, async (request) =>
    ok(
      await rate(
        sql,
        app.limiter,
        caches,
        request.tenant.id,
        request.user!.id,
        request.body.course_id,
        request.body.rating,
      ),
    ),
  );
}
