import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getDetailScore } from '@app/contract/quiz/endpoints';
import { callData } from '../http/client';
import { useI18n } from '../i18n/i18n';
import { detailScoresKey } from './quiz-keys';

/**
 * GET /api/get-detail-score?data=: the learner's scores in every quiz of a course. `data` is the
 * JSON {email, course_id}, URL-encoded (product §3 "Detail score"); the email is the learner's own.
 * In shared/ because the course pages show it and the quiz pages change it.
 */
export const getCourseQuizScores = (email: string, courseId: number, signal?: AbortSignal) =>
  callData(getDetailScore, { query: { data: JSON.stringify({ email, course_id: courseId }) } }, { signal });

export const courseQuizScoresQueryOptions = (email: string, courseId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...detailScoresKey, courseId, email, locale] as const,
    queryFn: ({ signal }) => getCourseQuizScores(email, courseId, signal),
  });

export function useCourseQuizScores(email: string | undefined, courseId: number) {
  const locale = useI18n((s) => s.locale);
  return useQuery({
    ...courseQuizScoresQueryOptions(email ?? '', courseId, locale),
    enabled: Boolean(email),
  });
}
