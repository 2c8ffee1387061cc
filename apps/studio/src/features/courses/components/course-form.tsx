import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import type { Locale } from '@app/contract/envelope';
import type { CourseFields } from '@app/contract/studio/schemas';
import { useBrand } from '@/shared/brand/brand';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormCard } from '@/shared/ui/field';
import { useOptions } from '../api/courses';
import { courseFieldsOf, courseFormSchema, LANGS, type CourseFormValues } from '../lib/form-values';
import { CoverField } from './cover-field';
import { DetailsFields, PriceFields } from './details-fields';
import { TextFields } from './text-fields';

export interface CourseFormProps {
  initial: CourseFormValues;
  /** Saves the fields (create or save); throws the call's ApiError. */
  onSave: (fields: CourseFields) => Promise<void>;
  saveLabel: string;
  /** Beside Save: publishing, for a course that exists. */
  actions?: (state: { dirty: boolean; saving: boolean }) => React.ReactNode;
  /** Above the form: the status of the last save or publish, problems to fix. */
  notices?: React.ReactNode;
  /** A problem's field to show (a publish problem's link): its tab opens and it takes focus. */
  focusRef?: React.MutableRefObject<((name: string) => void) | null>;
}

const FORM_FIELDS =
  /^(title|subtitle)\.(id|en|ms)$|^description\.(id|en|ms)(\.\d+\.text)?$|^(category_id|mentor_id|level|price|discount_price|is_bootcamp|cover_media_id)$/;

/**
 * The course form (issue 24 item 2): texts per language, cover, details and price, checked in the
 * browser with the same field codes the server answers, and the server's own problems put under
 * their fields. New and existing courses share it; the page around it says what Save does.
 */
export function CourseForm({ initial, onSave, saveLabel, actions, notices, focusRef }: CourseFormProps) {
  const t = useT();
  const brand = useBrand();
  const options = useOptions();
  const defaultLanguage = brand.defaultLanguage;
  const languages: Locale[] = options.data?.languages ?? [
    defaultLanguage,
    ...LANGS.filter((l) => l !== defaultLanguage),
  ];
  const schema = useMemo(
    () => courseFormSchema(defaultLanguage, brand.currency),
    [defaultLanguage, brand.currency],
  );
  const form = useForm<CourseFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    mode: 'onSubmit',
  });
  const [tab, setTab] = useState<Locale>(defaultLanguage);
  const [failure, setFailure] = useState<unknown>(null);
  const { isDirty, isSubmitting } = form.formState;
  // A save answers the draft as stored: the form starts again from it (nothing left unsaved).
  useEffect(() => form.reset(initial), [form, initial]);

  const show = (name: string) => {
    const lang = /^(?:title|subtitle|description)\.(id|en|ms)/.exec(name)?.[1] as Locale | undefined;
    if (lang) setTab(lang);
    // After the tab's panel is shown.
    window.setTimeout(() => document.getElementById(`field-${name.replace(/\./g, '-')}`)?.focus(), 0);
  };
  useEffect(() => {
    if (focusRef) focusRef.current = show;
  });

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onSave(courseFieldsOf(values));
      } catch (error) {
        setFailure(error);
        if (error instanceof ApiError) {
          const fields = Object.entries(error.fields).filter(([name]) => FORM_FIELDS.test(name));
          for (const [name, code] of fields)
            form.setError(name as FieldPath<CourseFormValues>, { type: 'server', message: code });
          if (fields[0]) show(fields[0][0]);
        }
      }
    },
    (errors) => {
      setFailure('invalid');
      const first =
        ['title', 'subtitle', 'description'].flatMap((group) =>
          LANGS.filter(
            (l) => (errors as Record<string, Record<string, unknown> | undefined>)[group]?.[l],
          ).map((l) => `${group}.${l}`),
        )[0] ?? Object.keys(errors)[0];
      if (first) show(first);
    },
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-6"
        aria-label={saveLabel}
      >
        {notices}
        {failure !== null && (
          <Alert tone="error">
            {failure === 'invalid' || (failure instanceof ApiError && failure.status === 400)
              ? t('course.fixFields')
              : errorText(t, failure)}
          </Alert>
        )}
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <FormCard
            title={t('course.basics')}
            lead={t('course.basicsLead', { language: labelOf(defaultLanguage) })}
            headingId="texts-heading"
          >
            <TextFields languages={languages} defaultLanguage={defaultLanguage} tab={tab} onTab={setTab} />
          </FormCard>
          <div className="flex flex-col gap-6">
            <FormCard title={t('course.cover')} lead={t('course.coverLead')} headingId="cover-heading">
              <CoverField />
            </FormCard>
            <DetailsFields options={options.data} />
            <PriceFields currency={brand.currency} />
          </div>
        </div>
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-[var(--shadow-card)]">
          <div className="flex flex-wrap items-center justify-end gap-2 sm:gap-3">
            {isDirty && (
              <span className="mr-auto flex items-center gap-2 text-sm font-medium text-amber-900">
                <span aria-hidden className="size-2 rounded-full bg-amber-500" />
                {t('course.unsaved')}
              </span>
            )}
            {actions?.({ dirty: isDirty, saving: isSubmitting })}
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('course.saving') : saveLabel}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

const LABELS: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English', ms: 'Bahasa Melayu' };
const labelOf = (lang: Locale) => LABELS[lang];
