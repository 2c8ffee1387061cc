import { useId, type RefObject } from 'react';
import type { QuizQuestion } from '@app/contract/quiz/schemas';
import { SHORT_ANSWER_MAX_LENGTH } from '@app/contract/quiz/constants';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import type { AnswerPatch } from '../api/save-answer';
import type { LocalAnswer } from '../hooks/use-answers';

const optionClass = (checked: boolean) =>
  cx(
    'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 px-4 py-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
    checked ? 'border-brand bg-brand-soft' : 'border-line bg-white hover:border-brand-muted',
  );

/**
 * One question: native radio buttons (single choice, true/false), checkboxes (multiple choice) or
 * a text field (short text), so the keyboard works as everywhere else. Every change is saved.
 */
export function QuestionView({
  question,
  number,
  total,
  answer,
  onChange,
  headingRef,
  lang,
}: {
  question: QuizQuestion;
  /** The language the questions are written in (the course's, product §15), whatever the page's. */
  lang: string;
  number: number;
  total: number;
  answer: LocalAnswer | undefined;
  onChange: (patch: AnswerPatch, options?: { typing?: boolean }) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  const hintId = useId();
  const inputId = useId();
  const picked = new Set(answer?.optionIds ?? []);
  const hint =
    question.kind === 'multiple'
      ? t('quiz.question.chooseMany')
      : question.kind === 'true_false'
        ? t('quiz.question.trueFalse')
        : question.kind === 'single'
          ? t('quiz.question.chooseOne')
          : t('quiz.question.typeAnswer');

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="text-sm font-bold tracking-wide text-brand uppercase">
        {t('quiz.question.of', { number, total })}
      </h2>
      <fieldset aria-describedby={hintId} className="min-w-0">
        <legend className="contents">
          <span lang={lang} className="mt-2 block text-lg font-bold text-balance sm:text-xl">
            {question.prompt}
          </span>
        </legend>
        <p id={hintId} className="mt-2 text-sm text-ink-soft">
          {hint}
        </p>
        {question.kind === 'short_text' ? (
          <div className="mt-4">
            <label htmlFor={inputId} className="sr-only">
              {t('quiz.question.typeAnswer')}
            </label>
            <input
              id={inputId}
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={SHORT_ANSWER_MAX_LENGTH}
              value={answer?.text ?? ''}
              onChange={(e) => onChange({ text: e.target.value }, { typing: true })}
              className="min-h-12 w-full rounded-xl border-2 border-line bg-white px-4 text-base focus:border-brand"
            />
          </div>
        ) : (
          <ul className="mt-4 space-y-2">
            {question.options.map((option) => {
              const checked = picked.has(option.id);
              return (
                <li key={option.id}>
                  <label className={optionClass(checked)}>
                    <input
                      type={question.kind === 'multiple' ? 'checkbox' : 'radio'}
                      name={`question-${question.id}`}
                      value={option.id}
                      checked={checked}
                      onChange={(e) => {
                        if (question.kind !== 'multiple') return onChange({ option_ids: [option.id] });
                        const next = new Set(picked);
                        if (e.target.checked) next.add(option.id);
                        else next.delete(option.id);
                        onChange({ option_ids: [...next] });
                      }}
                      className="mt-0.5 size-5 shrink-0 accent-[var(--tenant-primary)]"
                    />
                    <span lang={lang} className="text-base">
                      {option.text}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
    </>
  );
}
