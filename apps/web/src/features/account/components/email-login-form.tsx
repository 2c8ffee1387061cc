import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { emailLogin } from '@app/contract/account/schemas';
import { withFieldCodes } from '@app/contract/errors';
import { paths } from '@/shared/routes/route-table';
import { codeText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { useLogin } from '../api/login';
import { useCompleteLogin, type InlineLoginError } from '../hooks/use-complete-login';
import { FormMessage, PasswordField, TextField } from '@/shared/forms/form-field';

/** Email and password, form-encoded (product §3, §7); failures as product §5 and §8 say. */
export function EmailLoginForm() {
  const t = useT();
  const login = useLogin();
  const complete = useCompleteLogin();
  const [inline, setInline] = useState<InlineLoginError>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(emailLogin, withFieldCodes),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setInline(null);
    const outcome = await login.mutateAsync({ via: 'email', email: values.email, password: values.password });
    setInline(await complete(outcome, values.email.trim().toLowerCase()));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {inline && <FormMessage tone="error">{codeText(t, inline.code)}</FormMessage>}
      <TextField
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldText(t, errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('account.field.password')}
        autoComplete="current-password"
        error={fieldText(t, errors.password?.message)}
        {...register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand hover:underline">
          {t('account.login.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('account.login.submit')}
      </Button>
    </form>
  );
}
