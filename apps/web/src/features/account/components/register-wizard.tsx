import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { passwordField, registerBody, type RegisterBody } from '@app/contract/account/schemas';
import { fieldCode, withFieldCodes } from '@app/contract/errors';
import { FormMessage } from '@/shared/forms/form-field';
import { setServerErrors } from '@/shared/forms/server-errors';
import { ApiError } from '@/shared/http/client';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { checkRegistration } from '../api/check-registration';
import { useRegister } from '../api/register';
import { googleClaims } from '../lib/jwt';
import { useRegistrationDraft, type RegistrationStep } from '../stores/registration-draft';
import { AccountStep, PasswordStep, PhoneStep, Stepper, type RegisterValues } from './register-steps';

export type { RegisterValues };
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
  1: zodResolver(registerBody.pick({ full_name: true, email: true }), withFieldCodes),
  2: zodResolver(
    z
      .object({ password: passwordField, password_confirmation: z.string() })
      .refine((v) => v.password === v.password_confirmation, {
        message: fieldCode('passwords_mismatch'),
        path: ['password_confirmation'],
      }),
    withFieldCodes,
  ),
  3: zodResolver(registerBody.pick({ phone_country_code: true, phone_number: true }), withFieldCodes),
} as unknown as Record<RegistrationStep, Resolver<RegisterValues>>;

const stepOf = (field: string): RegistrationStep | null => {
  for (const step of [1, 2, 3] as const) if ((STEP_FIELDS[step] as string[]).includes(field)) return step;
  return null;
};

/** What the form says above the step: a failure that named no field of the form is worded by its code. */
type FormError = 'fields' | 'googleAgain' | 'passwordNotKept' | { error: unknown } | null;

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

/**
 * The wizard's one form: each step validates only its own fields, with the contract's rules; the
 * other steps' values pass through untouched so the last step submits them all. Every keystroke
 * goes to the draft, so a reload keeps what was typed.
 */
function useRegisterForm(): UseFormReturn<RegisterValues> {
  const draft = useRegistrationDraft();
  const form = useForm<RegisterValues>({
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
  const { subscribe } = form;
  const { update } = draft;
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
  return form;
}

/** A new step moves focus to its heading, so keyboard and screen-reader users start at its top. */
function useFocusOnNewStep(step: RegistrationStep, heading: RefObject<HTMLHeadingElement | null>) {
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step, heading]);
}

/**
 * The last step's submission (product §3): the registration, then the draft's outcome; a failure
 * puts the server's field errors on their fields and goes back to the first step that has one.
 */
function useSubmitRegistration(
  form: UseFormReturn<RegisterValues>,
  setFormError: (error: FormError) => void,
) {
  const registerAccount = useRegister();
  const { update, goTo } = useRegistrationDraft();
  const { setError } = form;
  return async (values: RegisterValues) => {
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
      // A taken email belongs on the email field, even when the answer names no field.
      const taken = error instanceof ApiError && error.code === 'email_taken';
      const named = setServerErrors(setError, error, {
        only: Object.values(STEP_FIELDS).flat(),
        ...(taken && { fields: { ...error.fields, email: 'email_taken' } }),
      });
      const first = named.map((f) => stepOf(f)!).sort()[0];
      update({ status: 'failed', message: error instanceof ApiError ? (error.code ?? '') : '' });
      setFormError(named.length > 0 ? 'fields' : { error });
      if (first && first !== current.step) goTo(first);
    }
  };
}

/**
 * Steps 1 and 2 ask the server before moving on (issue 23 item 4): an email already registered
 * and a common password are shown on their own step, by the registration's own rules. Step 3's
 * phone is checked by the registration itself. Only field refusals stop the step: a check that
 * could not be made (offline, rate limited) lets the visitor on, and the registration decides.
 */
function useStepCheck(form: UseFormReturn<RegisterValues>) {
  const { setError } = form;
  return async (step: RegistrationStep, values: RegisterValues): Promise<boolean> => {
    const draft = useRegistrationDraft.getState();
    const body =
      step === 1
        ? { email: values.email.trim().toLowerCase() }
        : step === 2
          ? { password: values.password }
          : null;
    // A Google sign-up's email is checked with its token by the registration.
    if (!body || (step === 1 && draft.provider === 'google')) return true;
    try {
      await checkRegistration(body);
      return true;
    } catch (error) {
      const taken = error instanceof ApiError && error.code === 'email_taken';
      const named = setServerErrors(setError, error, {
        only: STEP_FIELDS[step],
        ...(taken && { fields: { ...error.fields, email: 'email_taken' } }),
      });
      return named.length === 0;
    }
  };
}

/** The three registration steps with next and previous; the draft survives a reload (product §2, §3). */
export function RegisterWizard() {
  const t = useT();
  const draft = useRegistrationDraft();
  const { step, update, goTo } = draft;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The password is not persisted (see the store): after a reload past step 2 it is asked again.
  const [formError, setFormError] = useState<FormError>(() =>
    step === 3 && !draft.password ? 'passwordNotKept' : null,
  );
  const form = useRegisterForm();
  const { handleSubmit, setValue, formState } = form;
  const submit = useSubmitRegistration(form, setFormError);
  const checkStep = useStepCheck(form);
  useFocusOnNewStep(step, headingRef);

  useEffect(() => {
    if (formError === 'passwordNotKept' && useRegistrationDraft.getState().step === 3) goTo(2);
  }, [formError, goTo]);

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

  const onSubmit = handleSubmit(async (values) => {
    if (step < 3) {
      if (formError !== 'fields') setFormError(null);
      if (!(await checkStep(step, values))) return;
      return goTo((step + 1) as RegistrationStep);
    }
    await submit(values);
  });

  const errors = formState.errors;
  const steps = { form, error: (name: FieldName) => fieldText(t, errors[name]?.message) };
  const stepTitle = [
    t('account.register.step1Title'),
    t('account.register.step2Title'),
    t('account.register.step3Title'),
  ][step - 1];
  const messages: Record<Exclude<FormError, null | { error: unknown }>, string> = {
    fields: t('account.register.failed'),
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
            {typeof formError === 'object' ? errorText(t, formError.error) : messages[formError]}
          </FormMessage>
        )}

        {step === 1 && <AccountStep {...steps} onGoogle={onGoogle} />}
        {step === 2 && <PasswordStep {...steps} />}
        {step === 3 && <PhoneStep {...steps} />}

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
