import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changePasswordBody } from '@app/contract/account/schemas';
import { withFieldCodes } from '@app/contract/errors';
import { setServerErrors } from '@/shared/forms/server-errors';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button } from '@/shared/ui/button';
import { useChangePassword } from '../api/change-password';
import { FormMessage, PasswordField } from '@/shared/forms/form-field';
import { PasswordMeter } from '../components/password-meter';
import { FormCard, ProfileShell } from '../components/profile-shell';

const empty = { old_password: '', new_password: '', password_confirmation: '' };

/** /profile/changepassword: old, new and confirmation; 'Please retry again' on failure (product §5, §8). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('account.menu.changePassword'));
  const change = useChangePassword();
  // 'failed' named fields (a wrong current password among them): the spec's 'Please retry again'
  // above their words; any other failure is worded by its code.
  const [result, setResult] = useState<'success' | 'failed' | { error: unknown } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordBody, withFieldCodes), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await change.mutateAsync(values);
      reset(empty);
      setResult('success');
    } catch (error) {
      const named = setServerErrors(setError, error, { only: Object.keys(empty) });
      setResult(named.length > 0 ? 'failed' : { error });
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
                  : result === 'failed'
                    ? t('account.changePassword.failed')
                    : errorText(t, result.error)}
              </FormMessage>
            )}
            <PasswordField
              label={t('account.field.oldPassword')}
              autoComplete="current-password"
              error={fieldText(t, errors.old_password?.message)}
              {...register('old_password')}
            />
            <PasswordField
              label={t('account.field.newPassword')}
              autoComplete="new-password"
              hint={t('account.password.hint')}
              error={fieldText(t, errors.new_password?.message)}
              {...register('new_password')}
            />
            <PasswordMeter password={newPassword} />
            <PasswordField
              label={t('account.field.passwordConfirmation')}
              autoComplete="new-password"
              error={fieldText(t, errors.password_confirmation?.message)}
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
