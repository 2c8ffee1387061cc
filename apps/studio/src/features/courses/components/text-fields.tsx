import { useRef, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Locale } from '@app/contract/envelope';
import { STUDIO_LIMITS } from '@app/contract/studio/constants';
import { fieldText } from '@/shared/http/error-words';
import { LOCALES, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Field } from '@/shared/ui/field';
import { fieldId, type CourseFormValues } from '../lib/form-values';
import { BlocksEditor } from './blocks-editor';

interface TextFieldsProps {
  languages: Locale[];
  defaultLanguage: Locale;
  tab: Locale;
  onTab: (lang: Locale) => void;
}

const labelOf = (lang: Locale) => LOCALES.find((l) => l.code === lang)!.label;

/**
 * Title, subtitle and description in each of the company's languages, one tab each (WAI-ARIA tabs:
 * arrow keys move between them). The default language's tab says it is required; a tab with a
 * problem shows a mark. Every panel stays in the form, so every language is saved.
 */
export function TextFields({ languages, defaultLanguage, tab, onTab }: TextFieldsProps) {
  const t = useT();
  const { register, formState } = useFormContext<CourseFormValues>();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const hasProblem = (lang: Locale) =>
    Boolean(
      formState.errors.title?.[lang] ||
      formState.errors.subtitle?.[lang] ||
      formState.errors.description?.[lang],
    );
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = languages.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onTab(languages[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('app.language')}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-line px-1"
      >
        {languages.map((lang, index) => (
          <button
            key={lang}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${lang}`}
            aria-selected={tab === lang}
            aria-controls={`panel-${lang}`}
            tabIndex={tab === lang ? 0 : -1}
            onClick={() => onTab(lang)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              '-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap',
              tab === lang
                ? 'border-brand text-brand-strong'
                : 'border-transparent text-ink-soft hover:text-ink',
            )}
          >
            {labelOf(lang)}
            {lang === defaultLanguage && (
              <span className="rounded bg-brand-soft px-1.5 py-0.5 text-[0.6875rem] font-bold text-brand-strong">
                {t('course.required')}
              </span>
            )}
            {hasProblem(lang) && <span aria-hidden className="size-2 rounded-full bg-red-600" />}
          </button>
        ))}
      </div>
      {languages.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`panel-${lang}`}
          aria-labelledby={`tab-${lang}`}
          hidden={tab !== lang}
          className="flex flex-col gap-4 pt-4"
          lang={lang}
        >
          <Field
            id={fieldId(`title.${lang}`)}
            label={`${t('course.field.title')} (${labelOf(lang)})`}
            required={lang === defaultLanguage}
            requiredLabel={t('course.required')}
            error={fieldText(t, formState.errors.title?.[lang]?.message)}
          >
            <input
              {...register(`title.${lang}`)}
              maxLength={STUDIO_LIMITS.title}
              className="control text-base font-semibold"
            />
          </Field>
          <Field
            id={fieldId(`subtitle.${lang}`)}
            label={`${t('course.field.subtitle')} (${labelOf(lang)})`}
            error={fieldText(t, formState.errors.subtitle?.[lang]?.message)}
          >
            <textarea
              {...register(`subtitle.${lang}`)}
              rows={2}
              maxLength={STUDIO_LIMITS.subtitle}
              className="control"
            />
          </Field>
          <div>
            <h3 className="text-sm font-semibold text-ink">
              {t('course.description')} ({labelOf(lang)})
            </h3>
            <p className="mt-0.5 mb-3 text-xs text-ink-soft">{t('course.descriptionLead')}</p>
            <BlocksEditor lang={lang} />
          </div>
        </div>
      ))}
    </div>
  );
}
