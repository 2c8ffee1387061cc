import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NO_ATTEMPTS_LEFT } from '@app/contract/quiz/constants';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import '../lib/words';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { quizFinishedPath } from '@/shared/quiz/quiz-keys';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useQuiz, useStartQuiz } from '../api/get-quiz';
import { QuizIntro } from './quiz-intro';
import { QuizRunner } from './quiz-runner';
import { QuizPageSkeleton } from './quiz-skeleton';
import { idParam } from '../lib/format';
import { useQuizSession } from '../stores/quiz-session';

/**
 * product §2 /quiz/:quiz_id: take a quiz. The open attempt (from any tab or device) resumes with
 * the server's remaining time and the saved answers; without one, the start page.
 */
export function QuizPage() {
  const t = useT();
  const id = idParam(useParams().quiz_id) ?? 0;
  const quiz = useQuiz(id);
  const startQuiz = useStartQuiz(id);
  const remember = useQuizSession((s) => s.remember);
  useDocumentTitle(quiz.data?.quiz.title ?? t('quiz.intro.eyebrow'));

  const navigate = useNavigate();
  // The attempt on screen, so that when a new read has none (submitted in another tab or on
  // another device) the page moves on to its score instead of offering a new start.
  const [shown, setShown] = useState<{ id: number; number: number } | null>(null);
  const open = quiz.data?.attempt ?? null;
  if (open && open.id !== shown?.id) setShown({ id: open.id, number: open.number });

  useEffect(() => {
    if (id) remember(id);
  }, [id, remember]);
  useEffect(() => {
    if (shown !== null && quiz.data && !quiz.data.attempt)
      void navigate(quizFinishedPath(id, shown.number), { replace: true });
  }, [shown, quiz.data, id, navigate]);

  if (quiz.isPending) return <QuizPageSkeleton label={t('quiz.loading')} />;
  if (quiz.isError) {
    const status = quiz.error instanceof ApiError ? quiz.error.status : 0;
    if (status === 403 || status === 404 || status === 400)
      return (
        <div className="container-page py-10">
          <EmptyState
            level={1}
            title={status === 403 ? t('quiz.notOwned') : t('quiz.notFound')}
            text={status === 403 ? t('quiz.notOwnedText') : t('quiz.notFoundText')}
            action={<LinkButton to={paths.myCourses}>{t('quiz.myCourses')}</LinkButton>}
          />
        </div>
      );
    return (
      <div className="container-page py-10">
        <ErrorState onRetry={() => void quiz.refetch()} />
      </div>
    );
  }
  const { quiz: summary, attempt } = quiz.data;
  if (!attempt) {
    const failure = startQuiz.error instanceof ApiError ? startQuiz.error : null;
    const noneLeft = failure?.code === NO_ATTEMPTS_LEFT;
    return (
      <QuizIntro
        quiz={noneLeft ? { ...summary, attempts_left: 0 } : summary}
        starting={startQuiz.isPending}
        error={
          !startQuiz.isError || noneLeft ? '' : failure ? errorText(t, failure) : t('quiz.intro.startFailed')
        }
        onStart={() => startQuiz.mutate()}
      />
    );
  }
  return (
    <QuizRunner
      key={attempt.id}
      quiz={summary}
      attempt={attempt}
      receivedAt={quiz.dataUpdatedAt}
      startedHere={!startQuiz.isIdle}
    />
  );
}
