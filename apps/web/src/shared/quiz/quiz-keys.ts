import { paths } from '../routes/route-table';

/**
 * Query keys of quizzes and scores, shared by the quiz pages and the course pages that show a
 * course's quiz scores (get-detail-score): submitting a quiz invalidates them here.
 */
export const quizKey = ['quiz'] as const;
export const quizStateKey = (quizId: number) => [...quizKey, 'quiz', quizId] as const;
export const scoreKey = (quizId: number, attemptId?: number) =>
  [...quizKey, 'score', quizId, attemptId ?? 'latest'] as const;
export const reviewKey = (attemptId: number) => [...quizKey, 'review', attemptId] as const;
/** A course's quiz scores (the course and my-course pages read them). */
export const detailScoresKey = [...quizKey, 'detail-score'] as const;

/** The score page of an attempt: `/quiz/finished?quiz=<id>&attempt=<id>`. */
export const quizFinishedPath = (quizId: number, attemptId?: number) =>
  `${paths.quizFinished}?quiz=${quizId}${attemptId ? `&attempt=${attemptId}` : ''}`;
export const quizReviewPath = (quizId: number, attemptId: number) =>
  `${paths.quizReview}?quiz=${quizId}&attempt=${attemptId}`;
