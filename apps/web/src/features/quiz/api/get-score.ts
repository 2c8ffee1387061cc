import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getScore as getScoreCall } from '@app/contract/quiz/endpoints';
import { ApiError, callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { scoreKey } from '@/shared/quiz/quiz-keys';

/** GET /api/get-score: an attempt's result by its number (the latest without one) and the quiz. */
export const getScore = (quizId: number, attemptNumber: number | undefined, signal?: AbortSignal) =>
  callData(getScoreCall, { query: { quiz_id: quizId, attempt_number: attemptNumber } }, { signal });

export const scoreQueryOptions = (quizId: number, attemptNumber: number | undefined, locale: Locale) =>
  queryOptions({
    queryKey: [...scoreKey(quizId, attemptNumber), locale] as const,
    queryFn: ({ signal }) => getScore(quizId, attemptNumber, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export function useScore(quizId: number, attemptNumber: number | undefined, enabled = true) {
  const locale = useI18n((s) => s.locale);
  return useQuery({ ...scoreQueryOptions(quizId, attemptNumber, locale), enabled });
}
