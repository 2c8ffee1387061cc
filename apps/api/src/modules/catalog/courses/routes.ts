import type { FastifyInstance } from 'fastify';
import type * as calls from '@app/contract/catalog/endpoints';
import { ok } from '../../../lib/envelope.ts';
import type { Handlers } from '../../../lib/route.ts';
import { sendPrebuilt, type CatalogCaches } from '../answers.ts';
import { bannersOf, bestSellerPage, categoriesOf, courseDetail, coursePage } from './service.ts';

type CourseCalls = Pick<
  typeof calls,
  'getCourseList' | 'getCategoryCourses' | 'getBestSellers' | 'getCategories' | 'getCourse' | 'getAllBanners'
>;

/** Course lists, categories, one course, its curriculum, banners (product §7 "Learning host"). */
export function coursesHandlers(app: FastifyInstance, caches: CatalogCaches): Handlers<CourseCalls> {
  const sql = app.database.sql;
  return {
    getCourseList: async (request, caller, reply) =>
      sendPrebuilt(
        reply,
        await coursePage(
          sql,
          caches,
          caller.tenant,
          caller.lang,
          request.query,
          request.query.category || undefined,
        ),
      ),
    getCategoryCourses: async (request, caller, reply) =>
      sendPrebuilt(
        reply,
        await coursePage(sql, caches, caller.tenant, caller.lang, request.query, request.params.id),
      ),
    getBestSellers: async (request, caller, reply) =>
      sendPrebuilt(reply, await bestSellerPage(sql, caches, caller.tenant, caller.lang, request.query.limit)),
    getCategories: async (_request, caller) => ok(await categoriesOf(sql, caller.tenant.id, caller.lang)),
    getCourse: async (request, caller) =>
      ok(await courseDetail(sql, caller.tenant, caller.lang, request.params.id, caller.user?.id ?? null)),
    getAllBanners: async (_request, caller) => ok(await bannersOf(sql, caller.tenant.id, caller.lang)),
  };
}
