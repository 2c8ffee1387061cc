import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { passwordField, registerBody, type RegisterBody } from '@app/contract/account/schemas';
import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Button } from '@/shared/ui/button';
import { useRegister } from '../api/register';
import { fieldErrorText } from '../lib/field-error';
import { googleClaims } from '../lib/jwt';
import { COUNTRY_CODES, normalizePhone } from '../lib/phone';
import { useRegistrationDraft, type RegistrationStep } from '../stores/registration-draft';
import { FormMessage, PasswordField, SelectField, TextField } from '@/shared/forms/form-field';
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
type FieldName = keyof RegisterValues;

/** The draft's `message` after a successful registration: whether a confirmation mail went out. */
export const CHECK_EMAIL = 'check-email';
export const READY = 'ready';

/** product §2: (1) name and email or a provider sign-up, (2) password, (3) phone; each step checks its own fields. */
const STEP_FIELDS: Record<RegistrationStep, FieldName[]> = {
  1: ['full_name', 'email'],
  2: ['password', 'password_confirmation'],
  3: ['phone_country_code', 'phone_number'],
};
const resolvers = {
  1: zodResolver(registerBody.pick({ full_name: true, email: true })),
  2: zodResolver(
    z
      .object({ password: passwordField, password_confirmation: z.string() })
      .refine((v) => v.password === v.password_confirmation, {
        message: 'Passwords do not match',
        path: ['password_confirmation'],
      }),
  ),
  3: zodResolver(registerBody.pick({ phone_country_code: true, phone_number: true })),
} as unknown as Record<RegistrationStep, Resolver<RegisterValues>>;

const stepOf = (field: string): RegistrationStep | null => {
  for (const step of [1, 2, 3] as const) if ((STEP_FIELDS[step] as string[]).includes(field)) return step;
  return null;
};

type FormError = 'fields' | 'tooMany' | 'generic' | 'googleAgain' | 'passwordNotKept' | null;

/** The product §3 register payload from the form and the draft. */
export function registerPayload(
  values: RegisterValues,
  draft: { provider: 'google' | null; providerId: string; idToken: string; bio: string },
  hostname: string,
): RegisterBody {
  return {
    email: values.email.trim().toLowerCase(),
    type: 'Consumer',
    password: values.password,
    date_of_birth: '',
    full_name: values.full_name.trim(),
    phone_number: values.phone_number,
    phone_country_code: values.phone_country_code,
    elearning_platform: hostname,
    gender: '',
    bio: draft.bio,
    ...(draft.provider === 'google'
      ? {
          provider: 'google',
          providerId: draft.providerId,
          google_id: draft.providerId,
          id_token: draft.idToken,
        }
      : {}),
  };
}

function Stepper({ step }: { step: RegistrationStep }) {
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

/** The three registration steps with next and previous; the draft survives a reload (product §2, §3). */
export function RegisterWizard() {
  const t = useT();
  const draft = useRegistrationDraft();
  const { step, update, goTo } = draft;
  const registerAccount = useRegister();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // The password is not persisted (see the store): after a reload past step 2 it is asked again.
  const [formError, setFormError] = useState<FormError>(() =>
    step === 3 && !draft.password ? 'passwordNotKept' : null,
  );

  const form = useForm<RegisterValues>({
    // Each step validates only its own fields, with the contract's rules; the other steps' values
    // pass through untouched so the last step submits them all.
    resolver: async (values, context, options) => {
      const result = await resolvers[useRegistrationDraft.getState().step](values, context, options);
      return Object.keys(result.errors).length > 0
        ? result
        : { values: { ...values, ...result.values }, errors: {} };
    },
    defaultValues: {
      full_name: draft.full_name,
      email: draft.email,
      password: draft.password,
      password_confirmation: draft.password,
      phone_country_code: draft.phone_country_code,
      phone_number: draft.phone_number,
    },
  });
  const { register, handleSubmit, setError, setValue, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (formError === 'passwordNotKept' && useRegistrationDraft.getState().step === 3) goTo(2);
  }, [formError, goTo]);

  // Every keystroke goes to the draft, so a reload keeps what was typed.
  const { subscribe, control } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values: v }) =>
          update({
            full_name: v.full_name ?? '',
            email: v.email ?? '',
            password: v.password ?? '',
            phone_country_code: v.phone_country_code ?? '',
            phone_number: v.phone_number ?? '',
          }),
      }),
    [subscribe, update],
  );

  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const onGoogle = useCallback(
    (idToken: string) => {
      const claims = googleClaims(idToken);
      if (!claims) return;
      update({ provider: 'google', providerId: claims.sub, idToken, email: claims.email });
      setValue('email', claims.email, { shouldValidate: false });
      if (claims.name && !form.getValues('full_name')) setValue('full_name', claims.name);
      setFormError(null);
    },
    [update, setValue, form],
  );

  const submit = async (values: RegisterValues) => {
    const current = useRegistrationDraft.getState();
    if (current.provider === 'google' && !current.idToken) {
      setFormError('googleAgain');
      return goTo(1);
    }
    setFormError(null);
    update({ status: 'request', message: '' });
    try {
      const answer = await registerAccount.mutateAsync(
        registerPayload(values, current, window.location.hostname),
      );
      update({
        status: 'success',
        message: answer.confirmation_required === false ? READY : CHECK_EMAIL,
        password: '',
        idToken: '',
      });
    } catch (error) {
      const fields = error instanceof ApiError ? { ...error.fields } : {};
      if (error instanceof ApiError && error.status === 409 && Object.keys(fields).length === 0)
        fields.email = error.message;
      const named = Object.keys(fields).filter((f) => stepOf(f) !== null) as FieldName[];
      for (const name of named) setError(name, { type: 'server', message: fields[name] });
      const first = named.map((f) => stepOf(f)!).sort()[0];
      update({ status: 'failed', message: error instanceof Error ? error.message : '' });
      setFormError(
        named.length > 0
          ? 'fields'
          : error instanceof ApiError && error.status === 429
            ? 'tooMany'
            : 'generic',
      );
      if (first && first !== step) goTo(first);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (step < 3) {
      if (formError !== 'fields') setFormError(null);
      return goTo((step + 1) as RegistrationStep);
    }
    await submit(values);
  });

  const error = (name: FieldName) => fieldErrorText(t, errors[name]?.message);
  const stepTitle = [
    t('account.register.step1Title'),
    t('account.register.step2Title'),
    t('account.register.step3Title'),
  ][step - 1];
  const password = useWatch({ control, name: 'password' });
  const messages: Record<Exclude<FormError, null>, string> = {
    fields: t('account.register.failed'),
    tooMany: t('account.error.tooMany'),
    generic: t('account.error.generic'),
    googleAgain: t('account.register.googleAgain'),
    passwordNotKept: t('account.register.passwordNotKept'),
  };

  return (
    <div className="flex flex-col gap-6">
      <Stepper step={step} />
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-labelledby="register-step-title"
      >
        <div>
          <p className="text-xs font-bold tracking-wider text-brand uppercase">
            {t('account.register.progress', { step, total: 3 })}
          </p>
          <h2
            id="register-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-xl font-bold outline-none"
          >
            {stepTitle}
          </h2>
        </div>

        {formError && (
          <FormMessage tone={formError === 'passwordNotKept' ? 'info' : 'error'}>
            {messages[formError]}
          </FormMessage>
        )}

        {step === 1 && (
          <>
            {draft.provider === 'google' ? (
              <FormMessage tone="success">
                <span className="flex flex-wrap items-center gap-x-2">
                  {t('account.register.googleAs', { email: draft.email })}
                  <button
                    type="button"
                    className="font-bold underline underline-offset-2"
                    onClick={() => update({ provider: null, providerId: '', idToken: '' })}
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
        )}

        {step === 2 && (
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
        )}

        {step === 3 && (
          <>
            <div className="grid grid-cols-[7.5rem_1fr] gap-3">
              <SelectField
                label={t('account.field.countryCode')}
                autoComplete="tel-country-code"
                error={error('phone_country_code')}
                {...register('phone_country_code')}
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
                error={error('phone_number')}
                {...register('phone_number', { setValueAs: (v: string) => normalizePhone(v ?? '') })}
              />
            </div>
            <p className="-mt-1 text-sm text-ink-soft">{t('account.register.phoneHint')}</p>
            <p className="text-xs text-ink-soft">{t('account.register.terms')}</p>
          </>
        )}

        <div className="mt-2 flex items-center gap-3">
          {step > 1 && (
            <Button
              variant="secondary"
              size="lg"
              onClick={() => goTo((step - 1) as RegistrationStep)}
              disabled={formState.isSubmitting}
            >
              {t('account.previous')}
            </Button>
          )}
          <Button type="submit" size="lg" className="flex-1" loading={formState.isSubmitting}>
            {step < 3 ? t('account.next') : t('account.register.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
