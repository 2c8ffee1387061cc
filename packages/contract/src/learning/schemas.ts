import { z } from 'zod';
import { fieldCode } from '../errors.ts';
import { envelope, langQuery, textLang } from '../envelope.ts';
import { lessonTypes } from '../catalog/constants.ts';
import { myLearningFilters } from './constants.ts';

export * from './constants.ts';

/**
 * Learning (product §7 "Learning host", docs/product.md §15): basic auth plus the token. A path
 * or body that names an email answers only for the token's own user.
 */

/** `{email}` in a path or body: compared with the token's user, case-insensitively. */
export const learnerEmail = z.string().trim().toLowerCase().email(fieldCode('invalid_email')).max(254);
export const emailParam = z.object({ email: learnerEmail });

/** A run of inline text with its marks. Links are http(s) or mailto only (checked on the server). */
export const textRun = z.object({
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  code: z.boolean().optional(),
  href: z.string().optional(),
});
export type TextRun = z.infer<typeof textRun>;

/**
 * A text lesson's body: its HTML reduced on the server to these blocks (an allow-list), so the
 * page renders elements and never injects markup.
 */
export const lessonBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string() }),
  z.object({ type: z.literal('h3'), text: z.string() }),
  z.object({ type: z.literal('p'), runs: z.array(textRun) }),
  z.object({ type: z.literal('ul'), items: z.array(z.array(textRun)) }),
  z.object({ type: z.literal('ol'), items: z.array(z.array(textRun)) }),
  z.object({ type: z.literal('quote'), runs: z.array(textRun) }),
  z.object({ type: z.literal('pre'), text: z.string() }),
  /**
   * An image uploaded into the lesson in the studio (a media row of the company, stored with its
   * responsive sizes): `url` is /media/:id (its srcset follows from it, @app/contract/media),
   * `width` and `height` its stored size (null when unknown), `alt` always given.
   */
  z.object({
    type: z.literal('img'),
    media_id: z.string(),
    url: z.string(),
    alt: z.string(),
    caption: z.string().optional(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
]);
export type LessonBlock = z.infer<typeof lessonBlock>;

export const captionTrack = z.object({ language: z.string(), label: z.string(), url: z.string() });

/** A lesson's video or PDF: a signed link that expires and works only on this tenant's host. */
export const lessonFile = z.object({
  url: z.string(),
  /**
   * Videos transcoded in the studio: their HLS master playlist, a signed link too (each playlist's
   * URIs are signed links of the same learner). Null for other files; the player falls back to `url`.
   */
  hls_url: z.string().nullable().optional(),
  content_type: z.string(),
  byte_size: z.number().int(),
  file_name: z.string(),
  /** Videos: the length progress is measured against. */
  duration_seconds: z.number().nullable(),
  captions: z.array(captionTrack),
});
export type LessonFile = z.infer<typeof lessonFile>;

export const contentLesson = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(lessonTypes),
  /** The lesson's length; a video lesson's is its video's (docs/product.md §15). */
  duration_seconds: z.number().int(),
  /** The same length in whole minutes, rounded, never 0 for a lesson that has a length. */
  duration_minutes: z.number().int(),
  is_preview: z.boolean(),
  /** The learner may open it: owns the course, or it is a preview lesson. */
  open: z.boolean(),
  /** Text lessons' body, and a short introduction of the others; null when not open. */
  body: z.array(lessonBlock).nullable(),
  file: lessonFile.nullable(),
  /** Quiz lessons: the id of /quiz/:quiz_id (the lesson's own id). */
  quiz_id: z.number().int().nullable(),
  /** title, body: those not in the asked language (envelope.ts textLang). */
  text_lang: textLang,
});
export type ContentLesson = z.infer<typeof contentLesson>;

export const contentSection = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(contentLesson),
  text_lang: textLang,
});

export const courseContent = z.object({
  course_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  owned: z.boolean(),
  sections: z.array(contentSection),
  text_lang: textLang,
});
export type CourseContent = z.infer<typeof courseContent>;

export const lessonProgress = z.object({
  lesson_id: z.number().int(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  /** Videos: the share of the video played (0–100) and where the learner stopped. */
  watched_percent: z.number(),
  position_seconds: z.number(),
});
export type LessonProgress = z.infer<typeof lessonProgress>;

export const courseProgress = z.object({
  course_id: z.number().int(),
  /** Completed lessons over lessons, 0–100, never above 100. */
  progress_percent: z.number().int(),
  completed_lessons: z.number().int(),
  lessons_count: z.number().int(),
  completed_at: z.string().nullable(),
  certificate_code: z.string().nullable(),
  lessons: z.array(lessonProgress),
});
export type CourseProgress = z.infer<typeof courseProgress>;

export const nextLesson = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(lessonTypes),
  text_lang: textLang,
});

export const myCourse = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  mentor_name: z.string(),
  category_name: z.string(),
  duration_minutes: z.number().int(),
  lessons_count: z.number().int(),
  completed_lessons: z.number().int(),
  progress_percent: z.number().int(),
  enrolled_at: z.string(),
  last_activity_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** Where "Continue" goes: the first lesson not completed yet, else the first lesson. */
  next_lesson: nextLesson.nullable(),
  certificate_code: z.string().nullable(),
  /** title, category_name: those not in the asked language (envelope.ts textLang). */
  text_lang: textLang,
});
export type MyCourse = z.infer<typeof myCourse>;

export const learningDay = z.object({ day: z.string(), minutes: z.number() });

export const myLearning = z.object({
  courses: z.array(myCourse),
  counts: z.object({ all: z.number().int(), in_progress: z.number().int(), completed: z.number().int() }),
  /** Minutes learned per day, oldest first, the last ACTIVITY_DAYS days (today included). */
  activity: z.array(learningDay),
});
export type MyLearning = z.infer<typeof myLearning>;

export const myLearningQuery = langQuery.extend({ filter: z.enum(myLearningFilters).default('all') });
/** With `course_id`, that course's progress; without it (the spec's form), every owned course's. */
export const lessonProgressQuery = z.object({ course_id: z.coerce.number().int().positive().optional() });

/**
 * add-lesson-progress (product §3 "Lesson progress: email, lesson_id"). Without `played_*` it marks
 * a text or PDF lesson done; a video player adds the stretch it played since its last report and
 * its position. The server decides what counts (docs/product.md §15).
 */
export const addLessonProgressBody = z
  .object({
    email: learnerEmail,
    lesson_id: z.coerce.number().int().positive(),
    played_from: z.coerce.number().min(0).max(86_400).optional(),
    played_to: z.coerce.number().min(0).max(86_400).optional(),
    position: z.coerce.number().min(0).max(86_400).optional(),
  })
  .refine((b) => (b.played_from === undefined) === (b.played_to === undefined), {
    message: fieldCode('played_range'),
    path: ['played_to'],
  })
  .refine((b) => b.played_from === undefined || b.played_to! >= b.played_from, {
    message: fieldCode('played_range'),
    path: ['played_to'],
  });

export const lessonProgressResult = lessonProgress.extend({
  course_id: z.number().int(),
  progress_percent: z.number().int(),
  /** Set when this report completed the course's last lesson. */
  certificate_code: z.string().nullable(),
});

export const certificateCodeParam = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, fieldCode('certificate_code_format')),
});
export const courseIdParam = z.object({ id: z.coerce.number().int().positive() });

/** What the public verification page shows, and nothing more. */
export const certificateVerification = z.object({
  code: z.string(),
  learner_name: z.string(),
  course_title: z.string(),
  mentor_name: z.string(),
  issued_at: z.string(),
  status: z.enum(['valid', 'revoked']),
  revoked_at: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

export const courseContentResponse = envelope(courseContent);
export const courseProgressResponse = envelope(z.union([courseProgress, z.array(courseProgress)]));
export const myLearningResponse = envelope(myLearning);
export const lessonProgressResultResponse = envelope(lessonProgressResult);
export const certificateVerificationResponse = envelope(certificateVerification);
/** The certificate PDF (application/pdf). */
export const certificatePdfResponse = z.unknown();
