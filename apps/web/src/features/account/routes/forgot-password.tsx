import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordBody } from '@app/contract/account/schemas';
import { withFieldCodes } from '@app/contract/errors';
import { paths } from '@/shared/routes/route-table';
import { setServerErrors } from '@/shared/forms/server-errors';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button, LinkButton } from '@/shared/ui/button';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, StatusIcon } from '../components/auth-shell';
import { FormMessage, TextField } from '@/shared/forms/form-field';

/** /forgot-password: the same neutral answer whether or not the email has an account. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('account.forgot.title'));
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBody, withFieldCodes), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailed(null);
    try {
      await forgot.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      // The answer never tells whether the email exists: its failures are "slow down", bad input
      // or "could not reach the server", each worded by its code.
      if (setServerErrors(setError, error, { only: ['email'] }).length === 0) setFailed({ error });
    }
  });

  if (sentTo)
    return (
      <AuthCard
        icon={<StatusIcon tone="mail" />}
        title={t('account.forgot.doneTitle')}
        lead={t('account.forgot.doneText', { email: sentTo })}
      >
        <LinkButton to={paths.login} size="lg" className="w-full">
          {t('account.backToLogin')}
        </LinkButton>
      </AuthCard>
    );
  return (
    <AuthCard
      title={t('account.forgot.title')}
      lead={t('account.forgot.lead')}
      footer={
        <Link to={paths.login} className="font-bold text-brand hover:underline">
          {t('account.backToLogin')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {failed && <FormMessage tone="error">{errorText(t, failed.error)}</FormMessage>}
        <TextField
          label={t('account.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldText(t, errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('account.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
