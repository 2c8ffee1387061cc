import { z } from 'zod';
import { fieldCode } from '../errors.ts';
import { localeSchema, textLang } from '../envelope.ts';
import {
  attemptClosers,
  MAX_PICKED_OPTIONS,
  questionKinds,
  quizScorings,
  SHORT_ANSWER_MAX_LENGTH,
} from './constants.ts';

/**
 * Quizzes on the learning host (product §7, docs/product.md "Quizzes"). A quiz is a lesson of
 * type quiz: its id is the lesson's id. Answers never carry the answer key until the attempt is
 * closed (the review).
 */
export * from './constants.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const timestamp = z.string();
const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

/** Lesson titles come in the page's language; unset: the tenant's own. */
export const quizLangQuery = z.object({ lang: localeSchema.optional() });

/** What a learner knows of a quiz before and between attempts. */
export const quizSummary = z.object({
  /** The quiz lesson's id. */
  id: z.number().int(),
  title: z.string(),
  course: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), text_lang: textLang }),
  /** The language the questions are written in (the course's). */
  language: z.string(),
  question_count: z.number().int(),
  time_limit_seconds: z.number().int(),
  /** Percent needed to pass. */
  pass_mark: z.number().int(),
  scoring: z.enum(quizScorings),
  /** null: unlimited. */
  max_attempts: z.number().int().nullable(),
  attempts_used: z.number().int(),
  /** null: unlimited. */
  attempts_left: z.number().int().nullable(),
  best_score: z.number().nullable(),
  passed: z.boolean(),
  /** The title's language when it is not the one asked (envelope.ts textLang). */
  text_lang: textLang,
});
export type QuizSummary = z.infer<typeof quizSummary>;

export const quizOption = z.object({
  /**
   * The option's id in this attempt: drawn at random for each attempt, so it tells nothing of
   * the author's order or of the right answer. Saves name options by it.
   */
  id: z.number().int(),
  text: z.string(),
});

export const quizQuestion = z.object({
  id: z.number().int(),
  kind: z.enum(questionKinds),
  prompt: z.string(),
  /** In this attempt's order; empty for short_text. */
  options: z.array(quizOption),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const savedAnswer = z.object({
  question_id: z.number().int(),
  /** The attempt's ids of the options picked (quizOption.id). */
  option_ids: z.array(z.number().int()),
  text: z.string().nullable(),
  flagged: z.boolean(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

/** The open attempt: the questions in its order, the server's clock and what is saved. */
export const openAttempt = z.object({
  id: z.number().int(),
  number: z.number().int(),
  started_at: timestamp,
  /** The server's deadline. */
  deadline: timestamp,
  /** The server's time of this answer, so a client can measure its clock's offset. */
  server_time: timestamp,
  /** Milliseconds left on the server's clock when it answered. */
  remaining_ms: z.number().int(),
  questions: z.array(quizQuestion),
  answers: z.array(savedAnswer),
});
export type OpenAttempt = z.infer<typeof openAttempt>;

export const getQuizParams = z.object({ id });
export const getQuizQuery = quizLangQuery.extend({
  /**
   * true (the default): start an attempt when none is open. false: only read the quiz and the
   * open attempt, if any (the quiz's start page).
   */
  start: z.enum(['true', 'false', '1', '0']).default('true'),
});
export const getQuizResponse = envelopeOf(z.object({ quiz: quizSummary, attempt: openAttempt.nullable() }));

/**
 * Saves one answer of the open attempt as the learner goes. option_ids (the attempt's ids, as
 * get-quiz gave them) for a choice question (one for single and true/false), text for short text; an empty list or text clears the answer.
 * flagged alone marks the question for later without touching its answer.
 */
export const saveAnswerBody = z
  .object({
    attempt_id: id,
    question_id: id,
    option_ids: z.array(id).max(MAX_PICKED_OPTIONS).optional(),
    text: z.string().max(SHORT_ANSWER_MAX_LENGTH).optional(),
    flagged: z.boolean().optional(),
  })
  .strict();
export const saveAnswerResponse = envelopeOf(
  z.object({
    question_id: z.number().int(),
    saved_at: timestamp,
    remaining_ms: z.number().int(),
    answered_count: z.number().int(),
  }),
);

/**
 * add-quiz (product §7 "end quiz data"): ends the attempt. Anything else a client sends (a score,
 * a time, correctness) is ignored: the server grades from its own key and clock.
 */
export const addQuizBody = z.object({ quiz_id: id, attempt_id: id });

export const attemptResult = z.object({
  attempt_id: z.number().int(),
  quiz_id: z.number().int(),
  number: z.number().int(),
  score: z.number(),
  passed: z.boolean(),
  /** Points earned (partial credit counts fractions) out of question_count. */
  points: z.number(),
  question_count: z.number().int(),
  correct_count: z.number().int(),
  started_at: timestamp,
  closed_at: timestamp,
  closed_by: z.enum(attemptClosers),
  /** Seconds from start to submit, at most the time limit. */
  time_used_seconds: z.number().int(),
});
export type AttemptResult = z.infer<typeof attemptResult>;

export const addQuizResponse = envelopeOf(z.object({ quiz: quizSummary, result: attemptResult }));

/** get-score (product §7 "with data"): an attempt's result; without attempt_id, the latest. */
/** A query parameter holding a JSON object, URL-encoded, checked against `shape`. */
const jsonParam = <T extends z.ZodType>(shape: T, example: string) =>
  z
    .string()
    .max(2000)
    // The example stays in the reference: a client that sends something else gets `json_format`.
    .describe(`A JSON object, URL-encoded: ${example}`)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: fieldCode('json_format') });
        return z.NEVER;
      }
    })
    .pipe(shape);

/**
 * get-score: `quiz_id` (and `attempt_id`) as parameters, or the spec's form (product §3 "get-score
 * with data"): `data` is the JSON object {"quiz_id": …, "attempt_id"?: …}, URL-encoded.
 */
export const getScoreData = z.object({ quiz_id: id, attempt_id: id.optional() });
export const getScoreQuery = quizLangQuery
  .extend({
    quiz_id: id.optional(),
    attempt_id: id.optional(),
    /** The attempt by its number for this learner and quiz (1, 2, …), as the score page's address names it. */
    attempt_number: id.optional(),
    data: jsonParam(getScoreData, '{"quiz_id": …, "attempt_id": …}').optional(),
  })
  .refine((q) => q.quiz_id !== undefined || q.data !== undefined, {
    message: fieldCode('required'),
    path: ['quiz_id'],
  })
  .transform(({ data, ...q }) => ({
    lang: q.lang,
    quiz_id: (q.quiz_id ?? data?.quiz_id)!,
    attempt_id: q.attempt_id ?? data?.attempt_id,
    attempt_number: q.attempt_number,
  }));
export const getScoreResponse = envelopeOf(z.object({ quiz: quizSummary, result: attemptResult.nullable() }));

export const getReviewParams = z.object({ attempt_id: id });
export const reviewedQuestion = z.object({
  id: z.number().int(),
  kind: z.enum(questionKinds),
  prompt: z.string(),
  explanation: z.string(),
  options: z.array(quizOption.extend({ correct: z.boolean(), chosen: z.boolean() })),
  /** short_text: what the learner wrote, and the answers that count. */
  text: z.string().nullable(),
  accepted_answers: z.array(z.string()),
  /** 0–1. */
  credit: z.number(),
  correct: z.boolean(),
  answered: z.boolean(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestion>;
export const getReviewResponse = envelopeOf(
  z.object({ quiz: quizSummary, result: attemptResult, questions: z.array(reviewedQuestion) }),
);

/**
 * get-detail-score?data= (product §3 "Detail score: email, course_id"): `data` is the JSON
 * object {"email": …, "course_id": …}, URL-encoded. The email must be the token's user's.
 */
export const detailScoreData = z.object({
  email: z.string().trim().min(1).max(254),
  course_id: id,
});
export const detailScoreQuery = quizLangQuery.extend({
  data: jsonParam(detailScoreData, '{"email": …, "course_id": …}'),
});
export const courseQuizScore = z.object({
  quiz_id: z.number().int(),
  title: z.string(),
  /** 0–100, or null before a graded attempt. */
  best_score: z.number().nullable(),
  last_score: z.number().nullable(),
  passed: z.boolean(),
  attempts_used: z.number().int(),
  /** null: unlimited. */
  attempts_max: z.number().int().nullable(),
  pass_mark: z.number().int(),
  text_lang: textLang,
});
export type CourseQuizScore = z.infer<typeof courseQuizScore>;
export const detailScoreResponse = envelopeOf(
  z.object({ course_id: z.number().int(), quizzes: z.array(courseQuizScore) }),
);
