import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormMessage, PasswordField, TextField } from '@/shared/forms/form-field';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { normalizePhone } from '../lib/phone';
import { PhoneNumberFields } from './phone-number-fields';
import { useRegistrationDraft, type RegistrationStep } from '../stores/registration-draft';
import { GoogleButton, googleEnabled, OrDivider } from './google-button';
import { PasswordMeter } from './password-meter';

export interface RegisterValues {
  full_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone_country_code: string;
  phone_number: string;
}

/** What each step shows: the wizard's form, and each field's translated error. */
export interface StepProps {
  form: UseFormReturn<RegisterValues>;
  error: (name: keyof RegisterValues) => string | undefined;
}

/** Where the wizard stands: one bar per step, done, current or still to do. */
export function Stepper({ step }: { step: RegistrationStep }) {
  const t = useT();
  const labels = [t('account.register.step1'), t('account.register.step2'), t('account.register.step3')];
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label={t('account.register.progress', { step, total: 3 })}>
      {labels.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-col gap-2"
          >
            <span
              className={cx(
                'h-1.5 rounded-full transition-colors',
                state === 'todo' ? 'bg-line' : 'bg-brand',
              )}
              aria-hidden
            />
            <span
              className={cx(
                'flex items-center gap-1.5 text-xs font-semibold sm:text-sm',
                state === 'todo' ? 'text-ink-soft' : 'text-ink',
              )}
            >
              <span
                aria-hidden
                className={cx(
                  'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[0.7rem] font-bold',
                  state === 'done' && 'bg-brand text-on-brand',
                  state === 'current' && 'bg-brand-soft text-brand ring-2 ring-brand',
                  state === 'todo' && 'bg-surface text-ink-soft ring-1 ring-line',
                )}
              >
                {state === 'done' ? '✓' : n}
              </span>
              <span className="truncate">{label}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Step 1: name and email, or a Google sign-up that brings them (product §2). */
export function AccountStep({ form, error, onGoogle }: StepProps & { onGoogle: (idToken: string) => void }) {
  const t = useT();
  const draft = useRegistrationDraft();
  const { register } = form;
  return (
    <>
      {draft.provider === 'google' ? (
        <FormMessage tone="success">
          <span className="flex flex-wrap items-center gap-x-2">
            {t('account.register.googleAs', { email: draft.email })}
            <button
              type="button"
              className="font-bold underline underline-offset-2"
              onClick={() => draft.update({ provider: null, providerId: '', idToken: '' })}
            >
              {t('account.register.useEmail')}
            </button>
          </span>
        </FormMessage>
      ) : (
        googleEnabled() && (
          <>
            <GoogleButton text="signup_with" onCredential={onGoogle} />
            <OrDivider />
          </>
        )
      )}
      <TextField
        label={t('account.field.fullName')}
        autoComplete="name"
        error={error('full_name')}
        {...register('full_name')}
      />
      <TextField
        label={t('account.field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        readOnly={draft.provider === 'google'}
        error={error('email')}
        {...register('email')}
      />
    </>
  );
}

/** Step 2: the password twice, with its strength. */
export function PasswordStep({ form, error }: StepProps) {
  const t = useT();
  const { register, control } = form;
  const password = useWatch({ control, name: 'password' });
  return (
    <>
      <PasswordField
        label={t('account.field.password')}
        autoComplete="new-password"
        hint={t('account.password.hint')}
        error={error('password')}
        {...register('password')}
      />
      <PasswordMeter password={password} />
      <PasswordField
        label={t('account.field.passwordConfirmation')}
        autoComplete="new-password"
        error={error('password_confirmation')}
        {...register('password_confirmation')}
      />
    </>
  );
}

/** Step 3: the phone number with its country code, and the terms. */
export function PhoneStep({ form, error }: StepProps) {
  const t = useT();
  const { register } = form;
  return (
    <>
      <PhoneNumberFields
        countryCode={register('phone_country_code')}
        number={register('phone_number', { setValueAs: (v: string) => normalizePhone(v ?? '') })}
        errors={{ countryCode: error('phone_country_code'), number: error('phone_number') }}
      />
      <p className="-mt-1 text-sm text-ink-soft">{t('account.register.phoneHint')}</p>
      <p className="text-xs text-ink-soft">{t('account.register.terms')}</p>
    </>
  );
}
