import type { QuizQuestion } from '@app/contract/quiz/schemas';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { isAnswered, type LocalAnswer } from '../hooks/use-answers';

/**
 * Every question as a numbered button: filled when answered, with a corner mark when flagged, a
 * ring on the current one. Each button says all of that in words to screen readers.
 */
export function QuestionNavigator({
  questions,
  answers,
  current,
  onGo,
}: {
  questions: QuizQuestion[];
  answers: Record<number, LocalAnswer>;
  current: number;
  onGo: (index: number) => void;
}) {
  const t = useT();
  const answered = questions.filter((q) => isAnswered(answers[q.id])).length;
  return (
    <nav aria-labelledby="quiz-nav-title">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="quiz-nav-title" className="font-bold">
          {t('quiz.nav.title')}
        </h2>
        <p className="text-sm text-ink-soft">
          {t('quiz.nav.summary', { answered, total: questions.length })}
        </p>
      </div>
      <ol className="mt-3 flex flex-wrap gap-2">
        {questions.map((q, i) => {
          const done = isAnswered(answers[q.id]);
          const flagged = answers[q.id]?.flagged ?? false;
          const label = [
            t('quiz.nav.item', { number: i + 1 }),
            done ? t('quiz.nav.answered') : t('quiz.nav.notAnswered'),
            ...(flagged ? [t('quiz.nav.flagged')] : []),
          ].join(', ');
          return (
            <li key={q.id}>
              <button
                type="button"
                aria-label={label}
                aria-current={i === current ? 'step' : undefined}
                onClick={() => onGo(i)}
                className={cx(
                  'relative flex size-11 items-center justify-center rounded-xl border-2 text-sm font-bold transition-colors',
                  done
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-white text-ink hover:border-brand-muted',
                  i === current && 'ring-2 ring-ink ring-offset-2',
                )}
              >
                {i + 1}
                {flagged && (
                  <span
                    aria-hidden
                    className="absolute -top-1.5 -right-1.5 size-4 rounded-full border-2 border-white bg-accent"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <div aria-hidden className="mt-3 flex flex-wrap gap-4 text-xs text-ink-soft">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-brand" /> {t('quiz.nav.legendAnswered')}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-full bg-accent" /> {t('quiz.nav.legendFlagged')}
        </span>
      </div>
    </nav>
  );
}
