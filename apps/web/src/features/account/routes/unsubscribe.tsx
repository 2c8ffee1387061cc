import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { paths } from '@/shared/routes/route-table';
import { Button, LinkButton } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useSetSubscribed, useSubscription } from '../api/subscription';
import { AuthCard, StatusIcon } from '../components/auth-shell';

/**
 * /unsubscribe/:token, the link of every announcement's mail (decision 55): opening it only reads
 * whose link it is (mail scanners open links too); the button unsubscribes, and another subscribes
 * again. No sign-in: the signed link is the permission.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('account.unsubscribe.title'));
  const { token = '' } = useParams();
  const found = useSubscription(token);
  const change = useSetSubscribed(token);
  const box = useRef<HTMLDivElement>(null);
  const changed = change.isSuccess ? change.data.subscribed : null;

  // After a change its button is replaced: focus moves to the new one (not lost to the page), and
  // the status line below says what happened.
  useEffect(() => {
    if (changed !== null) box.current?.querySelector('button')?.focus();
  }, [changed]);

  if (found.isPending)
    return (
      <AuthCard title={t('account.unsubscribe.title')}>
        <Spinner text={t('account.unsubscribe.reading')} />
      </AuthCard>
    );
  if (found.error) {
    const expired = found.error instanceof ApiError && found.error.status === 410;
    const invalid = found.error instanceof ApiError && found.error.status === 404;
    return (
      <AuthCard
        icon={<StatusIcon tone="error" />}
        title={t('account.unsubscribe.brokenTitle')}
        lead={
          expired
            ? t('account.unsubscribe.expired')
            : invalid
              ? t('account.unsubscribe.invalid')
              : errorText(t, found.error)
        }
      >
        <LinkButton to={paths.home} size="lg" className="w-full">
          {t('account.unsubscribe.home')}
        </LinkButton>
      </AuthCard>
    );
  }
  const { company, email, subscribed } = found.data;
  const failure = change.error ? (
    <p
      role="alert"
      className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {errorText(t, change.error)}
    </p>
  ) : null;
  return (
    <div ref={box}>
      <p role="status" className="sr-only">
        {changed === null
          ? ''
          : changed
            ? t('account.unsubscribe.backTitle', { company })
            : t('account.unsubscribe.doneTitle')}
      </p>
      {subscribed ? (
        <AuthCard
          icon={<StatusIcon tone="mail" />}
          title={
            changed === true
              ? t('account.unsubscribe.backTitle', { company })
              : t('account.unsubscribe.askTitle', { company })
          }
          lead={t('account.unsubscribe.askText', { email })}
        >
          {failure}
          <Button
            size="lg"
            className="w-full"
            loading={change.isPending}
            onClick={() => change.mutate(false)}
          >
            {t('account.unsubscribe.confirm')}
          </Button>
        </AuthCard>
      ) : (
        <AuthCard
          icon={<StatusIcon tone="success" />}
          title={t('account.unsubscribe.doneTitle')}
          lead={t('account.unsubscribe.doneText', { company, email })}
        >
          {failure}
          <div className="flex flex-col gap-3">
            <Button
              size="lg"
              variant="secondary"
              loading={change.isPending}
              onClick={() => change.mutate(true)}
            >
              {t('account.unsubscribe.again')}
            </Button>
            <LinkButton to={paths.home} size="lg">
              {t('account.unsubscribe.home')}
            </LinkButton>
          </div>
        </AuthCard>
      )}
    </div>
  );
}
