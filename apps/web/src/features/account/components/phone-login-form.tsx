import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { phoneLogin } from '@app/contract/account/schemas';
import { withFieldCodes } from '@app/contract/errors';
import { setServerErrors } from '@/shared/forms/server-errors';
import { codeText, errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { useLogin, useRequestPhoneCode, type PhoneCodeRequest } from '../api/login';
import { useCompleteLogin, type InlineLoginError } from '../hooks/use-complete-login';
import { DEFAULT_COUNTRY_CODE, normalizePhone } from '../lib/phone';
import { PhoneNumberFields } from './phone-number-fields';
import { FormMessage, TextField } from '@/shared/forms/form-field';

const numberSchema = phoneLogin.pick({ phone_number: true, phone_country_code: true });
const codeSchema = phoneLogin.pick({ otp: true }).required();

/** Phone login: number and country code → "Send code" → the 6-digit code → verify. */
export function PhoneLoginForm() {
  const t = useT();
  const [sentTo, setSentTo] = useState<(PhoneCodeRequest & { minutes: number }) | null>(null);
  const [stage, setStage] = useState<'number' | 'code'>('number');
  return stage === 'code' && sentTo ? (
    <CodeStep sentTo={sentTo} onChangeNumber={() => setStage('number')} onResent={setSentTo} />
  ) : (
    <NumberStep
      hint={t('account.phone.hint')}
      initial={
        sentTo
          ? { phone_number: sentTo.phone_number, phone_country_code: sentTo.phone_country_code }
          : undefined
      }
      onSent={(to) => {
        setSentTo(to);
        setStage('code');
      }}
    />
  );
}

function NumberStep({
  onSent,
  hint,
  initial,
}: {
  onSent: (to: PhoneCodeRequest & { minutes: number }) => void;
  hint: string;
  initial?: PhoneCodeRequest;
}) {
  const t = useT();
  const send = useRequestPhoneCode();
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(numberSchema, withFieldCodes),
    defaultValues: initial ?? { phone_country_code: DEFAULT_COUNTRY_CODE, phone_number: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailed(null);
    try {
      const sent = await send.mutateAsync(values);
      onSent({ ...values, minutes: Math.max(1, Math.round((sent?.expires_in ?? 300) / 60)) });
    } catch (error) {
      const named = setServerErrors(setError, error, { only: ['phone_country_code', 'phone_number'] });
      if (named.length === 0) setFailed({ error });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failed && <FormMessage tone="error">{errorText(t, failed.error)}</FormMessage>}
      <PhoneNumberFields
        countryCode={register('phone_country_code')}
        number={register('phone_number', { setValueAs: (v: string) => normalizePhone(v ?? '') })}
        errors={{
          countryCode: fieldText(t, errors.phone_country_code?.message),
          number: fieldText(t, errors.phone_number?.message),
        }}
      />
      <p className="-mt-1 text-sm text-ink-soft">{hint}</p>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('account.phone.send')}
      </Button>
    </form>
  );
}

function CodeStep({
  sentTo,
  onChangeNumber,
  onResent,
}: {
  sentTo: PhoneCodeRequest & { minutes: number };
  onChangeNumber: () => void;
  onResent: (to: PhoneCodeRequest & { minutes: number }) => void;
}) {
  const t = useT();
  const login = useLogin();
  const resend = useRequestPhoneCode();
  const complete = useCompleteLogin();
  // A code that did not log in (its error code), or a new code that could not be sent.
  const [inline, setInline] = useState<InlineLoginError | { resendError: unknown }>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeSchema, withFieldCodes), defaultValues: { otp: '' } });

  const onSubmit = handleSubmit(async ({ otp }) => {
    setInline(null);
    const outcome = await login.mutateAsync({ via: 'phone', ...sentTo, otp });
    setInline(await complete(outcome));
  });
  const { phone_number, phone_country_code } = sentTo;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormMessage tone="info">
        {t('account.phone.sent', { phone: `${phone_country_code} ${phone_number}`, minutes: sentTo.minutes })}
      </FormMessage>
      {inline && (
        <FormMessage tone="error">
          {'resendError' in inline ? errorText(t, inline.resendError) : codeText(t, inline.code)}
        </FormMessage>
      )}
      <TextField
        label={t('account.field.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="••••••"
        className="[&_input]:text-center [&_input]:text-xl [&_input]:font-bold [&_input]:tracking-[0.5em]"
        error={fieldText(t, errors.otp?.message)}
        {...register('otp', { setValueAs: (v: string) => (v ?? '').replace(/\D/g, '') })}
      />
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('account.phone.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onChangeNumber} className="font-semibold text-brand hover:underline">
          {t('account.phone.change')}
        </button>
        <button
          type="button"
          disabled={resend.isPending}
          onClick={async () => {
            setInline(null);
            try {
              const sent = await resend.mutateAsync({ phone_number, phone_country_code });
              reset();
              onResent({ ...sentTo, minutes: Math.max(1, Math.round((sent?.expires_in ?? 300) / 60)) });
            } catch (error) {
              setInline({ resendError: error });
            }
          }}
          className="font-semibold text-brand hover:underline disabled:opacity-60"
        >
          {t('account.phone.resend')}
        </button>
      </div>
    </form>
  );
}
