import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/catalog/endpoints';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { sendPrebuilt, type CatalogCaches } from '../answers.ts';
import { bannersOf, bestSellerPage, categoriesOf, courseDetail, coursePage } from './service.ts';

/** Course lists, categories, one course, its curriculum, banners (product §7 "Learning host"). */
export function coursesRoutes(app: FastifyInstance, caches: CatalogCaches) {
  const sql = app.database.sql;

  route(app, calls.getCourseList, async (request, reply) =>
    sendPrebuilt(
      reply,
      await coursePage(sql, caches, request.tenant, request.query, request.query.category || undefined),
    ),
  );

  route(app, calls.getCategoryCourses, async (request, reply) =>
    sendPrebuilt(reply, await coursePage(sql, caches, request.tenant, request.query, request.params.id)),
  );

  route(app, calls.getBestSellers, async (request, reply) =>
    sendPrebuilt(
      reply,
      await bestSellerPage(sql, caches, request.tenant, request.query.lang, request.query.limit),
    ),
  );

  route(app, calls.getCategories, async (request) =>
    ok(await categoriesOf(sql, request.tenant.id, request.query.lang)),
  );

  route(app, calls.getCourse, async (request) =>
    ok(
      await courseDetail(
        sql,
        request.tenant,
        request.query.lang,
        request.params.id,
        request.user?.id ?? null,
      ),
    ),
  );

  route(app, calls.getAllBanners, async (request) =>
    ok(await bannersOf(sql, request.tenant.id, request.query.lang)),
  );
}
