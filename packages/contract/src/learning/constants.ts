// Learning constants the web app and the server share (docs/product.md §15). No zod here: the
// player imports them.
import type { ErrorCode } from '../errors.ts';

/** A video lesson completes when this share of its length has been played. */
export const VIDEO_COMPLETE_RATIO = 0.9;
/** The playback speeds the player offers. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/**
 * The fastest of them: the server credits no more played time than the server's clock allows at
 * this rate, since the previous report and since the learner started the lesson (product §15).
 */
export const MAX_PLAYBACK_RATE = Math.max(...PLAYBACK_RATES);
/** How often the player reports what it played, in seconds. */
export const PROGRESS_REPORT_SECONDS = 10;
/** Days of the minutes-learned chart on /profile/mycourse. */
export const ACTIVITY_DAYS = 28;

/** Error codes of add-lesson-progress that the player words for the learner. */
export const PROGRESS_ERRORS = {
  /** A video is completed by watching it, not by marking it. */
  watchToComplete: 'watch_to_complete',
  /** A quiz lesson is completed by passing its quiz. */
  passQuizToComplete: 'pass_quiz_to_complete',
  notOwned: 'course_not_owned',
} as const satisfies Record<string, ErrorCode>;

export const myLearningFilters = ['all', 'in_progress', 'completed'] as const;
export type MyLearningFilter = (typeof myLearningFilters)[number];
