import { useSearchParams } from 'react-router';
import { salesGroupings } from '@app/contract/sales/constants';
import type { SalesSummary } from '@app/contract/sales/schemas';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { ChartCard, type ChartView } from '@/shared/ui/chart-card';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useSalesOptions, useSalesSummary } from '../api/sales';
import { FiguresTable } from '../components/figures-table';
import { KpiCards, KpiCardsSkeleton } from '../components/kpi-cards';
import { RevenueChart } from '../components/revenue-chart';
import { SalesEmpty } from '../components/sales-empty';
import { FilterField, SalesFilterFields } from '../components/sales-filters';
import { SalesTabs } from '../components/sales-tabs';
import { searchOf, summaryFilterOf, type SummaryFilter } from '../lib/filters';

/** /sales: the dashboard, its filters in the address (issue 25 item 1). */
export function Component() {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  usePageTitle(t('sales.title'));
  const [params, setParams] = useSearchParams();
  const options = useSalesOptions();
  const today = options.data?.today ?? null;
  const filter = today ? summaryFilterOf(params, today) : null;
  const summary = useSalesSummary(filter);
  const view = params.get('view') === 'table' ? 'table' : 'chart';

  const update = (patch: Partial<SummaryFilter> & { view?: string }) => {
    if (!filter) return;
    const next = { ...filter, view, ...patch };
    setParams(
      searchOf({
        from: next.from,
        to: next.to,
        group: next.group === 'day' ? null : next.group,
        course: next.course_id,
        method: next.method,
        voucher: next.voucher,
        view: next.view === 'table' ? 'table' : null,
      }),
      { replace: true },
    );
  };
  const data = summary.data;
  const empty =
    data && data.totals.orders === 0 && data.totals.paid_orders === 0 && data.totals.refunds === 0;
  const error = options.error ?? summary.error;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('sales.title')}</h1>
        {options.data ? (
          <p className="mt-1 text-ink-soft">
            {t('sales.lead', { currency: options.data.currency, timeZone: options.data.time_zone })}
          </p>
        ) : (
          <Skeleton className="mt-2 h-5 w-72 max-w-full rounded" />
        )}
      </div>
      <SalesTabs />

      <form
        role="search"
        aria-label={t('sales.filters')}
        className="card grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 sm:p-4 lg:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterField label={t('sales.from')}>
          {(id) => (
            <input
              id={id}
              type="date"
              className="control"
              value={filter?.from ?? ''}
              max={filter?.to}
              required
              onChange={(event) => event.target.value && update({ from: event.target.value })}
            />
          )}
        </FilterField>
        <FilterField label={t('sales.to')}>
          {(id) => (
            <input
              id={id}
              type="date"
              className="control"
              value={filter?.to ?? ''}
              min={filter?.from}
              required
              onChange={(event) => event.target.value && update({ to: event.target.value })}
            />
          )}
        </FilterField>
        <FilterField label={t('sales.group')}>
          {(id) => (
            <select
              id={id}
              className="control"
              value={filter?.group ?? 'day'}
              onChange={(event) => update({ group: event.target.value as SummaryFilter['group'] })}
            >
              {salesGroupings.map((g) => (
                <option key={g} value={g}>
                  {t(`sales.group.${g}`)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        {filter && <SalesFilterFields filter={filter} options={options.data} onChange={update} />}
      </form>

      {error ? (
        <Alert tone="error">{errorText(t, error)}</Alert>
      ) : !data ? (
        <div className="flex flex-col gap-6" aria-busy="true">
          <KpiCardsSkeleton />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : empty ? (
        <SalesEmpty title={t('sales.empty.title')} lead={t('sales.empty.lead')}>
          <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            {t('sales.reset')}
          </Button>
        </SalesEmpty>
      ) : (
        <div className="flex flex-col gap-6" aria-busy={summary.isFetching || undefined}>
          <section aria-labelledby="sales-figures">
            <h2 id="sales-figures" className="sr-only">
              {t('sales.figures')}
            </h2>
            <KpiCards totals={data.totals} currency={data.currency} taxRate={data.tax_rate} lang={lang} />
          </section>
          <SalesChart summary={data} view={view} onView={(v) => update({ view: v })} />
        </div>
      )}
    </div>
  );
}

/** The revenue chart, and its table view, the choice kept in the address. */
function SalesChart({
  summary,
  view,
  onView,
}: {
  summary: SalesSummary;
  view: ChartView;
  onView: (view: ChartView) => void;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <ChartCard
      id="sales-chart"
      title={t('sales.chart.title')}
      switchLabel={t('sales.view')}
      viewWords={{ chart: t('sales.view.chart'), table: t('sales.view.table') }}
      view={view}
      onView={onView}
      chart={<RevenueChart summary={summary} lang={lang} />}
      table={<FiguresTable summary={summary} lang={lang} />}
    />
  );
}
