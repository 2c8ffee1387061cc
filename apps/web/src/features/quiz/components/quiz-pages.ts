/**
 * The three quiz pages, together on purpose: each route file imports them all through this one
 * module, so the bundler makes one chunk of them, and the first load's table of lazy pages lists
 * one more file instead of a handful (the 120 kB budget has no room for more names).
 */
export { QuizPage } from './quiz-page';
export { ReviewPage } from './review-page';
export { ScorePage } from './score-page';
