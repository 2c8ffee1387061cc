import type { FastifyInstance } from 'fastify';
import type * as calls from '@app/contract/catalog/endpoints';
import type { Handlers } from '../../../lib/route.ts';
import { sendPrebuilt, type CatalogCaches } from '../answers.ts';
import { searchPage } from './service.ts';

/** Course search (product §7 "Learning host"). */
export function searchHandlers(
  app: FastifyInstance,
  caches: CatalogCaches,
): Handlers<Pick<typeof calls, 'searchCourses'>> {
  const sql = app.database.sql;
  return {
    searchCourses: async (request, caller, reply) => {
      const { page, limit } = request.query;
      return sendPrebuilt(
        reply,
        await searchPage(sql, caches, caller.tenant, caller.lang, request.params.term, { page, limit }),
      );
    },
  };
}
