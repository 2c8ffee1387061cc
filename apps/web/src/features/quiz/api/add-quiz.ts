import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addQuiz as addQuizCall } from '@app/contract/quiz/endpoints';
import { callData } from '@/shared/http/client';
import { detailScoresKey, quizKey } from '@/shared/quiz/quiz-keys';

/**
 * POST /api/add-quiz: ends the attempt; the server grades it. Only the ids are sent: the score,
 * time and correctness are the server's (docs/product.md "Quizzes").
 */
export const submitQuiz = (quizId: number, attemptId: number) =>
  callData(addQuizCall, { body: { quiz_id: quizId, attempt_id: attemptId } });

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, attemptId }: { quizId: number; attemptId: number }) =>
      submitQuiz(quizId, attemptId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKey }),
        queryClient.invalidateQueries({ queryKey: detailScoresKey }),
      ]),
  });
}
