import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changePasswordBody } from '@app/contract/account/schemas';
import { ApiError } from '@/shared/http/client';
import { setServerErrors } from '@/shared/forms/server-errors';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button } from '@/shared/ui/button';
import { useChangePassword } from '../api/change-password';
import { FormMessage, PasswordField } from '@/shared/forms/form-field';
import { PasswordMeter } from '../components/password-meter';
import { FormCard, ProfileShell } from '../components/profile-shell';
import { fieldErrorText } from '../lib/field-error';

const empty = { old_password: '', new_password: '', password_confirmation: '' };

/** /profile/changepassword: old, new and confirmation; 'Please retry again' on failure (product §5, §8). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('account.menu.changePassword'));
  const change = useChangePassword();
  const [result, setResult] = useState<'success' | 'failed' | 'tooMany' | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordBody), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await change.mutateAsync(values);
      reset(empty);
      setResult('success');
    } catch (error) {
      setServerErrors(setError, error, { only: Object.keys(empty) });
      setResult(error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed');
    }
  });
  const newPassword = useWatch({ control, name: 'new_password' });

  return (
    <ProfileShell title={t('account.menu.changePassword')} lead={t('account.changePassword.lead')}>
      <div className="mx-auto max-w-xl">
        <FormCard>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            {result && (
              <FormMessage tone={result === 'success' ? 'success' : 'error'}>
                {result === 'success'
                  ? t('account.changePassword.success')
                  : result === 'tooMany'
                    ? t('account.error.tooMany')
                    : t('account.changePassword.failed')}
              </FormMessage>
            )}
            <PasswordField
              label={t('account.field.oldPassword')}
              autoComplete="current-password"
              error={fieldErrorText(t, errors.old_password?.message)}
              {...register('old_password')}
            />
            <PasswordField
              label={t('account.field.newPassword')}
              autoComplete="new-password"
              hint={t('account.password.hint')}
              error={fieldErrorText(t, errors.new_password?.message)}
              {...register('new_password')}
            />
            <PasswordMeter password={newPassword} />
            <PasswordField
              label={t('account.field.passwordConfirmation')}
              autoComplete="new-password"
              error={fieldErrorText(t, errors.password_confirmation?.message)}
              {...register('password_confirmation')}
            />
            <Button type="submit" size="lg" loading={isSubmitting} className="mt-2">
              {t('account.changePassword.submit')}
            </Button>
          </form>
        </FormCard>
      </div>
    </ProfileShell>
  );
}
