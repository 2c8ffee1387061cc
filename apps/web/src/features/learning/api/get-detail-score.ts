import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyEndpoint } from '@app/contract/endpoint';
import type { Locale } from '@app/contract/envelope';
import { ApiError, callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { learnerEmail } from '../lib/learner';
import { learningKey } from './keys';

/** One quiz of a course as get-detail-score answers it (the quiz contract's `courseQuizScore`). */
export interface CourseQuizScore {
  quiz_id: number;
  title: string;
  /** 0–100, or null before a graded attempt. */
  best_score: number | null;
  last_score: number | null;
  passed: boolean;
  attempts_used: number;
  /** null: unlimited. */
  attempts_max: number | null;
  pass_mark: number;
}

export interface DetailScore {
  course_id: number;
  quizzes: CourseQuizScore[];
}

/**
 * TODO(lead): when the quiz contract lands on main, import `getDetailScore` from
 * '@app/contract/quiz/endpoints' instead of this stand-in, and drop the local types above for
 * `DataOf<typeof getDetailScore>`. The stand-in has the same method, path, auth and language.
 */
const getDetailScoreCall = {
  method: 'GET',
  path: '/api/get-detail-score',
  auth: 'learning_token',
  localized: true,
} as unknown as AnyEndpoint;

/**
 * product §3 "Detail score: email, course_id", §7: GET /api/get-detail-score?data=, `data` being
 * the JSON {email, course_id}. Until the quiz calls exist (404) the course has no scores yet.
 */
export async function getDetailScore(courseId: number, signal?: AbortSignal): Promise<DetailScore> {
  try {
    const data = JSON.stringify({ email: await learnerEmail(signal), course_id: courseId });
    return (await callData(getDetailScoreCall, { query: { data } }, { signal })) as DetailScore;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { course_id: courseId, quizzes: [] };
    throw error;
  }
}

export const detailScoreQueryOptions = (courseId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...learningKey, 'scores', locale, courseId] as const,
    queryFn: ({ signal }) => getDetailScore(courseId, signal),
  });

export function useDetailScore(courseId: number) {
  const locale = useI18n((s) => s.locale);
  return useQuery(detailScoreQueryOptions(courseId, locale));
}
