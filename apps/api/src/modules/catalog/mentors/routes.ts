import type { FastifyInstance } from 'fastify';
import type * as calls from '@app/contract/catalog/endpoints';
import { ok, paged } from '../../../lib/envelope.ts';
import type { Handlers } from '../../../lib/route.ts';
import { mentorById, mentorPage } from './service.ts';

/** Mentors and their courses (product §7 "Learning host"). */
export function mentorsHandlers(
  app: FastifyInstance,
): Handlers<Pick<typeof calls, 'getMentor' | 'getMentors'>> {
  const sql = app.database.sql;
  return {
    getMentor: async (request, caller) =>
      ok(await mentorById(sql, caller.tenant.id, caller.lang, request.params.id)),
    getMentors: async (request, caller) => {
      const { page, limit } = request.query;
      const { items, total } = await mentorPage(sql, caller.tenant.id, caller.lang, { page, limit });
      return paged(items, { page, limit, total });
    },
  };
}
