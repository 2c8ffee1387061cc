import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getQuiz as getQuizCall } from '@app/contract/quiz/endpoints';
import { ApiError, callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { quizStateKey } from '@/shared/quiz/quiz-keys';

/**
 * GET /api/quiz/get-quiz/:id: the quiz and the learner's open attempt, if any. Reading passes
 * start=false, so opening the page never starts the clock; the Start button starts it.
 */
export const getQuiz = (id: number, start: boolean, signal?: AbortSignal) =>
  callData(getQuizCall, { params: { id }, query: { start: start ? 'true' : 'false' } }, { signal });

export type QuizState = Awaited<ReturnType<typeof getQuiz>>;

export const quizQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: [...quizStateKey(id), locale] as const,
    queryFn: ({ signal }) => getQuiz(id, false, signal),
    // The attempt, its answers and the server's remaining time: always asked again, also when the
    // tab comes back (another tab or device may have answered).
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    retry: (count, error) =>
      !(error instanceof ApiError && [400, 403, 404].includes(error.status)) && count < 3,
  });

export function useQuiz(id: number) {
  const locale = useI18n((s) => s.locale);
  return useQuery(quizQueryOptions(id, locale));
}

/** Starts an attempt (or joins the one another tab just opened). */
export function useStartQuiz(id: number) {
  const queryClient = useQueryClient();
  const locale = useI18n((s) => s.locale);
  return useMutation({
    mutationFn: () => getQuiz(id, true),
    onSuccess: (data) => queryClient.setQueryData(quizQueryOptions(id, locale).queryKey, data),
  });
}
