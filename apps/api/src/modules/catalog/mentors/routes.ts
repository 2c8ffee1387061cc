import type * as calls from '@app/contract/catalog/endpoints';
import { ok, paged } from '../../../lib/envelope.ts';
import type { Handlers } from '../../../lib/route.ts';
import type { CatalogContext } from '../context.ts';
import { mentorById, mentorPage } from './service.ts';

/** Mentors and their courses (product §7 "Learning host"). */
export const mentorsHandlers = (
  ctx: CatalogContext,
): Handlers<Pick<typeof calls, 'getMentor' | 'getMentors'>> => ({
  getMentor: async (request, caller) => ok(await mentorById(ctx, caller, request.params.id)),
  getMentors: async (request, caller) => {
    const { page, limit } = request.query;
    const { items, total } = await mentorPage(ctx, caller, { page, limit });
    return paged(items, { page, limit, total });
  },
});
