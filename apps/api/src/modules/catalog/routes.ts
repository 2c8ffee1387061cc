import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelope, langQuery, type PageMeta } from '@app/contract/envelope';
import {
  addCommentBody,
  bannerListResponse,
  bestSellerQuery,
  categoryCoursesQuery,
  categoryListResponse,
  commentListResponse,
  commentResponse,
  courseArrayResponse,
  courseDetailResponse,
  courseIdParam,
  courseListQuery,
  courseListResponse,
  curriculumResponse,
  likeBody,
  likeQuery,
  likeResponse,
  mentorIdParam,
  mentorListResponse,
  mentorResponse,
  pagedQuery,
  ratingResponse,
  searchQuery,
  searchTermParam,
  updateRatingBody,
} from '@app/contract/catalog';
import type { Tenant } from '../../db/schema/index.ts';
import { ok, paged } from '../../lib/envelope.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import {
  addComment,
  bestSellers,
  findCourseId,
  getCourse,
  getCurriculum,
  getMentor,
  getRating,
  intId,
  isEnrolled,
  likeComment,
  listBanners,
  listCategories,
  listComments,
  listCourses,
  listMentors,
  rateCourse,
  searchCourses,
  unlikeComment,
  type CourseFilter,
} from './queries.ts';

const failures = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};
const security = [{ learningBasic: [] }];
const tags = ['catalog'];

const courseNotFound = () => notFound('Course not found');

/**
 * The hot list routes (list, category, search, best sellers) answer JSON text that PostgreSQL
 * built (queries.ts summaryJson), wrapped in the envelope and hashed once, then kept a few
 * seconds: zod's per-response encode plus JSON.stringify cost about a third of such a request's
 * CPU (bench/results.md). The contract schema still documents them in OpenAPI, and the API tests
 * parse their answers with it.
 */
interface Prebuilt {
  body: string;
  etag: string;
}
const prebuilt = (body: string): Prebuilt => ({
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
});
const pagedBody = (data: string, meta: PageMeta) =>
  prebuilt(`{"status":200,"message":"OK","data":${data},"meta":${JSON.stringify(meta)}}`);
const send = (reply: FastifyReply, answer: Prebuilt) =>
  reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
const userId = (request: FastifyRequest) => request.user?.id ?? null;

/**
 * Learning-host catalogue calls of spec §7 (issue #4). Every route checks the learning host's
 * basic auth first (spec §6), before its input is validated, so a caller without credentials
 * learns nothing else; reads take an optional X-Auth-Token, writes require one.
 */
export default async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sql = app.database.sql;
  const read = { onRequest: app.learningHost };
  const write = { onRequest: app.learningHostUser };
  // Hot pages are reused briefly on this instance (bench/results.md): ranked search costs
  // milliseconds per query at marketplace scale (thousands of matches to rank) and popular
  // searches repeat, so 30 s; every visitor opens the first pages of the list, so 5 s. After
  // that a page is served at most as long again while it is recomputed, which bounds how stale
  // a student count or price can be (10 s). A rating change clears both.
  const searchCache = new AnswerCache<Prebuilt>(2_000, 30_000);
  const listCache = new AnswerCache<Prebuilt | null>(2_000, 5_000);

  /**
   * A page of courses (the list, or one category's), from the short-lived page cache. 404 when
   * the category names none of the tenant's.
   */
  async function coursePage(
    tenant: Tenant,
    reply: FastifyReply,
    query: Omit<z.infer<typeof courseListQuery>, 'category'>,
    category: string | undefined,
  ) {
    const { lang, page, limit, sort, min_price, max_price, bootcamp } = query;
    if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
      throw badRequest('Invalid min_price', { min_price: 'min_price is above max_price' });
    }
    const filter: CourseFilter = {
      category,
      minPrice: min_price,
      maxPrice: max_price,
      bootcamp: bootcamp === undefined ? undefined : bootcamp === 'true',
    };
    const key = ['list', tenant.id, category, lang, page, limit, sort, min_price, max_price, bootcamp];
    const answer = await listCache.get(key.join('\u0000'), async () => {
      const result = await listCourses(sql, tenant, lang, filter, sort, { page, limit });
      return result && pagedBody(result.data, { page, limit, total: result.total });
    });
    if (!answer) throw notFound('Category not found');
    return send(reply, answer);
  }

  /** A course of the request's tenant by id or slug, or 404. */
  async function courseOf(request: FastifyRequest, key: string) {
    const id = await findCourseId(sql, request.tenant.id, key);
    if (id === null) throw courseNotFound();
    return id;
  }

  app.get(
    '/api/courses/get-course-list',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Courses of the tenant: paged, by category, sorted, by price range, bootcamps only',
        querystring: courseListQuery,
        response: { 200: courseListResponse, ...failures },
      },
    },
    async (request, reply) =>
      coursePage(request.tenant, reply, request.query, request.query.category || undefined),
  );

  app.get(
    '/api/category/get-category',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Categories with their course counts',
        querystring: langQuery,
        response: { 200: categoryListResponse, ...failures },
      },
    },
    async (request) => ok(await listCategories(sql, request.tenant.id, request.query.lang)),
  );

  app.get(
    '/api/courses/best-seller',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'The most enrolled courses',
        querystring: bestSellerQuery,
        response: { 200: courseArrayResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { lang, limit } = request.query;
      const answer = await listCache.get(
        ['best', request.tenant.id, lang, limit].join('\u0000'),
        async () => {
          const data = await bestSellers(sql, request.tenant, lang, limit);
          return prebuilt(`{"status":200,"message":"OK","data":${data}}`);
        },
      );
      return send(reply, answer!);
    },
  );

  app.get(
    '/api/courses/course-show/:id',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'One course by id or slug; `owned` tells whether the token’s user has it',
        params: courseIdParam,
        querystring: langQuery,
        response: { 200: courseDetailResponse, ...failures },
      },
    },
    async (request) => {
      const course = await getCourse(
        sql,
        request.tenant,
        request.query.lang,
        request.params.id,
        userId(request),
      );
      if (!course) throw courseNotFound();
      return ok(course);
    },
  );

  app.get(
    '/api/courses/category/:id',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Courses of one category (id or slug), paged',
        params: courseIdParam,
        querystring: categoryCoursesQuery,
        response: { 200: courseListResponse, ...failures },
      },
    },
    async (request, reply) => coursePage(request.tenant, reply, request.query, request.params.id),
  );

  app.get(
    '/api/courses/course-search/:term',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Ranked search: case, accent and typo tolerant, by word prefix, English and Indonesian',
        params: searchTermParam,
        querystring: searchQuery,
        response: { 200: courseListResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { lang, page, limit } = request.query;
      // Control characters (NUL cannot even be stored in PostgreSQL text) separate words.
      const term = request.params.term
        .replace(/\p{Cc}/gu, ' ')
        .toLowerCase()
        .replace(/\s+/g, ' ');
      const key = [request.tenant.id, lang, page, limit, term].join('\u0000');
      const answer = await searchCache.get(key, async () => {
        const { data, total } = await searchCourses(sql, request.tenant, lang, term, { page, limit });
        return pagedBody(data, { page, limit, total });
      });
      return send(reply, answer);
    },
  );

  app.get(
    '/api/get-content/:id',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Curriculum of a course; lesson bodies for owners and preview lessons only',
        params: courseIdParam,
        querystring: langQuery,
        response: { 200: curriculumResponse, ...failures },
      },
    },
    async (request) => {
      const courseId = await courseOf(request, request.params.id);
      return ok(await getCurriculum(sql, request.tenant.id, request.query.lang, courseId, userId(request)));
    },
  );

  app.get(
    '/api/mentor/get-mentor/:id',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'One mentor with course, student and rating totals',
        params: mentorIdParam,
        querystring: langQuery,
        response: { 200: mentorResponse, ...failures },
      },
    },
    async (request) => {
      const id = intId(request.params.id);
      const mentor = id === null ? null : await getMentor(sql, request.tenant.id, request.query.lang, id);
      if (!mentor) throw notFound('Mentor not found');
      return ok(mentor);
    },
  );

  app.get(
    '/api/mentor/get-all-mentor',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Mentors of the tenant, paged',
        querystring: pagedQuery,
        response: { 200: mentorListResponse, ...failures },
      },
    },
    async (request) => {
      const { lang, page, limit } = request.query;
      const { items, total } = await listMentors(sql, request.tenant.id, lang, { page, limit });
      return paged(items, { page, limit, total });
    },
  );

  app.get(
    '/api/banner/get-all-banner',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Banners of the tenant (for /banner/:id)',
        querystring: langQuery,
        response: { 200: bannerListResponse, ...failures },
      },
    },
    async (request) => ok(await listBanners(sql, request.tenant.id, request.query.lang)),
  );

  app.get(
    '/api/discuss/get-comment/:id',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Comments of a course, newest first, paged',
        params: courseIdParam,
        querystring: pagedQuery,
        response: { 200: commentListResponse, ...failures },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const courseId = await courseOf(request, request.params.id);
      const { items, total } = await listComments(sql, courseId, userId(request), { page, limit });
      return paged(items, { page, limit, total });
    },
  );

  app.post(
    '/api/discuss/add-comment',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Post a comment (plain text, 1–2000 characters)',
        body: addCommentBody,
        response: { 200: commentResponse, ...failures },
      },
    },
    async (request) => {
      // Stored verbatim as text, which in PostgreSQL cannot hold a NUL character.
      if (request.body.comments.includes('\u0000')) {
        throw badRequest('Invalid comments', { comments: 'Comment contains an invalid character' });
      }
      const courseId = await courseOf(request, String(request.body.course_id));
      return ok(await addComment(sql, request.tenant.id, courseId, request.user!.id, request.body.comments));
    },
  );

  app.post(
    '/api/discuss/add-liked',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Like a comment (once per user; repeating it changes nothing)',
        body: likeBody,
        response: { 200: likeResponse, ...failures },
      },
    },
    async (request) => {
      const id = intId(request.body.comment_id);
      const result = id === null ? null : await likeComment(sql, request.tenant.id, id, request.user!.id);
      if (!result) throw notFound('Comment not found');
      return ok(result);
    },
  );

  app.delete(
    '/api/discuss/delete-dislike',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Take back a like (comment_id in the body or the query)',
        body: likeBody.partial().nullish(),
        querystring: likeQuery,
        response: { 200: likeResponse, ...failures },
      },
    },
    async (request) => {
      const given = request.body?.comment_id ?? request.query.comment_id;
      if (given === undefined) throw badRequest('Invalid comment_id', { comment_id: 'Required' });
      const id = intId(given);
      const result = id === null ? null : await unlikeComment(sql, request.tenant.id, id, request.user!.id);
      if (!result) throw notFound('Comment not found');
      return ok(result);
    },
  );

  app.get(
    '/api/courses/get-rating/:id',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Rating of a course: average, count, distribution and the token user’s own',
        params: courseIdParam,
        response: { 200: ratingResponse, ...failures },
      },
    },
    async (request) => {
      const courseId = await courseOf(request, request.params.id);
      return ok(await getRating(sql, courseId, userId(request)));
    },
  );

  app.patch(
    '/api/courses/update-rating',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Rate a course you own (1–5); a new rating replaces your old one',
        body: updateRatingBody,
        response: { 200: ratingResponse, ...failures, 403: errorEnvelope },
      },
    },
    async (request) => {
      const courseId = await courseOf(request, String(request.body.course_id));
      if (!(await isEnrolled(sql, request.user!.id, courseId))) {
        throw forbidden('Only learners who own this course can rate it');
      }
      const summary = await rateCourse(sql, courseId, request.user!.id, request.body.rating);
      // Cached pages show the average: drop this instance's.
      searchCache.clear();
      listCache.clear();
      return ok(summary);
    },
  );
}
