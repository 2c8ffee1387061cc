import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { cvBody, workTypes, type Cv, type CvBody } from '@app/contract/cv/schemas';
import { withFieldCodes } from '@app/contract/errors';
import { FormMessage, TextAreaField, TextField } from '@/shared/forms/form-field';
import { setServerErrors } from '@/shared/forms/server-errors';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { useSaveCv } from '../api/save-cv';
import { SectionCard } from './section-card';

type Values = Required<Omit<CvBody, 'work_types'>> & { work_types: string[] };

const valuesOf = (cv: Cv): Values => ({
  first_name: cv.first_name,
  last_name: cv.last_name,
  headline: cv.headline,
  summary: cv.summary,
  email: cv.email,
  phone_country_code: cv.phone_country_code,
  phone_number: cv.phone_number,
  street_address: cv.street_address,
  city: cv.city,
  postal_code: cv.postal_code,
  country: cv.country,
  website: cv.website,
  blog: cv.blog,
  linkedin: cv.linkedin,
  job_applied_for: cv.job_applied_for,
  position: cv.position,
  work_types: cv.work_types,
  salary: cv.salary,
});

/** A small heading inside the form, so the long form reads as parts. */
function Part({ title }: { title: string }) {
  return <h3 className="pt-2 text-sm font-bold tracking-wide text-brand uppercase sm:col-span-2">{title}</h3>;
}

interface FieldsProps {
  register: UseFormRegister<Values>;
  /** The field's error, in words. */
  error: (name: keyof Values) => string | undefined;
}

/** Who the learner is: name, headline and summary. */
function AboutFields({ register, error }: FieldsProps) {
  const t = useT();
  return (
    <>
      <Part title={t('cv.details.about')} />
      <TextField
        label={t('cv.field.firstName')}
        autoComplete="given-name"
        error={error('first_name')}
        {...register('first_name')}
      />
      <TextField
        label={t('cv.field.lastName')}
        autoComplete="family-name"
        optional
        error={error('last_name')}
        {...register('last_name')}
      />
      <TextField
        label={t('cv.field.headline')}
        hint={t('cv.field.headlineHint')}
        optional
        className="sm:col-span-2"
        error={error('headline')}
        {...register('headline')}
      />
      <TextAreaField
        label={t('cv.field.summary')}
        hint={t('cv.field.summaryHint')}
        optional
        rows={4}
        className="sm:col-span-2"
        error={error('summary')}
        {...register('summary')}
      />
    </>
  );
}

/** How to reach them: email, phone, address and links. */
function ContactFields({ register, error }: FieldsProps) {
  const t = useT();
  return (
    <>
      <Part title={t('cv.details.contact')} />
      <TextField
        label={t('cv.field.email')}
        type="email"
        autoComplete="email"
        error={error('email')}
        {...register('email')}
      />
      <div className="grid grid-cols-[5.5rem_1fr] gap-3">
        <TextField
          label={t('cv.field.countryCode')}
          autoComplete="tel-country-code"
          placeholder="+62"
          error={error('phone_country_code')}
          {...register('phone_country_code')}
        />
        <TextField
          label={t('cv.field.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          optional
          error={error('phone_number')}
          {...register('phone_number')}
        />
      </div>
      <TextField
        label={t('cv.field.street')}
        autoComplete="street-address"
        optional
        className="sm:col-span-2"
        error={error('street_address')}
        {...register('street_address')}
      />
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <TextField
          label={t('cv.field.city')}
          autoComplete="address-level2"
          optional
          error={error('city')}
          {...register('city')}
        />
        <TextField
          label={t('cv.field.postalCode')}
          autoComplete="postal-code"
          optional
          error={error('postal_code')}
          {...register('postal_code')}
        />
        <TextField
          label={t('cv.field.country')}
          autoComplete="country-name"
          optional
          error={error('country')}
          {...register('country')}
        />
      </div>
      <TextField
        label={t('cv.field.linkedin')}
        type="url"
        placeholder="https://www.linkedin.com/in/…"
        optional
        error={error('linkedin')}
        {...register('linkedin')}
      />
      <TextField
        label={t('cv.field.website')}
        type="url"
        placeholder="https://"
        optional
        error={error('website')}
        {...register('website')}
      />
      <TextField
        label={t('cv.field.blog')}
        type="url"
        placeholder="https://"
        optional
        error={error('blog')}
        {...register('blog')}
      />
    </>
  );
}

/** The job wanted: title, position, work types and salary. */
function JobFields({ register, error }: FieldsProps) {
  const t = useT();
  return (
    <>
      <Part title={t('cv.details.job')} />
      <TextField
        label={t('cv.field.jobAppliedFor')}
        optional
        error={error('job_applied_for')}
        {...register('job_applied_for')}
      />
      <TextField
        label={t('cv.field.position')}
        optional
        error={error('position')}
        {...register('position')}
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-ink">
          {t('cv.field.workTypes')} <span className="font-normal text-ink-soft">({t('form.optional')})</span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {workTypes.map((type) => (
            <label
              key={type}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-medium has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-3 has-focus-visible:outline-brand"
            >
              <input
                type="checkbox"
                value={type}
                className="size-4 accent-[var(--tenant-primary)]"
                {...register('work_types')}
              />
              {t(`cv.workType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('cv.field.salary')}
        hint={t('cv.field.salaryHint')}
        optional
        error={error('salary')}
        {...register('salary')}
      />
    </>
  );
}

/** The CV's own fields (spec §3 CV): who, how to reach them, and the job wanted. Saved explicitly. */
export function DetailsForm({ cv, onDirty }: { cv: Cv; onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const save = useSaveCv();
  // 'failed' marked fields in red; any other failure is worded by its code.
  const [result, setResult] = useState<'saved' | 'failed' | { error: unknown } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof cvBody>>({
    resolver: zodResolver(cvBody, withFieldCodes) as never,
    defaultValues: valuesOf(cv),
  });
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  // "Saved" stands until the next change.
  const shown = result === 'saved' && isDirty ? null : result;

  const onSubmit = handleSubmit(async (body) => {
    setResult(null);
    try {
      const saved = await save.mutateAsync({ body, saved: cv.saved });
      reset(valuesOf(saved));
      setResult('saved');
    } catch (error) {
      const named = setServerErrors(setError, error, { only: Object.keys(valuesOf(cv)) });
      setResult(named.length > 0 ? 'failed' : { error });
    }
  });
  const error = (name: keyof Values) => fieldText(t, errors[name]?.message);

  return (
    <SectionCard
      title={t('cv.details.title')}
      lead={cv.saved ? t('cv.details.lead') : t('cv.details.leadFirst')}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <AboutFields register={register} error={error} />

        <ContactFields register={register} error={error} />

        <JobFields register={register} error={error} />

        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <Button type="submit" loading={isSubmitting} className="sm:w-auto">
            {t('cv.details.save')}
          </Button>
          {isDirty && !isSubmitting && <p className="text-sm text-ink-soft">{t('cv.unsaved')}</p>}
        </div>
        {shown && (
          <div className="sm:col-span-2">
            <FormMessage tone={shown === 'saved' ? 'success' : 'error'}>
              {shown === 'saved'
                ? t('cv.details.saved')
                : shown === 'failed'
                  ? t('cv.saveFailed')
                  : errorText(t, shown.error)}
            </FormMessage>
          </div>
        )}
      </form>
    </SectionCard>
  );
}
