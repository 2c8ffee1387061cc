import type * as calls from '@app/contract/catalog/endpoints';
import type { Handlers } from '../../../lib/route.ts';
import { sendPrebuilt } from '../answers.ts';
import type { CatalogContext } from '../context.ts';
import { searchPage } from './service.ts';

/** Course search (product §7 "Learning host"). */
export const searchHandlers = (ctx: CatalogContext): Handlers<Pick<typeof calls, 'searchCourses'>> => ({
  searchCourses: async (request, caller, reply) => {
    const { page, limit } = request.query;
    return sendPrebuilt(reply, await searchPage(ctx, caller, { term: request.params.term, page, limit }));
  },
});
