import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OpenAttempt } from '@app/contract/quiz/schemas';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { quizFinishedPath, quizStateKey } from '@/shared/quiz/quiz-keys';
import { useSubmitQuiz } from '../api/add-quiz';
import { useQuizSession } from '../stores/quiz-session';
import { useAnswers } from './use-answers';

/**
 * An open attempt's answers (saved as they change) and its end: submitted by the learner or at
 * time up, or closed elsewhere (another tab, the deadline on the server). Every end leads to the
 * score page, which reads the server's grade.
 */
export function useAttemptClosing(quizId: number, attempt: OpenAttempt) {
  const t = useT();
  const navigate = useNavigate();
  const remember = useQuizSession((s) => s.remember);
  const [submitError, setSubmitError] = useState('');
  const [timeUp, setTimeUp] = useState(false);
  const [closedElsewhere, setClosedElsewhere] = useState(false);
  const submit = useSubmitQuiz();

  const queryClient = useQueryClient();
  const finish = useCallback(() => {
    remember(quizId, attempt.number);
    // The closed attempt must not come back from the cache when the quiz is opened again.
    queryClient.removeQueries({ queryKey: quizStateKey(quizId) });
    void navigate(quizFinishedPath(quizId, attempt.number), { replace: true });
  }, [navigate, remember, queryClient, quizId, attempt.number]);

  const onClosed = useCallback(
    (byTime: boolean) => {
      if (byTime) setTimeUp(true);
      else setClosedElsewhere(true);
      // The score page reads the server's grade, whoever closed the attempt.
      window.setTimeout(finish, 1500);
    },
    [finish],
  );
  const { answers, status, change, flush } = useAnswers(attempt.id, attempt.answers, onClosed);

  const send = useCallback(async () => {
    setSubmitError('');
    await flush();
    submit.mutate(
      { quizId, attemptId: attempt.id },
      {
        onSuccess: finish,
        onError: (error) => {
          // Time up (graded at the deadline) or already submitted: the score page has the grade.
          if (error instanceof ApiError && error.status === 409) return finish();
          setSubmitError(error instanceof ApiError ? errorText(t, error) : t('quiz.submit.failed'));
        },
      },
    );
  }, [flush, submit, quizId, attempt.id, finish, t]);

  return {
    answers,
    status,
    change,
    send,
    sending: submit.isPending,
    submitError,
    timeUp,
    setTimeUp,
    closedElsewhere,
  };
}
