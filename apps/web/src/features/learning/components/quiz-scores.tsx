import { Link } from 'react-router';
import { useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { cx } from '@/shared/lib/cx';
import { langOf } from '@/shared/i18n/text-lang';
import type { CourseQuizScore } from '../api/get-detail-score';

/** A score out of 100, or a dash before a graded attempt. */
const score = (value: number | null, none: string) => (value === null ? none : `${Math.round(value)}%`);

/**
 * The learner's quiz scores in a course (get-detail-score): best and last score, attempts and the
 * result of each quiz, with a way to take it. In a narrow column each quiz is a card; in a wide one, a
 * table.
 */
export function QuizScores({ quizzes }: { quizzes: CourseQuizScore[] }) {
  const t = useT();
  const none = t('learning.scores.none');
  const status = (q: CourseQuizScore) =>
    q.passed
      ? t('learning.scores.passed')
      : q.attempts_used === 0
        ? t('learning.scores.notTaken')
        : t('learning.scores.notPassed');
  const attempts = (q: CourseQuizScore) =>
    q.attempts_max === null
      ? String(q.attempts_used)
      : t('learning.scores.attemptsOf', { used: q.attempts_used, max: q.attempts_max });
  const badge = (q: CourseQuizScore) => (
    <span
      className={cx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap',
        q.passed
          ? 'bg-emerald-100 text-emerald-900'
          : q.attempts_used === 0
            ? 'bg-slate-100 text-slate-700'
            : 'bg-amber-100 text-amber-900',
      )}
    >
      {status(q)}
    </span>
  );
  const quizLink = (q: CourseQuizScore) => (
    <Link
      to={paths.quiz(q.quiz_id)}
      {...langOf(q, 'title')}
      className="rounded font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {q.title}
    </Link>
  );

  return (
    <>
      <ul className="space-y-3 @lg:hidden">
        {quizzes.map((q) => (
          <li key={q.quiz_id} className="rounded-xl border border-line p-3">
            <div className="flex items-start justify-between gap-2">
              {quizLink(q)}
              {badge(q)}
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-ink-soft">{t('learning.scores.best')}</dt>
                <dd className="font-bold tabular-nums">{score(q.best_score, none)}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('learning.scores.last')}</dt>
                <dd className="font-bold tabular-nums">{score(q.last_score, none)}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('learning.scores.attempts')}</dt>
                <dd className="font-bold tabular-nums">{attempts(q)}</dd>
              </div>
            </dl>
            <p className="mt-1 text-xs text-ink-soft">
              {t('learning.scores.passMark', { mark: q.pass_mark })}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm @lg:table">
        <thead>
          <tr className="border-b border-line text-ink-soft">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('learning.scores.quiz')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('learning.scores.best')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('learning.scores.last')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('learning.scores.attempts')}
            </th>
            <th scope="col" className="py-2 pl-3 font-semibold">
              {t('learning.scores.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quizzes.map((q) => (
            <tr key={q.quiz_id} className="border-b border-line/60 last:border-0">
              <th scope="row" className="py-2.5 pr-3 font-normal">
                {quizLink(q)}
                <span className="block text-xs text-ink-soft">
                  {t('learning.scores.passMark', { mark: q.pass_mark })}
                </span>
              </th>
              <td className="px-3 py-2.5 text-right font-bold tabular-nums">{score(q.best_score, none)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{score(q.last_score, none)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{attempts(q)}</td>
              <td className="py-2.5 pl-3">{badge(q)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
