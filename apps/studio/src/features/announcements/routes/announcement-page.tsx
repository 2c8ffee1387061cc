import { useLocation, useParams } from 'react-router';
import type { Announcement } from '@app/contract/announcements/schemas';
import type { Locale } from '@app/contract/envelope';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Icon, icons } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { Link } from 'react-router';
import { useAnnouncement } from '../api/announcements';
import { AnnouncementStatusBadge } from '../components/announcement-status';
import { LANGUAGE_ORDER } from '../lib/form';
import { audienceOf, subjectOf, whenOf } from '../lib/format';

/** /announcements/:id: one announcement, its texts, and its mailing as it goes. */
export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const found = useAnnouncement(id);
  const justSent = Boolean((useLocation().state as { sent?: boolean } | null)?.sent);
  const lang = useI18n((s) => s.locale);
  usePageTitle(found.data ? subjectOf(found.data, lang) : t('announcements.title'));
  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/announcements"
        className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-brand-strong hover:underline"
      >
        <Icon path={icons.arrowLeft} size={16} />
        {t('announcements.back')}
      </Link>
      {found.error ? (
        <Alert tone="error">
          {found.error instanceof ApiError && found.error.status === 404
            ? t('announcements.notFound')
            : errorText(t, found.error)}
        </Alert>
      ) : !found.data ? (
        <div className="card flex flex-col gap-3 p-6" aria-busy="true">
          <Skeleton className="h-7 w-2/3 rounded" />
          <Skeleton className="h-5 w-1/3 rounded" />
        </div>
      ) : (
        <Details a={found.data} justSent={justSent} />
      )}
    </div>
  );
}

function Details({ a, justSent }: { a: Announcement; justSent: boolean }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const written = LANGUAGE_ORDER.filter((l: Locale) => a.subject[l] !== '');
  const figures: [string, number][] = [
    [t('announcements.figure.recipients'), a.recipients],
    [t('announcements.figure.sent'), a.sent],
    [t('announcements.figure.skipped'), a.skipped],
    [t('announcements.figure.failed'), a.failed],
  ];
  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
            {subjectOf(a, lang)}
          </h1>
          <AnnouncementStatusBadge status={a.status} />
        </div>
        <p className="text-ink-soft">
          {audienceOf(a, (c) => t('announcements.cohortLabel', c))} ·{' '}
          {t('announcements.by', { name: a.sender.name, when: whenOf(a.created_at, lang) })}
        </p>
      </div>
      {justSent && <Alert tone="success">{t('announcements.queued')}</Alert>}
      <section className="card p-4 sm:p-6" aria-labelledby="announcement-mailing">
        <h2 id="announcement-mailing" className="text-base font-bold text-ink">
          {t('announcements.mailing')}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4" aria-live="polite">
          {figures.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-1">
              <dt className="text-xs text-ink-soft">{label}</dt>
              <dd className="text-xl font-bold text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {a.finished_at && (
          <p className="mt-4 text-sm text-ink-soft">
            {t('announcements.finished', { when: whenOf(a.finished_at, lang) })}
          </p>
        )}
      </section>
      {written.map((l) => (
        <section key={l} className="card p-4 sm:p-6" aria-labelledby={`announcement-text-${l}`} lang={l}>
          <h2 id={`announcement-text-${l}`} className="text-base font-bold text-ink">
            {t(`announcements.language.${l}`)}
          </h2>
          <p className="mt-3 font-semibold break-words text-ink">{a.subject[l]}</p>
          <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">{a.body[l]}</p>
        </section>
      ))}
    </>
  );
}
