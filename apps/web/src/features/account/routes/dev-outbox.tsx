import { ApiError } from '@/shared/http/client';
import { formatDate } from '@/shared/i18n/format';
import { intlLocale, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button } from '@/shared/ui/button';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { Skeleton } from '@/shared/ui/skeleton';
import { useOutbox } from '../api/get-outbox';

/**
 * /dev/outbox: the mails and texts captured while no SMTP server is configured, newest first, so
 * a new user can open their confirmation link locally. With SMTP the call answers 404 and so
 * does this page.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('account.outbox.title'));
  const outbox = useOutbox();

  if (outbox.error instanceof ApiError && outbox.error.status === 404) return <NotFoundPage showHomeLink />;
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="text-xs font-bold tracking-wider text-amber-700 uppercase">
            {t('account.outbox.eyebrow')}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{t('account.outbox.title')}</h1>
          <p className="mt-2 text-ink-soft">{t('account.outbox.lead')}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
        >
          {t('account.outbox.refresh')}
        </Button>
      </div>

      <div className="mt-8">
        {outbox.isPending ? (
          <div role="status" aria-label={t('app.spinner')} className="space-y-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-32 w-full rounded-2xl" />
            ))}
          </div>
        ) : outbox.isError ? (
          <ErrorState onRetry={() => void outbox.refetch()} />
        ) : outbox.data.length === 0 ? (
          <EmptyState title={t('account.outbox.empty')} />
        ) : (
          <ol className="space-y-4">
            {outbox.data.map((m) => (
              <li
                key={m.id}
                className="rounded-2xl border border-line/70 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6"
                data-testid="outbox-message"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span
                    className={cx(
                      'rounded-full px-2.5 py-0.5 text-xs font-bold',
                      m.channel === 'sms' ? 'bg-amber-100 text-amber-900' : 'bg-brand-soft text-brand',
                    )}
                  >
                    {m.channel === 'sms' ? t('account.outbox.sms') : t('account.outbox.email')}
                  </span>
                  <span className="text-ink-soft">
                    {t('account.outbox.to')}: <span className="font-semibold break-all text-ink">{m.to}</span>
                  </span>
                  <time dateTime={m.created_at} className="ml-auto text-ink-soft">
                    {formatDate(m.created_at)}{' '}
                    {new Date(m.created_at).toLocaleTimeString(intlLocale(), { timeStyle: 'short' })}
                  </time>
                </div>
                {m.subject && <h2 className="mt-3 text-lg font-bold">{m.subject}</h2>}
                {m.html_url && (
                  // The mail as its reader's mail client shows it: branded, in their language.
                  <a
                    href={m.html_url}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-2 inline-block text-sm font-semibold text-brand underline underline-offset-2"
                  >
                    {t('account.outbox.html')}
                  </a>
                )}
                <pre className="mt-2 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-soft">
                  {m.text}
                </pre>
                {m.links.length > 0 && (
                  <div className="mt-3">
                    <p className="text-xs font-bold tracking-wider text-ink-soft uppercase">
                      {t('account.outbox.links')}
                    </p>
                    <ul className="mt-1 space-y-1">
                      {m.links.map((href) => (
                        <li key={href}>
                          <a
                            href={href}
                            className="text-sm font-semibold break-all text-brand underline underline-offset-2"
                          >
                            {href}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
