import type { QuizSummary } from '@app/contract/quiz/schemas';
import { intlLocale, useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { quizFinishedPath } from '@/shared/quiz/quiz-keys';
import { Button, LinkButton } from '@/shared/ui/button';
import { checkCircle, Icon } from '@/shared/ui/icons';
import { formatScore } from '../lib/format';
import { ProfileHeader } from '@/shared/ui/profile-header';
import { TextOf } from '@/shared/ui/text-of';

/** Before an attempt: what the quiz is, its rules and the Start button (the clock starts there). */
export function QuizIntro({
  quiz,
  starting,
  error,
  onStart,
}: {
  quiz: QuizSummary;
  starting: boolean;
  error: string;
  onStart: () => void;
}) {
  const t = useT();
  const minutes = Math.round(quiz.time_limit_seconds / 60);
  const noneLeft = quiz.attempts_left === 0;
  const facts: [string, string][] = [
    [t('quiz.intro.questions'), String(quiz.question_count)],
    [
      t('quiz.intro.timeLimit'),
      minutes >= 1
        ? t(minutes === 1 ? 'quiz.minutes.one' : 'quiz.minutes.other', { count: minutes })
        : `${quiz.time_limit_seconds} s`,
    ],
    [t('quiz.intro.passMark'), `${quiz.pass_mark}%`],
    [
      t('quiz.intro.attempts'),
      quiz.max_attempts === null
        ? t('quiz.intro.attemptsUnlimited')
        : t('quiz.intro.attemptsLeft', { left: quiz.attempts_left ?? 0, max: quiz.max_attempts }),
    ],
  ];
  return (
    <>
      <ProfileHeader
        eyebrow={<TextOf of={quiz.course} field="title" />}
        title={<TextOf of={quiz} field="title" />}
      />
      <div className="container-page py-6 sm:py-10">
        <section className="mx-auto max-w-2xl rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-8">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-surface p-3">
                <dt className="text-xs font-semibold text-ink-soft uppercase">{label}</dt>
                <dd className="mt-1 text-lg font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          {(quiz.best_score !== null || quiz.passed) && (
            <p className="mt-5 flex items-center gap-2 font-semibold">
              {quiz.passed && <Icon path={checkCircle} className="text-emerald-700" />}
              {quiz.passed ? `${t('quiz.intro.passed')} ` : ''}
              {quiz.best_score !== null &&
                t('quiz.intro.best', { score: formatScore(quiz.best_score, intlLocale()) })}
            </p>
          )}
          <p className="mt-5 text-ink-soft">{t('quiz.intro.rules')}</p>
          {error && (
            <p role="alert" className="mt-4 font-medium text-red-800">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {noneLeft ? (
              <>
                <p className="font-semibold sm:basis-full">{t('quiz.intro.noAttempts')}</p>
                <LinkButton to={quizFinishedPath(quiz.id)}>{t('quiz.intro.lastScore')}</LinkButton>
              </>
            ) : (
              <Button size="lg" loading={starting} onClick={onStart}>
                {quiz.attempts_used === 0
                  ? t('quiz.intro.start')
                  : t('quiz.intro.retake', { number: quiz.attempts_used + 1 })}
              </Button>
            )}
            {!noneLeft && quiz.attempts_used > 0 && (
              <LinkButton variant="secondary" size="lg" to={quizFinishedPath(quiz.id)}>
                {t('quiz.intro.lastScore')}
              </LinkButton>
            )}
            <LinkButton variant="secondary" size="lg" to={paths.learning(quiz.course.id)}>
              {t('quiz.backToCourse')}
            </LinkButton>
          </div>
        </section>
      </div>
    </>
  );
}
