import { langQuery } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
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
} from './schemas.ts';

/**
 * The catalogue on the learning host (product §7 "Learning host", §12): basic auth first, before
 * any input is read; reads take an optional X-Auth-Token, writes require one.
 */
const tag = 'catalog';
const reads = [400, 401, 404, 409] as const;
const writes = [400, 401, 403, 404, 409, 429] as const;

export const getCourseList = endpoint({
  method: 'GET',
  path: '/api/courses/get-course-list',
  auth: 'learning',
  tag,
  summary: 'Courses of the tenant: paged, by category, sorted, by price range, bootcamps only',
  query: courseListQuery,
  response: courseListResponse,
  errors: reads,
  localized: true,
});

export const getCategories = endpoint({
  method: 'GET',
  path: '/api/category/get-category',
  auth: 'learning',
  tag,
  summary: 'Categories with their course counts',
  query: langQuery,
  response: categoryListResponse,
  errors: reads,
  localized: true,
});

export const getBestSellers = endpoint({
  method: 'GET',
  path: '/api/courses/best-seller',
  auth: 'learning',
  tag,
  summary: 'The most enrolled courses',
  query: bestSellerQuery,
  response: courseArrayResponse,
  errors: reads,
  localized: true,
});

export const getCourse = endpoint({
  method: 'GET',
  path: '/api/courses/course-show/:id',
  auth: 'learning',
  tag,
  summary: 'One course by id or slug; `owned` tells whether the token’s user has it',
  params: courseIdParam,
  query: langQuery,
  response: courseDetailResponse,
  errors: reads,
  localized: true,
});

export const getCategoryCourses = endpoint({
  method: 'GET',
  path: '/api/courses/category/:id',
  auth: 'learning',
  tag,
  summary: 'Courses of one category (id or slug), paged',
  params: courseIdParam,
  query: categoryCoursesQuery,
  response: courseListResponse,
  errors: reads,
  localized: true,
});

export const searchCourses = endpoint({
  method: 'GET',
  path: '/api/courses/course-search/:term',
  auth: 'learning',
  tag,
  summary: 'Ranked search: case, accent and typo tolerant, by word prefix, English and Indonesian',
  params: searchTermParam,
  query: searchQuery,
  response: courseListResponse,
  errors: reads,
  localized: true,
});

export const getMentor = endpoint({
  method: 'GET',
  path: '/api/mentor/get-mentor/:id',
  auth: 'learning',
  tag,
  summary: 'One mentor with course, student and rating totals',
  params: mentorIdParam,
  query: langQuery,
  response: mentorResponse,
  errors: reads,
  localized: true,
});

export const getMentors = endpoint({
  method: 'GET',
  path: '/api/mentor/get-all-mentor',
  auth: 'learning',
  tag,
  summary: 'Mentors of the tenant, paged',
  query: pagedQuery,
  response: mentorListResponse,
  errors: reads,
  localized: true,
});

export const getAllBanners = endpoint({
  method: 'GET',
  path: '/api/banner/get-all-banner',
  auth: 'learning',
  tag,
  summary: 'Banners of the tenant (for /banner/:id)',
  query: langQuery,
  response: bannerListResponse,
  errors: reads,
  localized: true,
});

export const getComments = endpoint({
  method: 'GET',
  path: '/api/discuss/get-comment/:id',
  auth: 'learning',
  tag,
  summary: 'Comments of a course, newest first, paged',
  params: courseIdParam,
  query: pagedQuery,
  response: commentListResponse,
  errors: reads,
});

export const addComment = endpoint({
  method: 'POST',
  path: '/api/discuss/add-comment',
  auth: 'learning_token',
  tag,
  summary: 'Post a comment (plain text, 1–2000 characters)',
  body: addCommentBody,
  response: commentResponse,
  errors: writes,
});

export const likeComment = endpoint({
  method: 'POST',
  path: '/api/discuss/add-liked',
  auth: 'learning_token',
  tag,
  summary: 'Like a comment (once per user; repeating it changes nothing)',
  body: likeBody,
  response: likeResponse,
  errors: writes,
});

export const unlikeComment = endpoint({
  method: 'DELETE',
  path: '/api/discuss/delete-dislike',
  auth: 'learning_token',
  tag,
  summary: 'Take back a like (comment_id in the body or the query)',
  body: likeBody.partial().nullish(),
  query: likeQuery,
  response: likeResponse,
  errors: writes,
});

export const getRating = endpoint({
  method: 'GET',
  path: '/api/courses/get-rating/:id',
  auth: 'learning',
  tag,
  summary: 'Rating of a course: average, count, distribution and the token user’s own',
  params: courseIdParam,
  response: ratingResponse,
  errors: reads,
});

export const updateRating = endpoint({
  method: 'PATCH',
  path: '/api/courses/update-rating',
  auth: 'learning_token',
  tag,
  summary: 'Rate a course you own (1–5); a new rating replaces your old one',
  body: updateRatingBody,
  response: ratingResponse,
  errors: writes,
  codes: ['course_not_owned'],
});
