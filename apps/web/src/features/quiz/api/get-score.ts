import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getScore as getScoreCall } from '@app/contract/quiz/endpoints';
import { ApiError, callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { scoreKey } from '@/shared/quiz/quiz-keys';

/** GET /api/get-score: an attempt's result (the latest without an attempt id) and the quiz. */
export const getScore = (quizId: number, attemptId: number | undefined, signal?: AbortSignal) =>
  callData(getScoreCall, { query: { quiz_id: quizId, attempt_id: attemptId } }, { signal });

export const scoreQueryOptions = (quizId: number, attemptId: number | undefined, locale: Locale) =>
  queryOptions({
    queryKey: [...scoreKey(quizId, attemptId), locale] as const,
    queryFn: ({ signal }) => getScore(quizId, attemptId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export function useScore(quizId: number, attemptId: number | undefined) {
  const locale = useI18n((s) => s.locale);
  return useQuery(scoreQueryOptions(quizId, attemptId, locale));
}
