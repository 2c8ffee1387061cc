import { paths } from '../routes/route-table';

/**
 * Query keys of quizzes and scores, shared by the quiz pages and the course pages that show a
 * course's quiz scores (get-detail-score): submitting a quiz invalidates them here.
 */
export const quizKey = ['quiz'] as const;
export const quizStateKey = (quizId: number) => [...quizKey, 'quiz', quizId] as const;
export const scoreKey = (quizId: number, attemptNumber?: number) =>
  [...quizKey, 'score', quizId, attemptNumber ?? 'latest'] as const;
export const reviewKey = (attemptId: number) => [...quizKey, 'review', attemptId] as const;
/** A course's quiz scores (the course and my-course pages read them). */
export const detailScoresKey = [...quizKey, 'detail-score'] as const;

/**
 * The score page of an attempt: `/quiz/finished?quiz=<id>&attempt=<n>`, where n is the attempt's
 * number as the page shows it ("Attempt 2"), not its database id (issue 23 item 6).
 */
export const quizFinishedPath = (quizId: number, attemptNumber?: number) =>
  `${paths.quizFinished}?quiz=${quizId}${attemptNumber ? `&attempt=${attemptNumber}` : ''}`;
export const quizReviewPath = (quizId: number, attemptNumber: number) =>
  `${paths.quizReview}?quiz=${quizId}&attempt=${attemptNumber}`;
