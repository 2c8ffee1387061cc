import type * as calls from '@app/contract/catalog/endpoints';
import { ok } from '../../../lib/envelope.ts';
import type { Handlers } from '../../../lib/route.ts';
import { sendPrebuilt } from '../answers.ts';
import type { CatalogContext } from '../context.ts';
import { bannersOf, bestSellerPage, categoriesOf, courseDetail, coursePage } from './service.ts';

type CourseCalls = Pick<
  typeof calls,
  'getCourseList' | 'getCategoryCourses' | 'getBestSellers' | 'getCategories' | 'getCourse' | 'getAllBanners'
>;

/** Course lists, categories, one course, its curriculum, banners (product §7 "Learning host"). */
export const coursesHandlers = (ctx: CatalogContext): Handlers<CourseCalls> => ({
  getCourseList: async (request, caller, reply) =>
    sendPrebuilt(
      reply,
      await coursePage(ctx, caller, { query: request.query, category: request.query.category || undefined }),
    ),
  getCategoryCourses: async (request, caller, reply) =>
    sendPrebuilt(reply, await coursePage(ctx, caller, { query: request.query, category: request.params.id })),
  getBestSellers: async (request, caller, reply) =>
    sendPrebuilt(reply, await bestSellerPage(ctx, caller, request.query.limit)),
  getCategories: async (_request, caller) => ok(await categoriesOf(ctx, caller)),
  getCourse: async (request, caller) => ok(await courseDetail(ctx, caller, request.params.id)),
  getAllBanners: async (_request, caller) => ok(await bannersOf(ctx, caller)),
});
