import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, langQuery } from '@app/contract/envelope';
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
import { ok, paged } from '../../lib/envelope.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { AnswerCache } from './cache.ts';
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
 * The hot list routes skip zod's per-response encode: it cost about a third of a request's CPU
 * at 24 courses a page (measured, bench/results.md). Their data is built by the typed mappers in
 * queries.ts, and the response schema still documents the route in OpenAPI.
 */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
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
  // Ranked search costs milliseconds per query at marketplace scale (thousands of matches to
  // rank); popular searches repeat, so a page is reused for 30 s on this instance.
  const searchCache = new AnswerCache<Awaited<ReturnType<typeof searchCourses>>>(2_000, 30_000);
  const write = { onRequest: app.learningHostUser };

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
      ...plainJson,
      schema: {
        tags,
        security,
        summary: 'Courses of the tenant: paged, by category, sorted, by price range, bootcamps only',
        querystring: courseListQuery,
        response: { 200: courseListResponse, ...failures },
      },
    },
    async (request) => {
      const { lang, page, limit, sort, category, min_price, max_price, bootcamp } = request.query;
      if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
        throw badRequest('Invalid min_price', { min_price: 'min_price is above max_price' });
      }
      const filter: CourseFilter = {
        category: category || undefined,
        minPrice: min_price,
        maxPrice: max_price,
        bootcamp: bootcamp === undefined ? undefined : bootcamp === 'true',
      };
      const result = await listCourses(sql, request.tenant, lang, filter, sort, { page, limit });
      if (!result) throw notFound('Category not found');
      return paged(result.items, { page, limit, total: result.total });
    },
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
      ...plainJson,
      schema: {
        tags,
        security,
        summary: 'The most enrolled courses',
        querystring: bestSellerQuery,
        response: { 200: courseArrayResponse, ...failures },
      },
    },
    async (request) => ok(await bestSellers(sql, request.tenant, request.query.lang, request.query.limit)),
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
      const course = await getCourse(sql, request.tenant, request.query.lang, request.params.id, userId(request));
      if (!course) throw courseNotFound();
      return ok(course);
    },
  );

  app.get(
    '/api/courses/category/:id',
    {
      ...read,
      ...plainJson,
      schema: {
        tags,
        security,
        summary: 'Courses of one category (id or slug), paged',
        params: courseIdParam,
        querystring: categoryCoursesQuery,
        response: { 200: courseListResponse, ...failures },
      },
    },
    async (request) => {
      const { lang, page, limit, sort, min_price, max_price, bootcamp } = request.query;
      if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
        throw badRequest('Invalid min_price', { min_price: 'min_price is above max_price' });
      }
      const filter: CourseFilter = {
        category: request.params.id,
        minPrice: min_price,
        maxPrice: max_price,
        bootcamp: bootcamp === undefined ? undefined : bootcamp === 'true',
      };
      const result = await listCourses(sql, request.tenant, lang, filter, sort, { page, limit });
      if (!result) throw notFound('Category not found');
      return paged(result.items, { page, limit, total: result.total });
    },
  );

  app.get(
    '/api/courses/course-search/:term',
    {
      ...read,
      ...plainJson,
      schema: {
        tags,
        security,
        summary: 'Ranked search: case, accent and typo tolerant, by word prefix, English and Indonesian',
        params: searchTermParam,
        querystring: searchQuery,
        response: { 200: courseListResponse, ...failures },
      },
    },
    async (request) => {
      const { lang, page, limit } = request.query;
      const term = request.params.term.toLowerCase().replace(/\s+/g, ' ');
      const key = [request.tenant.id, lang, page, limit, term].join('\u0000');
      const { items, total } = await searchCache.get(key, () =>
        searchCourses(sql, request.tenant, lang, term, { page, limit }),
      );
      return paged(items, { page, limit, total });
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
      // Search pages show the average: drop this instance's cached ones.
      searchCache.clear();
      return ok(summary);
    },
  );
}
