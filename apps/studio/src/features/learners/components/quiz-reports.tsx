import type { Locale } from '@app/contract/envelope';
import type { QuizReport } from '@app/contract/learners/schemas';
import { useT } from '@/shared/i18n/i18n';
import { count, percent } from '../lib/format';

/** Each quiz's pass rate, and per question how often each option was chosen. */
export function QuizReports({ quizzes, lang }: { quizzes: QuizReport[]; lang: Locale }) {
  const t = useT();
  if (quizzes.length === 0) return <p className="text-ink-soft">{t('learners.quizzes.none')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {quizzes.map((quiz) => (
        <article key={quiz.id} className="card flex flex-col gap-3 p-4" data-testid="quiz-report">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-base font-bold text-ink">{quiz.title}</h3>
            <p className="text-sm text-ink-soft">
              {t('learners.quiz.passRate', { rate: percent(quiz.pass_rate, lang) })} ·{' '}
              {t('learners.quiz.attempts', {
                passed: count(quiz.passed_attempts, lang),
                attempts: count(quiz.attempts, lang),
              })}{' '}
              ·{' '}
              {t('learners.quiz.learners', {
                passed: count(quiz.learners_passed, lang),
                learners: count(quiz.learners, lang),
              })}
            </p>
          </div>
          {quiz.attempts === 0 ? (
            <p className="text-sm text-ink-soft">{t('learners.quiz.noAttempts')}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {quiz.questions.map((q) => (
                <li key={q.id} className="rounded-lg border border-line p-3">
                  <p className="text-sm font-semibold text-ink">
                    {q.position}. {q.prompt}
                  </p>
                  <p className="text-xs text-ink-soft">
                    {t('learners.question.right', {
                      right: count(q.right, lang),
                      answered: count(q.answered, lang),
                      rate: percent(q.answered ? (q.right * 100) / q.answered : null, lang),
                    })}
                  </p>
                  {q.options.length > 0 && (
                    <table className="mt-2 w-full text-sm">
                      <caption className="sr-only">
                        {t('learners.question.caption', { n: q.position })}
                      </caption>
                      <thead className="sr-only">
                        <tr>
                          <th scope="col">{t('learners.question.option')}</th>
                          <th scope="col">{t('learners.question.chosen')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {q.options.map((o) => {
                          const share = q.answered ? o.chosen / q.answered : 0;
                          return (
                            <tr key={o.id} className="border-t border-line first:border-t-0">
                              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                                <span className="break-words">{o.text}</span>
                                {o.is_correct && (
                                  <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                                    {t('learners.question.correct')}
                                  </span>
                                )}
                              </th>
                              <td className="w-32 py-1.5 text-right sm:w-56">
                                <div className="flex items-center justify-end gap-2">
                                  <span
                                    aria-hidden
                                    className="hidden h-2 w-24 overflow-hidden rounded-full bg-surface ring-1 ring-line sm:block"
                                  >
                                    <span
                                      className={`block h-full ${o.is_correct ? 'bg-emerald-700' : 'bg-brand'}`}
                                      style={{ width: `${Math.round(share * 100)}%` }}
                                    />
                                  </span>
                                  <span className="tabular-nums" data-testid="option-chosen">
                                    {count(o.chosen, lang)}
                                  </span>
                                </div>
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  )}
                </li>
              ))}
            </ol>
          )}
        </article>
      ))}
    </div>
  );
}
