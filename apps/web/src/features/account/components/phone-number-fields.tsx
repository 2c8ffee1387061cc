import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/shared/forms/form-field';
import { useT } from '@/shared/i18n/i18n';
import { COUNTRY_CODES } from '../lib/phone';

/**
 * A phone number with its country code, as the registration's third step and the phone login
 * take it: the two fields registered by the caller's form (the number normalised there).
 */
export function PhoneNumberFields({
  countryCode,
  number,
  errors,
}: {
  countryCode: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  errors: { countryCode?: string | undefined; number?: string | undefined };
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-3">
      <SelectField
        label={t('account.field.countryCode')}
        autoComplete="tel-country-code"
        error={errors.countryCode}
        {...countryCode}
      >
        {COUNTRY_CODES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.iso} {c.code}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('account.field.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="812 3456 7890"
        error={errors.number}
        {...number}
      />
    </div>
  );
}
