import { z } from 'zod';
import { courseLevels, lessonTypes } from '../catalog/constants.ts';
import { fieldCode, withFieldCodes } from '../errors.ts';
import { localeSchema } from '../envelope.ts';
import { type LessonBlock } from '../learning/schemas.ts';
import { questionKinds, quizScorings } from '../quiz/constants.ts';
import { type contentBlock } from '../tenant/schemas.ts';
import { COVER, QUIZ_TIME_LIMIT, STUDIO_LIMITS, studioCourseStatuses, studioRoles } from './constants.ts';

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

/*
 * The curriculum of a draft (issue 24 items 3, 5): sections of lessons, each lesson's body in the
 * player's own block format, its file, captions and quiz. Rules that need the database or cross
 * fields (the default language's titles, a file of this company, a question's right answer, keys
 * that repeat) are checked by the server, which names each field by its path, e.g.
 * `sections.0.lessons.2.title.id`.
 */

/**
 * A section's, lesson's or question's key: a published row's (`s12`, `l345`, `q67`), or a new
 * one the studio drew (a uuid). Publishing gives new rows their `s`/`l`/`q` keys in the draft.
 */
export const curriculumKey = z
  .string(withFieldCodes)
  .regex(/^[A-Za-z0-9_-]{1,64}$/, fieldCode('invalid_format'));

const blockText = z.string(withFieldCodes).max(L.lessonBlockText, fieldCode('too_long'));
/** Links in a body are http(s) or mailto only, as the player draws them. */
const safeHref = z
  .string(withFieldCodes)
  .max(2000, fieldCode('too_long'))
  .regex(/^(https?:\/\/|mailto:)\S+$/i, fieldCode('invalid_url'));
const run = z.object(
  {
    text: blockText,
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    code: z.boolean().optional(),
    href: safeHref.optional(),
  },
  withFieldCodes,
);
const runs = z.array(run).max(200, fieldCode('too_many'));
const items = z.array(runs).max(L.listItems, fieldCode('too_many'));
/** One block of a lesson body: the player's lessonBlock (learning/schemas.ts), with limits. */
const lessonBlockInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('h2'), text: blockText }),
    z.object({ type: z.literal('h3'), text: blockText }),
    z.object({ type: z.literal('p'), runs }),
    z.object({ type: z.literal('ul'), items }),
    z.object({ type: z.literal('ol'), items }),
    z.object({ type: z.literal('quote'), runs }),
    z.object({ type: z.literal('pre'), text: blockText }),
    /**
     * An image uploaded with uploadLessonImage: a media row of this company (else `not_an_option`).
     * Alt text is always required (there is no "decorative" flag: a lesson's image teaches).
     * The server takes its address and size from the media row (any sent are replaced); the draft
     * answers them, for the editor to draw.
     */
    z.object({
      type: z.literal('img'),
      media_id: z.uuid(withFieldCodes),
      alt: z
        .string(withFieldCodes)
        .trim()
        .min(1, fieldCode('required'))
        .max(L.imageAlt, fieldCode('too_long')),
      caption: z.string(withFieldCodes).trim().max(L.imageCaption, fieldCode('too_long')).optional(),
      url: z.string(withFieldCodes).max(200, fieldCode('too_long')).optional(),
      width: z.number(withFieldCodes).int().nullable().optional(),
      height: z.number(withFieldCodes).int().nullable().optional(),
    }),
  ],
  withFieldCodes,
);
export type StudioLessonBlock = z.infer<typeof lessonBlockInput>;
// The studio's blocks and the player's stay one shape: every block the player reads is one the
// studio may send back (an image's address and size are the player's extra, optional here).
type Assignable<T extends U, U> = T;
export type PlayerBlocksAreStudioBlocks = Assignable<LessonBlock, StudioLessonBlock>;
const lessonBlocks = z.array(lessonBlockInput).max(L.lessonBlocks, fieldCode('too_many'));
/** A lesson's body per language: a text lesson's reading, an introduction of the others. */
export const lessonBody = z.object(
  { id: lessonBlocks.default([]), en: lessonBlocks.default([]), ms: lessonBlocks.default([]) },
  withFieldCodes,
);
export type LessonBody = z.infer<typeof lessonBody>;

export const studioQuestion = z.object(
  {
    key: curriculumKey,
    kind: z.enum(questionKinds, withFieldCodes),
    prompt: z
      .string(withFieldCodes)
      .trim()
      .min(1, fieldCode('required'))
      .max(L.prompt, fieldCode('too_long')),
    explanation: z.string(withFieldCodes).trim().max(L.explanation, fieldCode('too_long')).default(''),
    /** Choice and true/false questions: the options in the author's order (true first). */
    options: z
      .array(
        z.object(
          {
            text: z
              .string(withFieldCodes)
              .trim()
              .min(1, fieldCode('required'))
              .max(L.optionText, fieldCode('too_long')),
            correct: z.boolean(withFieldCodes).default(false),
          },
          withFieldCodes,
        ),
      )
      .max(L.optionsPerQuestion, fieldCode('too_many'))
      .default([]),
    /** Short-text questions: the answers that count (compared after normalising, §16). */
    accepted_answers: z
      .array(
        z
          .string(withFieldCodes)
          .trim()
          .min(1, fieldCode('required'))
          .max(L.acceptedAnswer, fieldCode('too_long')),
      )
      .max(L.acceptedAnswers, fieldCode('too_many'))
      .default([]),
  },
  withFieldCodes,
);
export type StudioQuestion = z.infer<typeof studioQuestion>;

/**
 * A quiz lesson's quiz. Every attempt shuffles the questions and their options (§16, decision
 * 28), so there is no shuffle setting.
 */
export const studioQuiz = z.object(
  {
    time_limit_seconds: z
      .number(withFieldCodes)
      .int()
      .min(QUIZ_TIME_LIMIT.min, fieldCode('too_small'))
      .max(QUIZ_TIME_LIMIT.max, fieldCode('too_large')),
    pass_mark: z.number(withFieldCodes).int().min(0, fieldCode('too_small')).max(100, fieldCode('too_large')),
    /** null: as many attempts as the learner likes. */
    max_attempts: z
      .number(withFieldCodes)
      .int()
      .min(1, fieldCode('too_small'))
      .max(L.maxAttempts, fieldCode('too_large'))
      .nullable()
      .default(null),
    scoring: z.enum(quizScorings, withFieldCodes).default('all_or_nothing'),
    questions: z.array(studioQuestion).max(L.questionsPerQuiz, fieldCode('too_many')).default([]),
  },
  withFieldCodes,
);
export type StudioQuiz = z.infer<typeof studioQuiz>;

export const studioLesson = z.object(
  {
    key: curriculumKey,
    title: localizedText(L.title),
    type: z.enum(lessonTypes, withFieldCodes),
    is_preview: z.boolean(withFieldCodes).default(false),
    duration_seconds: z
      .number(withFieldCodes)
      .int()
      .min(0, fieldCode('too_small'))
      .max(L.lessonSeconds, fieldCode('too_large'))
      .default(0),
    body: lessonBody.default({ id: [], en: [], ms: [] }),
    /** Video and PDF lessons: a stored file of this company; null: none yet. */
    file_id: z.uuid(withFieldCodes).nullable().default(null),
    /** Video lessons: WebVTT captions, one per language. */
    captions: z
      .array(z.object({ language: localeSchema, file_id: z.uuid(withFieldCodes) }, withFieldCodes))
      .max(3, fieldCode('too_many'))
      .default([]),
    /** Quiz lessons only. */
    quiz: studioQuiz.nullable().default(null),
  },
  withFieldCodes,
);
export type StudioLesson = z.infer<typeof studioLesson>;

export const studioSection = z.object(
  {
    key: curriculumKey,
    title: localizedText(L.title),
    lessons: z.array(studioLesson).max(L.lessonsPerSection, fieldCode('too_many')).default([]),
  },
  withFieldCodes,
);
export type StudioSection = z.infer<typeof studioSection>;

/** A course's sections and lessons in their order: reordering is the order of these arrays. */
export const curriculum = z.object(
  { sections: z.array(studioSection).max(L.sections, fieldCode('too_many')) },
  withFieldCodes,
);
export type Curriculum = z.infer<typeof curriculum>;

/** Saving the curriculum names the revision it was read at, like saving the course. */
export const saveCurriculumBody = curriculum.extend({ revision: z.number(withFieldCodes).int().min(0) });

export const lessonKeyParams = z.object({
  id: z.coerce.number().int().positive(),
  key: curriculumKey,
});

/** The multipart form of a quiz import: the CSV file and the revision the draft was read at. */
export const quizImportForm = z.object({
  revision: z.coerce.number(withFieldCodes).int().min(0),
  file: z
    .unknown()
    .optional()
    .meta({ format: 'binary', description: 'CSV (UTF-8), one question per row, ≤ 1 MB' }),
});

export const studioCourse = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  slug: z.string().nullable(),
  status: studioCourseStatus,
  revision: z.number().int(),
  fields: courseFields,
  curriculum,
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
  /**
   * The draft's revision after publishing: new sections, lessons and questions got their keys
   * (`s12`, …) in the draft, which moves its revision when any did.
   */
  revision: z.number().int(),
});

export const quizImportResponse = z.object({
  /** Questions added at the end of the quiz. */
  imported: z.number().int(),
  course: studioCourse,
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
