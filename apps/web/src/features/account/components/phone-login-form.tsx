import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { phoneLogin } from '@app/contract/account/schemas';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { ApiError } from '@/shared/http/client';
import { useLogin, useRequestPhoneCode, type PhoneCodeRequest } from '../api/login';
import { useCompleteLogin, type InlineLoginError } from '../hooks/use-complete-login';
import { fieldErrorText } from '../lib/field-error';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, normalizePhone } from '../lib/phone';
import { FormMessage, SelectField, TextField } from '@/shared/forms/form-field';

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
  const [failed, setFailed] = useState<'rate-limited' | 'error' | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(numberSchema),
    defaultValues: initial ?? { phone_country_code: DEFAULT_COUNTRY_CODE, phone_number: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailed(null);
    try {
      const sent = await send.mutateAsync(values);
      onSent({ ...values, minutes: Math.max(1, Math.round((sent?.expires_in ?? 300) / 60)) });
    } catch (error) {
      setFailed(error instanceof ApiError && error.status === 429 ? 'rate-limited' : 'error');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failed && (
        <FormMessage tone="error">
          {failed === 'rate-limited' ? t('account.error.tooMany') : t('account.error.generic')}
        </FormMessage>
      )}
      <div className="grid grid-cols-[7.5rem_1fr] gap-3">
        <SelectField
          label={t('account.field.countryCode')}
          autoComplete="tel-country-code"
          error={fieldErrorText(t, errors.phone_country_code?.message)}
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
          error={fieldErrorText(t, errors.phone_number?.message)}
          {...register('phone_number', { setValueAs: (v: string) => normalizePhone(v ?? '') })}
        />
      </div>
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
  const [inline, setInline] = useState<InlineLoginError | 'resend-failed'>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { otp: '' } });

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
          {inline === 'rate-limited'
            ? t('account.error.tooMany')
            : inline === 'resend-failed'
              ? t('account.error.generic')
              : t('account.login.incorrect')}
        </FormMessage>
      )}
      <TextField
        label={t('account.field.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="••••••"
        className="[&_input]:text-center [&_input]:text-xl [&_input]:font-bold [&_input]:tracking-[0.5em]"
        error={fieldErrorText(t, errors.otp?.message)}
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
              setInline(error instanceof ApiError && error.status === 429 ? 'rate-limited' : 'resend-failed');
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
