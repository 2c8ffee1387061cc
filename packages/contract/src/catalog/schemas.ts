import { z } from 'zod';
import { fieldCode } from '../errors.ts';
import { banner, contentBlock } from '../tenant/schemas.ts';
import { envelope, langQuery, pageMeta, pagedEnvelope, textLang } from '../envelope.ts';
import {
  COMMENT_MAX_LENGTH,
  COURSE_PAGE_SIZE,
  courseLevels,
  courseSorts,
  MAX_PAGE_SIZE,
} from './constants.ts';

/**
 * Learning host (product §7): basic auth plus the token header. Reads work without a token,
 * writes need one. Answers use the same envelope; lists add `meta`.
 */
export * from './constants.ts';

/** Texts of the catalogue carry `text_lang` (envelope.ts) for those not in the asked language. */
export const categoryRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  text_lang: textLang,
});
export const mentorRef = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string(),
  headline: z.string(),
  text_lang: textLang,
});

export const category = categoryRef.extend({
  description: z.string(),
  icon: z.string(),
  courses_count: z.number().int(),
});
export type Category = z.infer<typeof category>;

export const courseSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** Price in the tenant's currency (whole units; IDR has no decimals). */
  price: z.number(),
  /** Price after discount, or null. */
  discount_price: z.number().nullable(),
  currency: z.string(),
  category: categoryRef,
  mentor: mentorRef,
  rating_avg: z.number(),
  rating_count: z.number().int(),
  students_count: z.number().int(),
  level: z.enum(courseLevels),
  duration_minutes: z.number().int(),
  lessons_count: z.number().int(),
  is_bootcamp: z.boolean(),
  language: z.string(),
  updated_at: z.string(),
  /** title, subtitle; on the course page also description, what_you_learn and requirements. */
  text_lang: textLang,
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const mentor = mentorRef.extend({
  bio: z.string(),
  courses_count: z.number().int(),
  students_count: z.number().int(),
  rating_avg: z.number(),
});
export type Mentor = z.infer<typeof mentor>;

export const courseDetail = courseSummary.extend({
  description: z.array(contentBlock),
  what_you_learn: z.array(z.string()),
  requirements: z.array(z.string()),
  mentor,
  sections_count: z.number().int(),
  /** The token's user owns (has bought) the course. */
  owned: z.boolean(),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const comment = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  user: z.object({ id: z.number().int(), full_name: z.string(), photo: z.string().nullable() }),
  /** Plain text; clients render it as text, never as HTML. */
  comments: z.string(),
  created_at: z.string(),
  likes_count: z.number().int(),
  liked_by_me: z.boolean(),
});
export type Comment = z.infer<typeof comment>;

export const ratingSummary = z.object({
  course_id: z.number().int(),
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  my_rating: z.number().int().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** Query of the course list: paging (page size capped at 100), category, sort, price range, bootcamps. */
export const courseListQuery = langQuery.extend({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(COURSE_PAGE_SIZE),
  category: z.string().trim().max(80).optional(),
  sort: z.enum(courseSorts).default('popular'),
  min_price: z.coerce.number().min(0).optional(),
  max_price: z.coerce.number().min(0).optional(),
  bootcamp: z.enum(['true', 'false']).optional(),
});
export type CourseListQuery = z.input<typeof courseListQuery>;
export const searchQuery = langQuery.extend({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(COURSE_PAGE_SIZE),
});
export const pagedQuery = searchQuery;

export const courseListResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(courseSummary),
  meta: pageMeta,
});
export const commentListResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(comment),
  meta: pageMeta,
});

export const addCommentBody = z.object({
  course_id: z.coerce.number().int().positive(),
  comments: z.string().trim().min(1, fieldCode('required')).max(COMMENT_MAX_LENGTH, fieldCode('too_long')),
});
export const likeBody = z.object({ comment_id: z.coerce.number().int().positive() });
export const updateRatingBody = z.object({
  course_id: z.coerce.number().int().positive(),
  rating: z.coerce.number().int().min(1, fieldCode('rating_range')).max(5, fieldCode('rating_range')),
});

export const categoryListResponse = envelope(z.array(category));
export const courseDetailResponse = envelope(courseDetail);
export const mentorResponse = envelope(mentor);
export const ratingResponse = envelope(ratingSummary);
export const commentResponse = envelope(comment);
export const likeResponse = envelope(
  z.object({ comment_id: z.number().int(), likes_count: z.number().int(), liked_by_me: z.boolean() }),
);

/** A course in a path: its numeric id or its slug. */
export const courseIdParam = z.object({ id: z.string().trim().min(1).max(160) });
/** A mentor in a path: the numeric id. */
export const mentorIdParam = z.object({ id: z.string().trim().min(1).max(20) });
/** The search words in the path of course-search/{term}. */
export const searchTermParam = z.object({
  term: z.string().trim().min(1, fieldCode('required')).max(100),
});
/** Query of courses/category/{id}: the course list's query without its category. */
export const categoryCoursesQuery = courseListQuery.omit({ category: true });
export const bestSellerQuery = langQuery.extend({ limit: z.coerce.number().int().min(1).max(24).default(8) });
/** delete-dislike takes comment_id in the body or in the query string. */
export const likeQuery = z.object({ comment_id: z.coerce.number().int().positive().optional() });

export const courseArrayResponse = envelope(z.array(courseSummary));
export const mentorListResponse = pagedEnvelope(mentor);
/** get-all-banner: the tenant's banners, the same items as the public get-banner call. */
export const bannerListResponse = envelope(z.array(banner));
export const likeResult = z.object({
  comment_id: z.number().int(),
  likes_count: z.number().int(),
  liked_by_me: z.boolean(),
});
export type LikeResult = z.infer<typeof likeResult>;
