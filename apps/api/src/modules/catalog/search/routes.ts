import type { FastifyInstance } from 'fastify';
import { searchCourses } from '@app/contract/catalog/endpoints';
import { route } from '../../../lib/route.ts';
import { sendPrebuilt, type CatalogCaches } from '../answers.ts';
import { searchPage } from './service.ts';

export function searchRoutes(app: FastifyInstance, caches: CatalogCaches) {
  const sql = app.database.sql;
  route(app, searchCourses, async (request, reply) => {
    const { lang, page, limit } = request.query;
    return sendPrebuilt(
      reply,
      await searchPage(sql, caches, request.tenant, lang, request.params.term, { page, limit }),
    );
  });
}
