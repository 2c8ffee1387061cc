import { Link, useSearchParams } from 'react-router';
import type { Announcement } from '@app/contract/announcements/schemas';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon, icons } from '@/shared/ui/icons';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useAnnouncements } from '../api/announcements';
import { AnnouncementStatusBadge } from '../components/announcement-status';
import { megaphoneIcon } from '../lib/icon';
import { audienceOf, subjectOf, whenOf } from '../lib/format';

/** /announcements: what was sent to the courses' learners, newest first, and how each mailing stands. */
export function Component() {
  const t = useT();
  usePageTitle(t('announcements.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAnnouncements(page);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const go = (next: number) =>
    setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t('announcements.title')}
          </h1>
          <p className="mt-1 text-ink-soft">{t('announcements.lead')}</p>
        </div>
        <LinkButton to="/announcements/new">
          <Icon path={icons.plus} size={18} />
          {t('announcements.new')}
        </LinkButton>
      </div>

      {list.error ? (
        <Alert tone="error">{errorText(t, list.error)}</Alert>
      ) : !data ? (
        <ListSkeleton rows={4} />
      ) : data.items.length === 0 ? (
        <EmptyState
          title={t('announcements.empty.title')}
          lead={t('announcements.empty.lead')}
          icon={megaphoneIcon}
          testId="announcements-empty"
        >
          <LinkButton to="/announcements/new">
            <Icon path={icons.plus} size={18} />
            {t('announcements.new')}
          </LinkButton>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-ink-soft" role="status">
            {t('announcements.count', { count: data.total })}
          </p>
          <Rows items={data.items} busy={list.isFetching} />
          {pages > 1 && (
            <nav aria-label={t('orders.pages')} className="flex items-center justify-between gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
                {t('orders.previous')}
              </Button>
              <p className="text-sm text-ink-soft" aria-current="page">
                {t('vouchers.page', { page, pages })}
              </p>
              <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
                {t('orders.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function Rows({ items, busy }: { items: Announcement[]; busy: boolean }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <ul className="flex flex-col gap-2" aria-busy={busy || undefined} data-testid="announcements">
      {items.map((a) => (
        <li key={a.id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/announcements/${a.id}`}
                className="font-semibold break-words text-brand-strong underline-offset-2 hover:underline"
              >
                {subjectOf(a, lang)}
              </Link>
              <AnnouncementStatusBadge status={a.status} />
            </div>
            <p className="truncate text-sm text-ink">
              {audienceOf(a, (c) => t('announcements.cohortLabel', c))}
            </p>
            <p className="text-xs text-ink-soft">
              {t('announcements.by', { name: a.sender.name, when: whenOf(a.created_at, lang) })}
            </p>
          </div>
          <p
            className="text-sm font-semibold text-ink tabular-nums sm:text-right"
            data-testid="announcement-sent"
          >
            {t('announcements.sentOf', { sent: a.sent, count: a.recipients })}
          </p>
        </li>
      ))}
    </ul>
  );
}
