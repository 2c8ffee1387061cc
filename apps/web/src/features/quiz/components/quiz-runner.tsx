import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OpenAttempt, QuizSummary } from '@app/contract/quiz/schemas';
import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { quizFinishedPath, quizStateKey } from '@/shared/quiz/quiz-keys';
import { Button } from '@/shared/ui/button';
import { arrowLeft, arrowRight, Icon } from '@/shared/ui/icons';
import { useSubmitQuiz } from '../api/add-quiz';
import { isAnswered, useAnswers } from '../hooks/use-answers';
import { useCountdown } from '../hooks/use-countdown';
import { useQuizSession } from '../stores/quiz-session';
import { QuestionNavigator } from './question-navigator';
import { QuestionView } from './question-view';
import { QuizTimer } from './quiz-timer';
import { SaveStatusText } from './save-status';
import { SubmitDialog } from './submit-dialog';

const flagPath = 'M5 21V4M5 4h11l-2 4 2 4H5';

/**
 * An open attempt: one question at a time, the navigator, the timer from the server's deadline,
 * answers saved as they change, the submit confirmation and the automatic submit at zero
 * (docs/product.md "Quizzes").
 */
export function QuizRunner({
  quiz,
  attempt,
  receivedAt,
}: {
  quiz: QuizSummary;
  attempt: OpenAttempt;
  receivedAt: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const remember = useQuizSession((s) => s.remember);
  const [current, setCurrent] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState('');
  const [timeUp, setTimeUp] = useState(false);
  const [closedElsewhere, setClosedElsewhere] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const submit = useSubmitQuiz();

  const queryClient = useQueryClient();
  const finish = useCallback(() => {
    remember(quiz.id, attempt.id);
    // The closed attempt must not come back from the cache when the quiz is opened again.
    queryClient.removeQueries({ queryKey: quizStateKey(quiz.id) });
    void navigate(quizFinishedPath(quiz.id, attempt.id), { replace: true });
  }, [navigate, remember, queryClient, quiz.id, attempt.id]);

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
      { quizId: quiz.id, attemptId: attempt.id },
      {
        onSuccess: finish,
        onError: (error) => {
          // Time up (graded at the deadline) or already submitted: the score page has the grade.
          if (error instanceof ApiError && error.status === 409) return finish();
          setSubmitError(t('quiz.submit.failed'));
        },
      },
    );
  }, [flush, submit, quiz.id, attempt.id, finish, t]);

  const seconds = useCountdown(attempt.remaining_ms, receivedAt, () => {
    setTimeUp(true);
    setConfirming(false);
    void send();
  });

  useEffect(() => {
    // Focus follows the learner to the new question (not on the first paint).
    if (moved.current) heading.current?.focus();
  }, [current]);

  const go = (index: number) => {
    moved.current = true;
    setCurrent(Math.max(0, Math.min(attempt.questions.length - 1, index)));
  };

  const question = attempt.questions[current];
  const answer = question ? answers[question.id] : undefined;
  const unanswered = attempt.questions.filter((q) => !isAnswered(answers[q.id])).length;
  const last = current === attempt.questions.length - 1;
  const ended = timeUp || closedElsewhere;

  return (
    <>
      <div className="sticky top-0 z-20 border-b border-line bg-white/95 backdrop-blur">
        <div className="container-page flex items-center justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-bold sm:text-base">{quiz.title}</p>
            <SaveStatusText status={status} />
          </div>
          <QuizTimer seconds={seconds} />
        </div>
      </div>
      <div className="container-page py-6 sm:py-8">
        <h1 className="sr-only">{quiz.title}</h1>
        {ended && (
          <p role="alert" className="mb-4 rounded-xl bg-amber-50 p-4 font-semibold text-amber-900">
            {timeUp ? t('quiz.timer.timeUp') : t('quiz.closedElsewhere')}
          </p>
        )}
        {submitError && !confirming && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 p-4 font-semibold text-red-900">
            {submitError}
          </p>
        )}
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <section
            aria-busy={ended || undefined}
            className={cx(
              'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-8',
              ended && 'pointer-events-none opacity-60',
            )}
          >
            {question && (
              <QuestionView
                key={question.id}
                question={question}
                number={current + 1}
                total={attempt.questions.length}
                answer={answer}
                headingRef={heading}
                onChange={(patch, options) => change(question.id, patch, options)}
              />
            )}
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
              <Button
                variant="ghost"
                aria-pressed={answer?.flagged ?? false}
                disabled={ended || !question}
                onClick={() => question && change(question.id, { flagged: !(answer?.flagged ?? false) })}
                className={cx(answer?.flagged && 'bg-accent-soft')}
              >
                <Icon path={flagPath} className={cx(answer?.flagged && 'fill-current')} />
                {/* The name stays the same; aria-pressed says whether it is on. */}
                {t('quiz.question.flag')}
              </Button>
              <div className="flex gap-2">
                <Button variant="secondary" disabled={current === 0} onClick={() => go(current - 1)}>
                  <Icon path={arrowLeft} />
                  {t('quiz.question.previous')}
                </Button>
                {last ? (
                  <Button disabled={ended} onClick={() => setConfirming(true)}>
                    {t('quiz.submit')}
                  </Button>
                ) : (
                  <Button onClick={() => go(current + 1)}>
                    {t('quiz.question.next')}
                    <Icon path={arrowRight} />
                  </Button>
                )}
              </div>
            </div>
          </section>
          <aside className="h-fit rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
            <QuestionNavigator questions={attempt.questions} answers={answers} current={current} onGo={go} />
            <Button className="mt-5 w-full" disabled={ended} onClick={() => setConfirming(true)}>
              {t('quiz.submit')}
            </Button>
          </aside>
        </div>
      </div>
      <SubmitDialog
        open={confirming && !ended}
        unanswered={unanswered}
        busy={submit.isPending}
        error={submitError}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
