import { useSearchParams } from 'react-router';
import type { ReviewedQuestion } from '@app/contract/quiz/schemas';
import { ApiError } from '@/shared/http/client';
import { intlLocale, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import '../lib/words';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { quizFinishedPath } from '@/shared/quiz/quiz-keys';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { check, Icon } from '@/shared/ui/icons';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useReview } from '../api/get-review';
import { useScore } from '../api/get-score';
import { ProfileHeader } from '@/shared/ui/profile-header';
import { TextOf } from '@/shared/ui/text-of';
import { QuizPageSkeleton } from './quiz-skeleton';
import { formatScore, idParam } from '../lib/format';
import { useQuizSession } from '../stores/quiz-session';

const cross = 'M6 6l12 12M18 6L6 18';

function verdict(q: ReviewedQuestion) {
  if (!q.answered) return { key: 'quiz.review.unanswered', tone: 'bg-slate-100 text-slate-800' } as const;
  if (q.correct) return { key: 'quiz.review.correct', tone: 'bg-emerald-100 text-emerald-900' } as const;
  if (q.credit > 0) return { key: 'quiz.review.partial', tone: 'bg-amber-100 text-amber-900' } as const;
  return { key: 'quiz.review.incorrect', tone: 'bg-red-100 text-red-900' } as const;
}

/** One question of the attempt: the verdict, the answers marked, and the explanation. */
function ReviewedQuestionCard(props: { q: ReviewedQuestion; number: number; total: number; lang: string }) {
  const { q, number, total, lang } = props;
  const t = useT();
  const v = verdict(q);
  return (
    <article
      aria-labelledby={`review-q-${q.id}`}
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold tracking-wide text-brand uppercase">
          {t('quiz.question.of', { number, total })}
        </p>
        <span className={cx('rounded-full px-3 py-1 text-sm font-bold', v.tone)}>{t(v.key)}</span>
      </div>
      <h2 id={`review-q-${q.id}`} lang={lang} className="mt-2 text-lg font-bold text-balance">
        {q.prompt}
      </h2>
      {q.kind === 'short_text' ? (
        <dl className="mt-4 space-y-2">
          <div>
            <dt className="text-sm font-semibold text-ink-soft">{t('quiz.review.yourAnswer')}</dt>
            <dd className="font-semibold">{q.text || t('quiz.review.noAnswer')}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-soft">{t('quiz.review.accepted')}</dt>
            <dd lang={lang}>{q.accepted_answers.join(' · ')}</dd>
          </div>
        </dl>
      ) : (
        <ul className="mt-4 space-y-2">
          {q.options.map((o) => (
            <li
              key={o.id}
              className={cx(
                'flex items-start gap-3 rounded-xl border-2 px-4 py-3',
                o.correct
                  ? 'border-emerald-600 bg-emerald-50'
                  : o.chosen
                    ? 'border-red-600 bg-red-50'
                    : 'border-line',
              )}
            >
              <Icon
                path={o.correct ? check : o.chosen ? cross : ''}
                className={cx('mt-0.5', o.correct ? 'text-emerald-700' : 'text-red-700')}
              />
              <span className="min-w-0 flex-1">
                <span lang={lang} className="block">
                  {o.text}
                </span>
                {(o.chosen || o.correct) && (
                  <span className="mt-1 flex flex-wrap gap-x-3 text-sm font-semibold">
                    {o.chosen && <span>{t('quiz.review.yourAnswer')}</span>}
                    {o.correct && <span className="text-emerald-800">{t('quiz.review.rightAnswer')}</span>}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {q.explanation && (
        <p className="mt-4 rounded-xl bg-surface p-4 text-ink-soft">
          <strong className="text-ink">{t('quiz.review.why')}: </strong>
          <span lang={lang}>{q.explanation}</span>
        </p>
      )}
    </article>
  );
}

/**
 * product §2 /quiz/finished/review-answer: every question of a closed attempt with the chosen and
 * the correct answers marked (in words as well as colour) and the explanation.
 */
export function ReviewPage() {
  const t = useT();
  useDocumentTitle(t('quiz.review.title'));
  const [search] = useSearchParams();
  const session = useQuizSession();
  // The address names the quiz and the attempt's number; the review is read by the attempt's id.
  const quizId = idParam(search.get('quiz')) ?? session.quizId;
  const attemptNumber = idParam(search.get('attempt')) ?? session.attemptNumber;
  const known = Boolean(quizId && attemptNumber);
  const score = useScore(quizId ?? 0, attemptNumber ?? undefined, known);
  const attemptId = score.data?.result?.attempt_id ?? 0;
  const found = useReview(attemptId, attemptId > 0);
  // One state for both reads: the score's failure (a closed or unknown attempt) is the review's.
  const review = score.isError || !attemptId ? score : found;

  if (!known)
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
  if (review.isPending) return <QuizPageSkeleton label={t('quiz.loading')} />;
  if (review.isError) {
    const status = review.error instanceof ApiError ? review.error.status : 0;
    return (
      <div className="container-page py-10">
        {status >= 400 && status < 500 ? (
          <EmptyState
            level={1}
            title={status === 409 ? t('quiz.finished.stillOpen') : t('quiz.notFound')}
            action={<LinkButton to={paths.myCourses}>{t('quiz.myCourses')}</LinkButton>}
          />
        ) : (
          <ErrorState onRetry={() => void (score.isError ? score.refetch() : found.refetch())} />
        )}
      </div>
    );
  }

  if (!found.data) return <QuizPageSkeleton label={t('quiz.loading')} />;
  const { quiz, result, questions } = found.data;
  return (
    <>
      <ProfileHeader
        eyebrow={<TextOf of={quiz.course} field="title" />}
        title={t('quiz.review.title')}
        lead={t('quiz.review.lead', {
          title: quiz.title,
          number: result.number,
          score: formatScore(result.score, intlLocale()),
        })}
      />
      <div className="container-page space-y-4 py-6 sm:py-10">
        <ol className="mx-auto max-w-3xl space-y-4">
          {questions.map((q, i) => (
            <li key={q.id}>
              <ReviewedQuestionCard q={q} number={i + 1} total={questions.length} lang={quiz.language} />
            </li>
          ))}
        </ol>
        <div className="mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row">
          <LinkButton to={quizFinishedPath(quiz.id, result.number)}>
            {t('quiz.review.backToScore')}
          </LinkButton>
          <LinkButton variant="ghost" to={paths.learning(quiz.course.id)}>
            {t('quiz.backToCourse')}
          </LinkButton>
        </div>
      </div>
    </>
  );
}
