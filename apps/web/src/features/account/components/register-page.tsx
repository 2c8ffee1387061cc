import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useDeviceKey } from '@/shared/lib/use-hydrated';
import { getToken } from '@/shared/session/session-store';
import { Button, LinkButton } from '@/shared/ui/button';
import { outboxQueryOptions } from '../api/get-outbox';
import { AuthCard, StatusIcon } from './auth-shell';
import { READY, RegisterWizard } from './register-wizard';
import { returnQuery } from '../lib/return-to';
import { holdsDraft, useRegistrationDraft } from '../stores/registration-draft';

/**
 * Whether the developer outbox answers this browser: only on the server's own machine without an
 * SMTP server (the server decides, per request; anyone else gets 404 and never sees the button).
 */
function useDevOutbox(enabled: boolean) {
  const outbox = useQuery({ ...outboxQueryOptions(), enabled, retry: false, refetchInterval: false });
  return outbox.isSuccess;
}

/** After submitting: check your email (and, in development, the outbox that holds the mail). */
function RegisterSuccess() {
  const t = useT();
  const { email, message, reset } = useRegistrationDraft();
  const { search } = useLocation();
  const ready = message === READY;
  const devOutbox = useDevOutbox(!ready);
  return (
    <AuthCard
      icon={<StatusIcon tone={ready ? 'success' : 'mail'} />}
      title={ready ? t('account.confirm.successTitle') : t('account.register.successTitle')}
      lead={ready ? t('account.register.readyText') : t('account.register.successText', { email })}
    >
      <div className="flex flex-col gap-3">
        <LinkButton to={`${paths.login}${returnQuery(search)}`} size="lg" onClick={reset}>
          {t('account.toLogin')}
        </LinkButton>
        {devOutbox && !ready && (
          <LinkButton to={paths.devOutbox} variant="secondary" size="lg">
            {t('account.register.devOutbox')}
          </LinkButton>
        )}
        <Button variant="ghost" onClick={reset}>
          {t('account.register.again')}
        </Button>
      </div>
    </AuthCard>
  );
}

/** /register: the three steps of product §2, under what the visitor came for (`aside`), if anything. */
function RegisterScreen({ aside }: { aside?: ReactNode }) {
  const t = useT();
  useDocumentTitle(t('nav.register'));
  const { search } = useLocation();
  const [loggedIn] = useState(() => Boolean(getToken()));
  const status = useRegistrationDraft((s) => s.status);
  if (loggedIn) return <Navigate to={paths.home} replace />;
  if (status === 'success') return <RegisterSuccess />;
  return (
    <AuthCard
      wide
      title={t('account.register.title')}
      lead={t('account.register.lead')}
      aside={aside}
      footer={
        <>
          {t('account.register.haveAccount')}{' '}
          <Link
            to={{ pathname: paths.login, search: returnQuery(search) }}
            className="font-bold text-brand hover:underline"
          >
            {t('nav.login')}
          </Link>
        </>
      }
    >
      <RegisterWizard />
    </AuthCard>
  );
}

/**
 * The server renders this page for a visitor with no session and no draft; once hydrated it
 * starts again from what this device holds (a session sends it home; a draft resumes its step).
 */
export function RegisterPage({ aside }: { aside?: ReactNode }) {
  return <RegisterScreen key={useDeviceKey(() => Boolean(getToken()) || holdsDraft())} aside={aside} />;
}
