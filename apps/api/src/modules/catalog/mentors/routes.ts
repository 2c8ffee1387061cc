import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/catalog/endpoints';
import { ok, paged } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { mentorById, mentorPage } from './service.ts';

export function mentorsRoutes(app: FastifyInstance) {
  const sql = app.database.sql;

  route(app, calls.getMentor, async (request) =>
    ok(await mentorById(sql, request.tenant.id, request.query.lang, request.params.id)),
  );

  route(app, calls.getMentors, async (request) => {
    const { lang, page, limit } = request.query;
    const { items, total } = await mentorPage(sql, request.tenant.id, lang, { page, limit });
    return paged(items, { page, limit, total });
  });
}
