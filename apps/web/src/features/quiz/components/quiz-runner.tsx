import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { OpenAttempt, QuizSummary } from '@app/contract/quiz/schemas';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Button } from '@/shared/ui/button';
import { arrowLeft, arrowRight, Icon } from '@/shared/ui/icons';
import { TextOf } from '@/shared/ui/text-of';
import { langOf } from '@/shared/i18n/text-lang';
import { isAnswered, type SaveStatus } from '../hooks/use-answers';
import { useAttemptClosing } from '../hooks/use-attempt-closing';
import { useCountdown } from '../hooks/use-countdown';
import { QuestionNavigator } from './question-navigator';
import { QuestionView } from './question-view';
import { QuizTimer } from './quiz-timer';
import { SaveStatusText } from './save-status';
import { SubmitDialog } from './submit-dialog';

const flagPath = 'M5 21V4M5 4h11l-2 4 2 4H5';

/** Sticks to the top: the quiz, whether the answers are saved, and the time left. */
function RunnerBar({
  title,
  status,
  seconds,
  limitSeconds,
}: {
  title: ReactNode;
  status: SaveStatus;
  seconds: number;
  limitSeconds: number;
}) {
  return (
    <div className="sticky top-0 z-20 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex items-center justify-between gap-3 py-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-bold sm:text-base">{title}</p>
          <SaveStatusText status={status} />
        </div>
        <QuizTimer seconds={seconds} limitSeconds={limitSeconds} />
      </div>
    </div>
  );
}

interface QuestionControlsProps {
  flagged: boolean;
  /** There is a question to flag. */
  canFlag: boolean;
  ended: boolean;
  first: boolean;
  last: boolean;
  onFlag: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** Under the question: flag it for later, previous, and next (or Submit on the last). */
function QuestionControls(props: QuestionControlsProps) {
  const { flagged, canFlag, ended, first, last, onFlag, onPrevious, onNext, onSubmit } = props;
  const t = useT();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
      <Button
        variant="ghost"
        aria-pressed={flagged}
        disabled={ended || !canFlag}
        onClick={onFlag}
        className={cx(flagged && 'bg-accent-soft')}
      >
        <Icon path={flagPath} className={cx(flagged && 'fill-current')} />
        {/* The name stays the same; aria-pressed says whether it is on. */}
        {t('quiz.question.flag')}
      </Button>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={first} onClick={onPrevious}>
          <Icon path={arrowLeft} />
          {t('quiz.question.previous')}
        </Button>
        {last ? (
          <Button disabled={ended} onClick={onSubmit}>
            {t('quiz.submit')}
          </Button>
        ) : (
          <Button onClick={onNext}>
            {t('quiz.question.next')}
            <Icon path={arrowRight} />
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The question a learner is on, kept for this tab per attempt, so a reload returns to it (the
 * answers and the clock are the server's; where the learner was looking is the tab's).
 */
function useQuestionPosition(attemptId: number, count: number) {
  const key = `quiz-position:${attemptId}`;
  const [current, setCurrent] = useState(() => {
    const stored = Number(sessionStorage.getItem(key));
    return Number.isInteger(stored) && stored > 0 && stored < count ? stored : 0;
  });
  const move = (index: number) => {
    setCurrent(index);
    sessionStorage.setItem(key, String(index));
  };
  return [current, move] as const;
}

/**
 * An open attempt: one question at a time, the navigator, the timer from the server's deadline,
 * answers saved as they change, the submit confirmation and the automatic submit at zero
 * (docs/product.md "Quizzes").
 */
export function QuizRunner({
  quiz,
  attempt,
  receivedAt,
  startedHere = false,
}: {
  quiz: QuizSummary;
  attempt: OpenAttempt;
  receivedAt: number;
  /** Started by the Start button on this page, which is gone now: focus goes to the first question. */
  startedHere?: boolean;
}) {
  const t = useT();
  const [current, setCurrent] = useQuestionPosition(attempt.id, attempt.questions.length);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(startedHere);
  const { answers, status, change, send, sending, submitError, timeUp, setTimeUp, closedElsewhere } =
    useAttemptClosing(quiz.id, attempt);

  const seconds = useCountdown(attempt.remaining_ms, receivedAt, () => {
    setTimeUp(true);
    setConfirming(false);
    void send();
  });

  useEffect(() => {
    // Focus follows the learner to the new question (not on the first paint of a page that was
    // opened on a running attempt: the route's own focus goes to its h1 then).
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
      <RunnerBar
        title={<TextOf of={quiz} field="title" />}
        status={status}
        seconds={seconds}
        limitSeconds={quiz.time_limit_seconds}
      />
      <div className="container-page py-6 sm:py-8">
        <h1 {...langOf(quiz, 'title')} className="sr-only">
          {quiz.title}
        </h1>
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
                lang={quiz.language}
                onChange={(patch, options) => change(question.id, patch, options)}
              />
            )}
            <QuestionControls
              flagged={answer?.flagged ?? false}
              canFlag={Boolean(question)}
              ended={ended}
              first={current === 0}
              last={last}
              onFlag={() => question && change(question.id, { flagged: !(answer?.flagged ?? false) })}
              onPrevious={() => go(current - 1)}
              onNext={() => go(current + 1)}
              onSubmit={() => setConfirming(true)}
            />
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
        busy={sending}
        error={submitError}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
