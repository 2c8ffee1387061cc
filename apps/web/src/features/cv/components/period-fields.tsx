import { useEffect } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { TextField } from '@/shared/forms/form-field';
import { fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';

export interface PeriodValues {
  from: string;
  to: string | null;
  on_going: boolean;
}

/**
 * Start month, end month and "ongoing", the dates every entry has. Ongoing empties and turns off
 * the end month: the server refuses an end date on an ongoing entry (product §18).
 */
export function PeriodFields<V extends PeriodValues>({
  register,
  watch,
  setValue,
  errors,
  ongoingLabel,
}: {
  register: UseFormRegister<V>;
  watch: UseFormWatch<V>;
  setValue: UseFormSetValue<V>;
  errors: FieldErrors<V>;
  ongoingLabel: string;
}) {
  const t = useT();
  // The generic form type hides the concrete field names from the type checker.
  const r = register as unknown as UseFormRegister<PeriodValues>;
  const ongoing = (watch as unknown as UseFormWatch<PeriodValues>)('on_going');
  const set = setValue as unknown as UseFormSetValue<PeriodValues>;
  const e = errors as FieldErrors<PeriodValues>;
  useEffect(() => {
    if (ongoing) set('to', '', { shouldDirty: true });
  }, [ongoing, set]);
  return (
    <>
      <TextField
        label={t('cv.field.from')}
        type="month"
        placeholder="YYYY-MM"
        hint={t('cv.field.monthHint')}
        error={fieldText(t, e.from?.message)}
        {...r('from')}
      />
      <TextField
        label={t('cv.field.to')}
        type="month"
        placeholder="YYYY-MM"
        disabled={ongoing}
        hint={ongoing ? t('cv.field.toOngoing') : t('cv.field.monthHint')}
        error={fieldText(t, e.to?.message)}
        {...r('to')}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold sm:col-span-2">
        <input type="checkbox" className="size-5 accent-[var(--tenant-primary)]" {...r('on_going')} />
        {ongoingLabel}
      </label>
    </>
  );
}
