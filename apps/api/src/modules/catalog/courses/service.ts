import type { z } from 'zod';
import type { courseListQuery } from '@app/contract/catalog/schemas';
import type { SqlRunner } from '../../../db/client.ts';
import type { Caller } from '../../../lib/caller.ts';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import { pagedBody, prebuilt } from '../answers.ts';
import type { CatalogContext } from '../context.ts';
import { itemsOf } from '../../tenant/service.ts';
import type { Banner } from '@app/contract/tenant/schemas';
import {
  bestSellers,
  findCourseId,
  getCourse,
  isEnrolled,
  listCategories,
  listCourses,
  type CourseFilter,
} from './queries.ts';

export type CourseListQuery = Omit<z.output<typeof courseListQuery>, 'category'>;

const courseNotFound = () => notFound('Course not found');

/**
 * A page of courses (the list, or one category's), from the short-lived page cache. 404 when the
 * category names none of the tenant's.
 */
export async function coursePage(
  ctx: CatalogContext,
  caller: Caller,
  { query, category }: { query: CourseListQuery; category: string | undefined },
) {
  const { tenant, lang } = caller;
  const { page, limit, sort, min_price, max_price, bootcamp } = query;
  if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
    throw badRequest('Invalid min_price: it is above max_price', { min_price: 'min_above_max' });
  }
  const filter: CourseFilter = {
    category,
    minPrice: min_price,
    maxPrice: max_price,
    bootcamp: bootcamp === undefined ? undefined : bootcamp === 'true',
  };
  const key = ['list', tenant.id, category, lang, page, limit, sort, min_price, max_price, bootcamp];
  const answer = await ctx.caches.list.get(key.join('\u0000'), async () => {
    const result = await listCourses(ctx.sql, tenant, lang, filter, sort, { page, limit });
    return result && pagedBody(result.data, { page, limit, total: result.total });
  });
  if (!answer) throw notFound('Category not found');
  return answer;
}

export async function bestSellerPage(ctx: CatalogContext, caller: Caller, limit: number) {
  const { tenant, lang } = caller;
  const answer = await ctx.caches.list.get(['best', tenant.id, lang, limit].join('\u0000'), async () => {
    const data = await bestSellers(ctx.sql, tenant, lang, limit);
    return prebuilt(`{"status":200,"message":"OK","data":${data}}`);
  });
  return answer!;
}

export const categoriesOf = (ctx: CatalogContext, caller: Caller) =>
  listCategories(ctx.sql, caller.tenant.id, caller.lang);

/** The learning host's banners call answers what the tenant's banner call does: one query for both. */
export const bannersOf = (ctx: CatalogContext, caller: Caller) => itemsOf<Banner>(ctx, caller, 'banner');

/** One course by id or slug, with whether the caller owns it. */
export async function courseDetail(ctx: Pick<CatalogContext, 'sql'>, caller: Caller, key: string) {
  const course = await getCourse(ctx.sql, caller.tenant, caller.lang, key, caller.user?.id ?? null);
  if (!course) throw courseNotFound();
  return course;
}

/**
 * The id of a course of the tenant named by id or slug, or 404. The other parts of the catalogue
 * (comments, ratings) find their course through this.
 */
export async function requireCourse(sql: SqlRunner, tenantId: number, key: string | number) {
  const id = await findCourseId(sql, tenantId, String(key));
  if (id === null) throw courseNotFound();
  return id;
}

/** The learner owns (has bought) the course. */
export const ownsCourse = (sql: SqlRunner, userId: number | null, courseId: number) =>
  isEnrolled(sql, userId, courseId);
