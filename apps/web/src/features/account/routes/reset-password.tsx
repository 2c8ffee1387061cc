import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { resetPasswordBody } from '@app/contract/account/schemas';
import { withFieldCodes } from '@app/contract/errors';
import { paths } from '@/shared/routes/route-table';
import { ApiError } from '@/shared/http/client';
import { setServerErrors } from '@/shared/forms/server-errors';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button, LinkButton } from '@/shared/ui/button';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, StatusIcon } from '../components/auth-shell';
import { FormMessage, PasswordField } from '@/shared/forms/form-field';
import { PasswordMeter } from '../components/password-meter';

const schema = resetPasswordBody;

/** /reset-password?token=…: a new password from the single-use link of the mail (30 minutes). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('account.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  // A link that no longer works offers a new one; any other failure is worded by its code.
  const [failure, setFailure] = useState<'invalid' | { error: unknown } | null>(token ? null : 'invalid');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema, withFieldCodes),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      if (setServerErrors(setError, error, { only: ['password'] }).length > 0) return;
      const invalid = error instanceof ApiError && (error.code === 'invalid_link' || 'token' in error.fields);
      setFailure(invalid ? 'invalid' : { error });
    }
  });

  if (reset.isSuccess)
    return (
      <AuthCard
        icon={<StatusIcon tone="success" />}
        title={t('account.reset.successTitle')}
        lead={t('account.reset.successText')}
      >
        <LinkButton to={paths.login} size="lg" className="w-full">
          {t('account.toLogin')}
        </LinkButton>
      </AuthCard>
    );
  return (
    <AuthCard title={t('account.reset.title')} lead={t('account.reset.lead')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {failure && (
          <FormMessage tone="error">
            <span>
              {failure === 'invalid' ? t('account.reset.invalid') : errorText(t, failure.error)}{' '}
              {failure === 'invalid' && (
                <LinkButton
                  to={paths.forgotPassword}
                  variant="ghost"
                  size="sm"
                  className="mt-2 -ml-3 underline"
                >
                  {t('account.reset.requestNew')}
                </LinkButton>
              )}
            </span>
          </FormMessage>
        )}
        <PasswordField
          label={t('account.field.newPassword')}
          autoComplete="new-password"
          hint={t('account.password.hint')}
          error={fieldText(t, errors.password?.message)}
          {...register('password')}
        />
        <PasswordMeter password={password} />
        <PasswordField
          label={t('account.field.passwordConfirmation')}
          autoComplete="new-password"
          error={fieldText(t, errors.password_confirmation?.message)}
          {...register('password_confirmation')}
        />
        <Button type="submit" size="lg" loading={isSubmitting} disabled={!token}>
          {t('account.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
