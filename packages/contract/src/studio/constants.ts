/**
 * The company's studio (docs/product.md "The studio"): the contributor site on the company's own
 * studio host, where contributors and admins build courses and publish them.
 */

/** Who may use the studio: a contributor edits the courses they are a mentor of, an admin all. */
export const studioRoles = ['contributor', 'admin'] as const;
export type StudioRole = (typeof studioRoles)[number];

/**
 * A course in the studio: never published (`draft`), published and unchanged since (`published`),
 * or published with a draft that has changes learners do not see yet (`changes`).
 */
export const studioCourseStatuses = ['draft', 'published', 'changes'] as const;
export type StudioCourseStatus = (typeof studioCourseStatuses)[number];

/** The one-time code that carries a contributor from the learners' site to the studio. */
export const HANDOFF_SECONDS = 60;
/** A studio session lasts a working day; the contributor comes back through the site after. */
export const STUDIO_SESSION_HOURS = 12;
/** The studio session's cookie: HttpOnly, SameSite=Strict, host-only (no Domain attribute). */
export const STUDIO_COOKIE = 'studio_session';

export const STUDIO_LIMITS = {
  title: 120,
  subtitle: 200,
  /** One paragraph, heading or list item of a description. */
  blockText: 2000,
  descriptionBlocks: 60,
  /** In the company's currency; a course costs less than a hundred million rupiah. */
  price: 99_999_999,
  search: 100,
  perPage: 20,
  sections: 50,
  lessonsPerSection: 100,
  /** A curriculum key: a published row's (`s12`, `l345`, `q67`) or a new one the client drew (a uuid). */
  key: 64,
  /** One block of a lesson body: a paragraph, heading, list item, quote or code block. */
  lessonBlockText: 10_000,
  lessonBlocks: 400,
  /** An image block's alt text (required) and caption (optional). */
  imageAlt: 300,
  imageCaption: 500,
  listItems: 100,
  /** A lesson's stated length (a video lesson's is its video's once published). */
  lessonSeconds: 86_400,
  questionsPerQuiz: 200,
  optionsPerQuestion: 10,
  acceptedAnswers: 20,
  /** The quiz tables' own limits (migrations/0015_quiz.sql). */
  prompt: 2000,
  optionText: 500,
  explanation: 2000,
  /** A short answer a learner may type (quiz SHORT_ANSWER_MAX_LENGTH). */
  acceptedAnswer: 200,
  maxAttempts: 100,
  /** The CSV of quiz questions an import takes. */
  importBytes: 1_048_576,
} as const;

/** A quiz's time limit, 30 seconds to a day (the CHECK of quizzes.time_limit_seconds). */
export const QUIZ_TIME_LIMIT = { min: 30, max: 86_400 } as const;

/**
 * The two options of a true/false question, in the course's language (the tenant folder's words,
 * cli/tenant/add.ts): the first is "true".
 */
export const TRUE_FALSE_WORDS = {
  en: ['True', 'False'],
  id: ['Benar', 'Salah'],
  ms: ['Betul', 'Salah'],
} as const;

/**
 * The columns of a quiz CSV import (docs/product.md "The studio"): one question per row.
 * `option_1`…`option_10` hold a choice question's options; `correct` names the right ones by
 * number (`2`, or `1|3` for multiple choice) or says `true`/`false`; `accepted` holds a short-text
 * question's accepted answers separated by `|`.
 */
export const QUIZ_CSV_COLUMNS = [
  'kind',
  'prompt',
  ...Array.from({ length: 10 }, (_, i) => `option_${i + 1}`),
  'correct',
  'accepted',
  'explanation',
] as const;
/**
 * A course cover: cropped to the course card's 16:9 on the server, kept at most 1280 px wide (the
 * widest responsive copy), refused below 640 × 360 (it would look blurred on a card).
 */
export const COVER = {
  ratioWidth: 16,
  ratioHeight: 9,
  minWidth: 640,
  minHeight: 360,
  maxWidth: 1280,
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** The largest image a lesson takes: 5 MB, JPEG, PNG or WebP (studio uploadLessonImage). */
export const LESSON_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The largest PDF a lesson takes: 50 MB (studio uploadLessonFile). */
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
/** The largest caption file: 2 MB (a four-hour talk's subtitles are a few hundred kB). */
export const CAPTION_MAX_BYTES = 2 * 1024 * 1024;
/** What a caption upload accepts, by extension (the bytes are checked on the server). */
export const CAPTION_EXTENSIONS = ['.vtt', '.srt'] as const;
