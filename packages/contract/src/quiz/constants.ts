/** Quiz rules shared by the server and the web (docs/product.md "Quizzes"). */
import type { ErrorCode } from '../errors.ts';

export const questionKinds = ['single', 'multiple', 'true_false', 'short_text'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const quizScorings = ['all_or_nothing', 'partial'] as const;
export type QuizScoring = (typeof quizScorings)[number];

/** Who closed an attempt: the learner's submit, or the server at the deadline. */
export const attemptClosers = ['learner', 'deadline'] as const;

/**
 * Seconds after the deadline in which a save or a submit sent in time still counts: the time a
 * request takes to arrive. After that the attempt closes with what was saved.
 */
export const QUIZ_GRACE_SECONDS = 5;

/** Longest short-text answer. */
export const SHORT_ANSWER_MAX_LENGTH = 200;
/** Most options one answer may pick. */
export const MAX_PICKED_OPTIONS = 20;

/** error.code of a save or submit that arrives after the deadline and its grace (409). */
export const QUIZ_TIME_UP = 'quiz_time_up' satisfies ErrorCode;
/** error.code of a save to an attempt already submitted (409). */
export const ATTEMPT_CLOSED = 'attempt_closed' satisfies ErrorCode;
/** error.code of a start with no attempts left (409). */
export const NO_ATTEMPTS_LEFT = 'no_attempts_left' satisfies ErrorCode;
/** error.code of a review asked for while the attempt is still open (409). */
export const ATTEMPT_OPEN = 'attempt_open' satisfies ErrorCode;
