import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ComponentType, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { withFieldCodes } from '@app/contract/errors';
import { FormMessage, TextAreaField } from '@/shared/forms/form-field';
import { setServerErrors } from '@/shared/forms/server-errors';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { PeriodFields, type PeriodValues } from './period-fields';

/** What every CV entry has, whatever its kind: its period and a description. */
export interface EntryValues extends PeriodValues, FieldValues {
  description: string;
}

/** What an entry's own fields get: the form, and each field's error as translated text. */
export interface EntryFieldsProps<V extends EntryValues> {
  form: UseFormReturn<V>;
  error: (name: keyof V & string) => string | undefined;
}

/**
 * The form of one CV entry, work experience or education and training alike: the entry's own
 * fields (`Fields`), then its period and description, checked with the contract's schema and
 * saved with `save`; the server's field errors go on their fields. Reports whether it has
 * unsaved changes, and closes with the saved entry, or null when cancelled.
 */
export function CvEntryForm<V extends EntryValues, Body, Saved>({
  title,
  schema,
  empty,
  values,
  save,
  onClose,
  onDirty,
  ongoingLabel,
  description,
  Fields,
}: {
  title: string;
  schema: z.ZodType<Body>;
  /** A new entry's values; its keys are the form's fields. */
  empty: V;
  values: V;
  save: (body: Body) => Promise<Saved>;
  onClose: (saved: Saved | null) => void;
  onDirty: (dirty: boolean) => void;
  ongoingLabel: string;
  description: { rows: number; hint?: string };
  Fields: ComponentType<EntryFieldsProps<V>>;
}) {
  const t = useT();
  // What went wrong: the fields marked in red, or a failure worded by its code.
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<V, unknown, Body>({
    resolver: zodResolver(schema as never, withFieldCodes) as never,
    defaultValues: values as DefaultValues<V>,
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const onSubmit = handleSubmit(async (body) => {
    setFailed(null);
    try {
      onClose(await save(body));
    } catch (error) {
      const named = setServerErrors(setError, error, { only: Object.keys(empty) });
      setFailed(named.length > 0 ? t('cv.saveFailed') : errorText(t, error));
    }
  });
  const error = (name: keyof V & string) => fieldText(t, errors[name]?.message as string | undefined);

  return (
    <EntryForm
      title={title}
      onSubmit={onSubmit}
      onCancel={() => onClose(null)}
      submitting={isSubmitting}
      failed={failed}
    >
      <Fields form={form as unknown as UseFormReturn<V>} error={error} />
      <PeriodFields
        register={register}
        watch={watch}
        setValue={setValue}
        errors={errors}
        ongoingLabel={ongoingLabel}
      />
      <TextAreaField
        label={t('cv.field.description')}
        {...(description.hint ? { hint: description.hint } : {})}
        optional
        rows={description.rows}
        className="sm:col-span-2"
        error={error('description')}
        {...register('description' as never)}
      />
    </EntryForm>
  );
}

/** The in-place form of one entry: its fields, Save and Cancel, and what went wrong. */
function EntryForm({
  title,
  onSubmit,
  onCancel,
  submitting,
  failed,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  failed: string | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="mb-4 grid gap-4 rounded-xl border border-brand/40 bg-brand-soft/40 p-4 sm:grid-cols-2"
    >
      <h3 className="font-bold sm:col-span-2">{title}</h3>
      {children}
      {failed && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{failed}</FormMessage>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('cv.entry.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('cv.entry.save')}
        </Button>
      </div>
    </form>
  );
}

/** What the last change did ("Work experience saved"), shown and read out. */
export function SectionStatus({ text }: { text: string }) {
  return (
    <p role="status" className={text ? 'mb-3 text-sm font-semibold text-emerald-800' : 'sr-only'}>
      {text}
    </p>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[9.5rem_1fr] sm:gap-5">
          <div aria-hidden className="skeleton h-4 w-28 sm:ml-auto" />
          <div className="space-y-2">
            <div aria-hidden className="skeleton h-5 w-2/3" />
            <div aria-hidden className="skeleton h-4 w-1/2" />
            <div aria-hidden className="skeleton h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
