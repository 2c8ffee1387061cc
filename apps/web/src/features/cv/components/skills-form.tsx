import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { withFieldCodes } from '@app/contract/errors';
import {
  cefrLevels,
  CV_LIMITS,
  languageSkills,
  personalSkillsBody,
  type LanguageLevel,
  type PersonalSkills,
} from '@app/contract/cv/schemas';
import { FormMessage, SelectField, TextAreaField, TextField } from '@/shared/forms/form-field';
import { setServerErrors } from '@/shared/forms/server-errors';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { useSavePersonalSkills } from '../api/save-personal-skills';
import { plus, trash } from '../lib/icons';
import { SectionCard } from './section-card';

type Values = Omit<PersonalSkills, 'saved'>;
const valuesOf = ({ saved: _saved, ...skills }: PersonalSkills): Values => skills;
const NEW_LANGUAGE: LanguageLevel = {
  language: '',
  listening: 'B1',
  reading: 'B1',
  spoken_interaction: 'B1',
  spoken_production: 'B1',
  writing: 'B1',
};
const TEXT_FIELDS = ['communications', 'organisational_or_managerial', 'job_related', 'digital'] as const;

interface LanguageRowProps {
  index: number;
  /** The language as typed, or "Language n" while it is empty. */
  name: string;
  register: UseFormRegister<Values>;
  /** The row's field error, in words. */
  error: (field: keyof LanguageLevel) => string | undefined;
  onRemove: () => void;
}

/** One other language: its name and a CEFR level for each of the five skills. */
function LanguageRow({ index, name, register, error, onRemove }: LanguageRowProps) {
  const t = useT();
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-3 sm:p-4">
      <legend className="sr-only">{name}</legend>
      <div className="flex items-end gap-2">
        <TextField
          label={t('cv.field.language')}
          className="min-w-0 flex-1"
          error={error('language')}
          {...register(`languages.${index}.language`)}
        />
        <Button
          variant="ghost"
          onClick={onRemove}
          aria-label={`${t('cv.skills.removeLanguage')}: ${name}`}
          className="shrink-0 text-red-700 hover:bg-red-50"
        >
          <Icon path={trash} size={16} />
          <span className="max-sm:hidden">{t('cv.skills.removeLanguage')}</span>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {languageSkills.map((skill) => (
          <SelectField
            key={skill}
            label={t(`cv.skill.${skill}`)}
            error={error(skill)}
            {...register(`languages.${index}.${skill}`)}
          >
            {cefrLevels.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Personal skills (spec §3), as Europass asks them: the mother tongue, other languages with a
 * self-assessed CEFR level for each of the five skills, the other skills and the driving licence.
 */
export function SkillsForm({
  skills,
  onDirty,
}: {
  skills: PersonalSkills;
  onDirty: (dirty: boolean) => void;
}) {
  const t = useT();
  const save = useSavePersonalSkills();
  // 'failed' marked fields in red; any other failure is worded by its code.
  const [result, setResult] = useState<'saved' | 'failed' | { error: unknown } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof personalSkillsBody>>({
    resolver: zodResolver(personalSkillsBody, withFieldCodes) as never,
    defaultValues: valuesOf(skills),
  });
  const languages = useFieldArray({ control, name: 'languages' });
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  // "Saved" stands until the next change.
  const shown = result === 'saved' && isDirty ? null : result;

  const onSubmit = handleSubmit(async (body) => {
    setResult(null);
    try {
      reset(valuesOf(await save.mutateAsync({ body, saved: skills.saved })));
      setResult('saved');
    } catch (error) {
      const named = setServerErrors(setError, error);
      setResult(named.length > 0 ? 'failed' : { error });
    }
  });
  const textError = (name: keyof Values) => fieldText(t, errors[name]?.message);

  return (
    <SectionCard title={t('cv.skills.title')} lead={t('cv.skills.lead')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <TextField
          label={t('cv.field.motherTongue')}
          hint={t('cv.field.motherTongueHint')}
          optional
          className="sm:max-w-md"
          error={textError('mother_tongue')}
          {...register('mother_tongue')}
        />

        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('cv.skills.otherLanguages')}</legend>
          <p className="-mt-1 text-sm text-ink-soft">{t('cv.skills.cefrHint')}</p>
          {languages.fields.length === 0 && (
            <p className="text-sm text-ink-soft italic">{t('cv.skills.noLanguages')}</p>
          )}
          {languages.fields.map((field, index) => {
            const rowErrors = errors.languages?.[index];
            const name = field.language || t('cv.skills.languageN', { n: index + 1 });
            return (
              <LanguageRow
                key={field.id}
                index={index}
                name={name}
                register={register}
                error={(key) => fieldText(t, rowErrors?.[key]?.message)}
                onRemove={() => languages.remove(index)}
              />
            );
          })}
          {languages.fields.length < CV_LIMITS.languages && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => languages.append({ ...NEW_LANGUAGE })}>
                <Icon path={plus} size={16} />
                {t('cv.skills.addLanguage')}
              </Button>
            </div>
          )}
          {errors.languages?.message && (
            <p className="text-sm font-medium text-red-700">{fieldText(t, errors.languages.message)}</p>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((name) => (
            <TextAreaField
              key={name}
              label={t(`cv.field.${name}`)}
              hint={t(`cv.field.${name}Hint`)}
              optional
              rows={3}
              error={textError(name)}
              {...register(name)}
            />
          ))}
          <TextField
            label={t('cv.field.drivingLicence')}
            hint={t('cv.field.drivingLicenceHint')}
            optional
            error={textError('driving_licence')}
            {...register('driving_licence')}
          />
        </div>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" loading={isSubmitting}>
            {t('cv.skills.save')}
          </Button>
          {isDirty && !isSubmitting && <p className="text-sm text-ink-soft">{t('cv.unsaved')}</p>}
        </div>
        {shown && (
          <FormMessage tone={shown === 'saved' ? 'success' : 'error'}>
            {shown === 'saved'
              ? t('cv.skills.saved')
              : shown === 'failed'
                ? t('cv.saveFailed')
                : errorText(t, shown.error)}
          </FormMessage>
        )}
      </form>
    </SectionCard>
  );
}
