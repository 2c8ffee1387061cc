import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { CorporateCohort } from '@app/contract/corporate/schemas';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Pager } from '@/shared/ui/pager';
import { Alert } from '@/shared/ui/alert';
import { buttonClass } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { ListSkeleton, Skeleton } from '@/shared/ui/skeleton';
import { useCohort } from '../api/corporate';
import { CorporateEmpty } from '../components/corporate-empty';
import { day } from '../lib/format';

/** /corporate/:id: a corporate order's cohort, each person's progress per course, CSV and PDF. */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created);
  const cohort = useCohort(id, page);
  const data = cohort.data;
  usePageTitle(data ? data.order.client_name : t('corporate.cohort'));

  const back = (
    <Link
      to="/corporate"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-strong hover:underline"
    >
      <Icon path={icons.arrowLeft} size={16} />
      {t('corporate.back')}
    </Link>
  );
  if (cohort.error)
    return (
      <div className="flex flex-col gap-6">
        {back}
        {cohort.error instanceof ApiError && cohort.error.status === 404 ? (
          <CorporateEmpty title={t('corporate.notFound')} lead={t('corporate.notFoundLead')} />
        ) : (
          <Alert tone="error">{errorText(t, cohort.error)}</Alert>
        )}
      </div>
    );
  if (!data)
    return (
      <div className="flex flex-col gap-6" aria-busy>
        {back}
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <ListSkeleton rows={4} />
      </div>
    );

  const { order } = data;
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  return (
    <div className="flex flex-col gap-6">
      {back}
      {created && (
        <Alert tone="success">
          {t('corporate.created', { people: order.people, invited: order.invited })}
        </Alert>
      )}
      <Heading cohort={data} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t('corporate.people')} value={order.people} />
        <Figure label={t('corporate.invitedCount')} value={order.invited} />
        <Figure label={t('corporate.enrolments')} value={order.enrolments} />
      </dl>

      <section aria-labelledby="cohort-courses-heading" className="flex flex-col gap-3">
        <h2 id="cohort-courses-heading" className="text-lg font-bold text-ink">
          {t('corporate.coursesCard')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" data-testid="cohort-courses">
          {data.courses.map((c) => (
            <li key={c.id} className="card flex flex-col gap-2 p-4">
              <p className="font-semibold text-ink">{c.title}</p>
              <Progress value={c.average_progress} label={t('corporate.average')} />
              <p className="text-sm text-ink-soft">
                {t('corporate.completedOf', { completed: c.completed, people: c.people })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cohort-people-heading" className="flex flex-col gap-3">
        <h2 id="cohort-people-heading" className="text-lg font-bold text-ink">
          {t('corporate.people')}
        </h2>
        <People cohort={data} busy={cohort.isFetching} />
        {pages > 1 && (
          <Pager page={page} pages={pages} onPage={(next) => setParams({ page: String(next) })} />
        )}
      </section>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="card flex flex-col gap-1 p-4">
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** A percent as a bar with its number written beside it (not told by the bar alone). */
function Progress({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-brand-soft"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${value}%` }} />
      </div>
      <span className="w-12 text-right text-sm font-semibold text-ink tabular-nums">{value} %</span>
    </div>
  );
}

/** Each person of the page with their progress in each course of the order. */
function People({ cohort, busy }: { cohort: CorporateCohort; busy: boolean }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const titles = new Map(cohort.courses.map((c) => [c.id, c.title]));
  return (
    <ul className="flex flex-col gap-2" aria-busy={busy || undefined} data-testid="cohort-people">
      {cohort.people.map((p) => (
        <li key={p.id} className="card flex flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{p.name}</span>
            <span className="text-sm break-all text-ink-soft">{p.email}</span>
            {p.invited && (
              <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
                {t('corporate.invitePending')}
              </span>
            )}
          </div>
          <ul className="flex flex-col gap-2">
            {p.courses.map((c) => (
              <li
                key={c.course_id}
                className="grid grid-cols-1 gap-1 sm:grid-cols-[minmax(0,14rem)_1fr_auto] sm:items-center sm:gap-4"
              >
                <span className="text-sm text-ink">{titles.get(c.course_id)}</span>
                <Progress
                  value={c.progress}
                  label={t('corporate.progressOf', { course: titles.get(c.course_id) ?? '' })}
                />
                <span className="text-xs text-ink-soft sm:text-right">
                  {!c.enrolled
                    ? t('corporate.notEnrolled')
                    : c.completed_at
                      ? t('corporate.completedOn', { date: day(c.completed_at, lang, cohort.time_zone) })
                      : c.last_activity_at
                        ? t('corporate.lastActivity', {
                            date: day(c.last_activity_at, lang, cohort.time_zone),
                          })
                        : t('corporate.notStarted')}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The client, the invoice and when, and the downloads for the client. */
function Heading({ cohort }: { cohort: CorporateCohort }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const { order } = cohort;
  const data = cohort;
  const base = `/api/studio/corporate/orders/${order.id}`;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
          {order.client_name}
        </h1>
        <p className="mt-1 text-ink-soft">
          {t('corporate.invoice')}: <span className="font-mono break-all">{order.invoice_number}</span> ·{' '}
          {day(order.created_at, lang, data.time_zone)}
          {order.created_by && <> · {t('corporate.by', { name: order.created_by })}</>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={`${base}/cohort.csv?lang=${lang}`}
          download
          className={buttonClass('secondary')}
          data-testid="cohort-csv"
        >
          {t('corporate.csv')}
        </a>
        <a
          href={`${base}/report.pdf?lang=${lang}`}
          download
          className={buttonClass('secondary')}
          data-testid="cohort-pdf"
        >
          {t('corporate.pdf')}
        </a>
      </div>
    </div>
  );
}
