import { forwardRef, type InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { courseLevels } from '@app/contract/catalog/constants';
import { currencySymbol } from '@app/contract/money';
import { minorDigits } from '@app/contract/commerce/money';
import type { DataOf } from '@app/contract/endpoint';
import type { getOptions } from '@app/contract/studio/endpoints';
import { fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Field, FormCard } from '@/shared/ui/field';
import { fieldId, type CourseFormValues } from '../lib/form-values';

type Options = DataOf<typeof getOptions>;

/** Category, level, mentor and the bootcamp flag. */
export function DetailsFields({ options }: { options: Options | undefined }) {
  const t = useT();
  const { register, formState } = useFormContext<CourseFormValues>();
  const error = (name: 'category_id' | 'level' | 'mentor_id') =>
    fieldText(t, formState.errors[name]?.message);
  return (
    <FormCard title={t('course.details')} headingId="details-heading">
      <Field
        id={fieldId('category_id')}
        label={t('course.field.category')}
        error={error('category_id')}
        required
        requiredLabel={t('course.required')}
      >
        <select {...register('category_id')} className="control">
          <option value="">{t('course.choose')}</option>
          {options?.categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={fieldId('level')}
        label={t('course.field.level')}
        error={error('level')}
        required
        requiredLabel={t('course.required')}
      >
        <select {...register('level')} className="control">
          <option value="">{t('course.choose')}</option>
          {courseLevels.map((level) => (
            <option key={level} value={level}>
              {t(`course.level.${level}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={fieldId('mentor_id')}
        label={t('course.field.mentor')}
        error={error('mentor_id')}
        required
        requiredLabel={t('course.required')}
      >
        <select {...register('mentor_id')} className="control">
          <option value="">{t('course.choose')}</option>
          {options?.mentors.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex items-start gap-3 rounded-xl border border-line p-3">
        <input
          {...register('is_bootcamp')}
          id={fieldId('is_bootcamp')}
          type="checkbox"
          aria-describedby={`${fieldId('is_bootcamp')}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-[var(--tenant-primary)]"
        />
        <div>
          <label htmlFor={fieldId('is_bootcamp')} className="text-sm font-semibold text-ink">
            {t('course.field.is_bootcamp')}
          </label>
          <p id={`${fieldId('is_bootcamp')}-hint`} className="text-xs text-ink-soft">
            {t('course.bootcampHint')}
          </p>
        </div>
      </div>
    </FormCard>
  );
}

/** Price and discount price in the company's currency, with its symbol and its format. */
export function PriceFields({ currency }: { currency: string }) {
  const t = useT();
  const { register, formState } = useFormContext<CourseFormValues>();
  const whole = minorDigits(currency) === 0;
  const money = (name: 'price' | 'discount_price', label: string, hint: string, required: boolean) => (
    <Field
      id={fieldId(name)}
      label={label}
      hint={hint}
      required={required}
      requiredLabel={t('course.required')}
      error={fieldText(t, formState.errors[name]?.message)}
    >
      <MoneyInput currency={currency} whole={whole} {...register(name)} />
    </Field>
  );
  return (
    <FormCard
      title={t('course.pricing')}
      lead={t('course.pricingLead', { currency })}
      headingId="price-heading"
    >
      {money(
        'price',
        `${t('course.field.price')} (${currency})`,
        whole ? t('course.wholeRupiah') : t('course.withSen'),
        true,
      )}
      {money(
        'discount_price',
        `${t('course.field.discount_price')} (${currency})`,
        t('course.discountHint'),
        false,
      )}
    </FormCard>
  );
}

const MoneyInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { currency: string; whole: boolean }
>(function MoneyInput({ currency, whole, ...rest }, ref) {
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-semibold text-ink-soft"
      >
        {currencySymbol(currency)}
      </span>
      <input
        ref={ref}
        {...rest}
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        className="control pl-11 tabular-nums"
      />
    </div>
  );
});
