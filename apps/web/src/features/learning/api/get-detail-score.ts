import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@app/contract/endpoint';
import type { Locale } from '@app/contract/envelope';
import type { getDetailScore } from '@app/contract/quiz/endpoints';
import { ApiError } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { getCourseQuizScores } from '@/shared/quiz/detail-score';
import { detailScoresKey } from '@/shared/quiz/quiz-keys';
import { learnerEmail } from '../lib/learner';

export type DetailScore = DataOf<typeof getDetailScore>;
/** One quiz of the course: best and last score (0–100 or null), passed, attempts, pass mark. */
export type CourseQuizScore = DetailScore['quizzes'][number];

/**
 * product §3 "Detail score: email, course_id", §7: GET /api/get-detail-score?data= through the
 * quiz feature's shared call, for the signed-in learner. A course the call does not know (404)
 * has no scores yet, which the page says rather than failing.
 */
export async function getMyDetailScore(courseId: number, signal?: AbortSignal): Promise<DetailScore> {
  try {
    return await getCourseQuizScores(await learnerEmail(signal), courseId, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { course_id: courseId, quizzes: [] };
    throw error;
  }
}

// Under the quiz's detail-score key, so a quiz submitted refreshes these scores too.
export const detailScoreQueryOptions = (courseId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...detailScoresKey, courseId, 'mine', locale] as const,
    queryFn: ({ signal }) => getMyDetailScore(courseId, signal),
  });

export function useDetailScore(courseId: number) {
  const locale = useI18n((s) => s.locale);
  return useQuery(detailScoreQueryOptions(courseId, locale));
}
