import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { LinkButton } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard, StatusIcon } from '../components/auth-shell';

/** /success-confirms?token=…: the link of the confirmation mail confirms the email (product §11). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('account.confirm.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // The token is single-use: send it once, even when effects run twice in development.
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (token && (confirm.isIdle || confirm.isPending))
    return (
      <AuthCard title={t('account.confirm.title')}>
        <Spinner text={t('account.confirm.pending')} />
      </AuthCard>
    );
  if (confirm.isSuccess)
    return (
      <AuthCard
        icon={<StatusIcon tone="success" />}
        title={t('account.confirm.successTitle')}
        lead={t('account.confirm.successText')}
      >
        <LinkButton to={paths.login} size="lg" className="w-full">
          {t('account.toLogin')}
        </LinkButton>
      </AuthCard>
    );
  return (
    <AuthCard
      icon={<StatusIcon tone="error" />}
      title={t('account.confirm.failedTitle')}
      lead={t('account.confirm.failedText')}
    >
      <div className="flex flex-col gap-3">
        <LinkButton to={paths.login} size="lg">
          {t('account.toLogin')}
        </LinkButton>
        <LinkButton to={paths.register} variant="secondary" size="lg">
          {t('nav.register')}
        </LinkButton>
      </div>
    </AuthCard>
  );
}
