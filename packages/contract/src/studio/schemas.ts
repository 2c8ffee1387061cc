import { z } from 'zod';
import { courseLevels } from '../catalog/constants.ts';
import { fieldCode, withFieldCodes } from '../errors.ts';
import { localeSchema } from '../envelope.ts';
import { type contentBlock } from '../tenant/schemas.ts';
import { COVER, STUDIO_LIMITS, studioCourseStatuses, studioRoles } from './constants.ts';

const L = STUDIO_LIMITS;

/** A text in each of the company's languages; the default language's is checked on the server. */
const localizedText = (max: number) =>
  z.object(
    {
      id: z.string().trim().max(max, fieldCode('too_long')).default(''),
      en: z.string().trim().max(max, fieldCode('too_long')).default(''),
      ms: z.string().trim().max(max, fieldCode('too_long')).default(''),
    },
    withFieldCodes,
  );
export type LocalizedText = z.infer<ReturnType<typeof localizedText>>;

const block = z.union([
  z.object({ type: z.literal('h2'), text: z.string().trim().max(L.blockText, fieldCode('too_long')) }),
  z.object({ type: z.literal('p'), text: z.string().trim().max(L.blockText, fieldCode('too_long')) }),
  z.object({
    type: z.literal('ul'),
    items: z.array(z.string().trim().max(L.blockText, fieldCode('too_long'))).max(50),
  }),
]);
/** A description: the content blocks the course page renders (tenant/schemas.ts contentBlock). */
const blocks = z.array(block).max(L.descriptionBlocks, fieldCode('too_many'));
export const localizedBlocks = z.object({
  id: blocks.default([]),
  en: blocks.default([]),
  ms: blocks.default([]),
});
// The course page's block type and ours stay one shape.
export type StudioBlock = z.infer<typeof block> & z.infer<typeof contentBlock>;

/** Money as the company's currency has it: whole rupiah, ringgit with sen (checked on the server). */
const money = z.number(withFieldCodes).min(0, fieldCode('too_small')).max(L.price, fieldCode('too_large'));

/** What a contributor edits of a course (the draft's course part). */
export const courseFields = z.object(
  {
    title: localizedText(L.title),
    subtitle: localizedText(L.subtitle),
    description: localizedBlocks,
    category_id: z.number(withFieldCodes).int().positive(),
    mentor_id: z.number(withFieldCodes).int().positive(),
    level: z.enum(courseLevels, withFieldCodes),
    price: money,
    discount_price: money.nullable().default(null),
    is_bootcamp: z.boolean(withFieldCodes).default(false),
    /** An image uploaded with uploadCourseCover; null: none yet. */
    cover_media_id: z.uuid(withFieldCodes).nullable().default(null),
  },
  withFieldCodes,
);
export type CourseFields = z.infer<typeof courseFields>;

/** Saving a draft names the revision it was read at, so two editors never overwrite each other. */
export const saveCourseBody = courseFields.extend({ revision: z.number().int().min(0) });

export const studioUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(studioRoles),
});

export const studioCompany = z.object({
  name: z.string(),
  logo_url: z.string(),
  primary_color: z.string(),
  accent_color: z.string(),
  background_color: z.string(),
  text_color: z.string(),
  currency: z.string(),
  default_language: localeSchema,
  /** The learners' site, for "back to the site" and previews. */
  site_url: z.string(),
  singular_name: localizedText(60),
  plural_name: localizedText(60),
});
export type StudioCompany = z.infer<typeof studioCompany>;

export const studioSession = z.object({ user: studioUser, company: studioCompany });
export type StudioSession = z.infer<typeof studioSession>;

export const handoffResponse = z.object({
  /** The studio's sign-in page with the one-time code in its fragment (never sent to a server). */
  url: z.string(),
  expires_in: z.number().int(),
});

export const signInBody = z.object({
  code: z.string(withFieldCodes).regex(/^[A-Za-z0-9_-]{20,100}$/, fieldCode('invalid')),
});

export const studioCourseStatus = z.enum(studioCourseStatuses);
export type { StudioCourseStatus } from './constants.ts';

export const studioCourseListQuery = z.object({
  q: z.string().trim().max(L.search).optional(),
  status: studioCourseStatus.optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

export const studioCourseSummary = z.object({
  id: z.number().int(),
  /** The published course's id; null until first published. */
  course_id: z.number().int().nullable(),
  slug: z.string().nullable(),
  title: z.string(),
  status: studioCourseStatus,
  mentor_name: z.string(),
  cover_url: z.string().nullable(),
  lessons_count: z.number().int(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type StudioCourseSummary = z.infer<typeof studioCourseSummary>;

export const studioCourseList = z.object({
  items: z.array(studioCourseSummary),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const studioCourse = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  slug: z.string().nullable(),
  status: studioCourseStatus,
  revision: z.number().int(),
  fields: courseFields,
  cover_url: z.string().nullable(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type StudioCourse = z.infer<typeof studioCourse>;

export const studioCourseParams = z.object({ id: z.coerce.number().int().positive() });

export const studioOptions = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The mentors this user may put on a course: their own as a contributor, all as an admin. */
  mentors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  languages: z.array(localeSchema),
});

export const publishResponse = z.object({
  course_id: z.number().int(),
  slug: z.string(),
  published_at: z.string(),
});

/** A side or corner of the crop rectangle, in the uploaded image's pixels (upright, EXIF applied). */
const cropNumber = z.coerce
  .number(withFieldCodes)
  .int()
  .min(0, fieldCode('too_small'))
  .max(100_000, fieldCode('too_large'));

/**
 * A cover upload (multipart): the image file and, optionally, the part of it to keep. The server
 * makes the rectangle exactly 16:9 (trimming the longer side about its centre) or, without one,
 * takes the largest 16:9 part of the image's centre.
 */
export const coverUploadForm = z.object(
  {
    image: z
      .unknown()
      .optional()
      .meta({
        format: 'binary',
        description: `JPEG, PNG or WebP, at most ${COVER.maxBytes / 1024 / 1024} MB and ${COVER.maxPixels / 1e6} megapixels`,
      }),
    crop_x: cropNumber.optional(),
    crop_y: cropNumber.optional(),
    crop_width: cropNumber.optional(),
    crop_height: cropNumber.optional(),
  },
  withFieldCodes,
);
export type CoverUploadForm = z.input<typeof coverUploadForm>;

/** The stored cover: its media id (the course's `cover_media_id`) and its address. */
export const coverUploadResponse = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CoverUpload = z.infer<typeof coverUploadResponse>;
