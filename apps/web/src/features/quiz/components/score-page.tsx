import { useSearchParams } from 'react-router';
import { ATTEMPT_OPEN } from '@app/contract/quiz/constants';
import { ApiError } from '@/shared/http/client';
import { intlLocale, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import '../lib/words';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { quizReviewPath } from '@/shared/quiz/quiz-keys';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { checkCircle, Icon } from '@/shared/ui/icons';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useScore } from '../api/get-score';
import { ProfileHeader } from '@/shared/ui/profile-header';
import { TextOf } from '@/shared/ui/text-of';
import { QuizPageSkeleton } from './quiz-skeleton';
import { clock, formatScore, idParam } from '../lib/format';
import { useQuizSession } from '../stores/quiz-session';

const crossCircle = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9 9l6 6M15 9l-6 6';

/**
 * The score could not be read: the attempt is still open, the quiz is not the learner's or is
 * unknown, or something to try again.
 */
function ScoreLoadFailed(props: { quizId: number; failure: unknown; onRetry: () => void }) {
  const { quizId, failure, onRetry } = props;
  const t = useT();
  const error = failure instanceof ApiError ? failure : null;
  if (error?.code === ATTEMPT_OPEN)
    return (
      <div className="container-page py-10">
        <EmptyState
          level={1}
          title={t('quiz.finished.stillOpen')}
          action={<LinkButton to={paths.quiz(quizId)}>{t('quiz.finished.continue')}</LinkButton>}
        />
      </div>
    );
  if (error && [400, 403, 404].includes(error.status))
    return (
      <div className="container-page py-10">
        <EmptyState
          level={1}
          title={error.status === 403 ? t('quiz.notOwned') : t('quiz.notFound')}
          text={error.status === 403 ? t('quiz.notOwnedText') : t('quiz.notFoundText')}
          action={<LinkButton to={paths.myCourses}>{t('quiz.myCourses')}</LinkButton>}
        />
      </div>
    );
  return (
    <div className="container-page py-10">
      <ErrorState onRetry={onRetry} />
    </div>
  );
}

/**
 * product §2 /quiz/finished: the score of an attempt (`?quiz=&attempt=`, else the quiz last
 * opened): pass or fail, time used, attempts left, the review and a retake.
 */
export function ScorePage() {
  const t = useT();
  useDocumentTitle(t('quiz.finished.title'));
  const [search] = useSearchParams();
  const session = useQuizSession();
  const fromUrl = idParam(search.get('quiz'));
  const quizId = fromUrl ?? session.quizId;
  const attemptNumber =
    idParam(search.get('attempt')) ?? (fromUrl === null && session.quizId ? session.attemptNumber : null);
  const score = useScore(quizId ?? 0, attemptNumber ?? undefined);

  if (!quizId)
    return (
      <div className="container-page py-10">
        <EmptyState
          level={1}
          title={t('quiz.finished.noQuiz')}
          text={t('quiz.finished.noQuizText')}
          action={<LinkButton to={paths.myCourses}>{t('quiz.myCourses')}</LinkButton>}
        />
      </div>
    );
  if (score.isPending) return <QuizPageSkeleton label={t('quiz.loading')} />;
  if (score.isError)
    return <ScoreLoadFailed quizId={quizId} failure={score.error} onRetry={() => void score.refetch()} />;

  const { quiz, result } = score.data;
  const intl = intlLocale();
  const canRetake = quiz.attempts_left === null || quiz.attempts_left > 0;
  // Submitted by the timer at zero (or after it) is the time running out, whoever sent it.
  const timeRanOut =
    result !== null &&
    (result.closed_by === 'deadline' || result.time_used_seconds >= quiz.time_limit_seconds);
  if (!result)
    return (
      <>
        <ProfileHeader
          eyebrow={<TextOf of={quiz.course} field="title" />}
          title={<TextOf of={quiz} field="title" />}
        />
        <div className="container-page py-10">
          <EmptyState
            title={t('quiz.finished.noScore')}
            text={t('quiz.finished.noScoreText')}
            action={<LinkButton to={paths.quiz(quiz.id)}>{t('quiz.intro.start')}</LinkButton>}
          />
        </div>
      </>
    );

  const facts: [string, string][] = [
    [t('quiz.finished.timeUsed'), clock(result.time_used_seconds)],
    [t('quiz.finished.passMark'), `${quiz.pass_mark}%`],
    [t('quiz.finished.attempt'), String(result.number)],
    [
      t('quiz.finished.attemptsLeft'),
      quiz.attempts_left === null ? t('quiz.intro.attemptsUnlimited') : String(quiz.attempts_left),
    ],
  ];
  return (
    <>
      <ProfileHeader
        eyebrow={<TextOf of={quiz.course} field="title" />}
        title={<TextOf of={quiz} field="title" />}
        // Focus lands on the title after an automatic submit: the time running out is heard with it.
        describedBy={timeRanOut ? 'quiz-time-up' : undefined}
      />
      <div className="container-page py-6 sm:py-10">
        <section
          aria-labelledby="quiz-score-title"
          className="mx-auto max-w-2xl rounded-[var(--radius-card)] bg-white p-5 text-center shadow-[var(--shadow-card)] sm:p-8"
        >
          <h2 id="quiz-score-title" className="text-sm font-bold tracking-wide text-ink-soft uppercase">
            {t('quiz.finished.score')}
          </h2>
          <p className="mt-2 text-6xl font-extrabold tracking-tight tabular-nums">
            {formatScore(result.score, intl)}
            <span className="text-3xl">%</span>
          </p>
          <p
            className={cx(
              'mx-auto mt-4 flex w-fit items-center gap-2 rounded-full px-4 py-1.5 font-bold',
              result.passed ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900',
            )}
          >
            <Icon path={result.passed ? checkCircle : crossCircle} />
            {result.passed ? t('quiz.finished.passed') : t('quiz.finished.failed')}
          </p>
          <p className="mt-3 font-semibold">
            {t('quiz.finished.correct', { correct: result.correct_count, total: result.question_count })}
          </p>
          <p className="mt-2 text-ink-soft">
            {result.passed
              ? t('quiz.finished.passedText')
              : canRetake
                ? t('quiz.finished.failedText', { mark: quiz.pass_mark })
                : t('quiz.finished.failedLastText', { mark: quiz.pass_mark })}
          </p>
          {timeRanOut && <TimeRanOut text={t('quiz.finished.timeUp')} />}
          <dl className="mt-6 grid grid-cols-2 gap-3 text-left sm:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-surface p-3">
                <dt className="text-xs font-semibold text-ink-soft uppercase">{label}</dt>
                <dd className="mt-1 text-lg font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
            <LinkButton to={quizReviewPath(quiz.id, result.number)}>{t('quiz.finished.review')}</LinkButton>
            {canRetake && (
              <LinkButton variant="secondary" to={paths.quiz(quiz.id)}>
                {t('quiz.finished.retake')}
              </LinkButton>
            )}
            <LinkButton variant="ghost" to={paths.learning(quiz.course.id)}>
              {t('quiz.backToCourse')}
            </LinkButton>
          </div>
        </section>
      </div>
    </>
  );
}

/** Said with the page's title when the timer submitted the attempt (issue 28 item 4). */
function TimeRanOut({ text }: { text: string }) {
  return (
    <p id="quiz-time-up" className="mt-2 font-medium text-amber-900">
      {text}
    </p>
  );
}
