import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getReview as getReviewCall } from '@app/contract/quiz/endpoints';
import { ApiError, callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { reviewKey } from '@/shared/quiz/quiz-keys';

/** GET /api/quiz/get-review/:attempt_id: a closed attempt question by question, with the key. */
export const getReview = (attemptId: number, signal?: AbortSignal) =>
  callData(getReviewCall, { params: { attempt_id: attemptId } }, { signal });

export const reviewQueryOptions = (attemptId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...reviewKey(attemptId), locale] as const,
    queryFn: ({ signal }) => getReview(attemptId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export function useReview(attemptId: number, enabled = true) {
  const locale = useI18n((s) => s.locale);
  return useQuery({ ...reviewQueryOptions(attemptId, locale), enabled });
}
