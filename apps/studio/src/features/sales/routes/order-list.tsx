import { Link, useSearchParams } from 'react-router';
import { bookingStatuses } from '@app/contract/commerce/constants';
import { formatMinor } from '@app/contract/money';
import { SALES_LIMITS } from '@app/contract/sales/constants';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Pager } from '@/shared/ui/pager';
import { Alert } from '@/shared/ui/alert';
import { Button, buttonClass } from '@/shared/ui/button';
import { SearchInput, useSearchWords } from '@/shared/ui/search-input';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useSalesOptions, useSalesOrders } from '../api/sales';
import { OrderStatus } from '../components/order-status';
import { SalesEmpty } from '../components/sales-empty';
import { FilterField, SalesFilterFields } from '../components/sales-filters';
import { SalesTabs } from '../components/sales-tabs';
import { ordersFilterOf, searchOf, type OrdersFilter } from '../lib/filters';
import { dateTime, methodName } from '../lib/format';

/** The export of every order the list's filters match (not only this page). */
export const csvHref = (f: OrdersFilter) =>
  `/api/studio/sales/orders.csv?${searchOf({
    q: f.q,
    status: f.status,
    course_id: f.course_id,
    method: f.method,
    voucher: f.voucher,
    from: f.from,
    to: f.to,
  }).toString()}`.replace(/\?$/, '');

/** /sales/orders: the orders, newest first, with search, filters and paging in the address. */
export function Component() {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  usePageTitle(t('orders.title'));
  const [params, setParams] = useSearchParams();
  const filter = ordersFilterOf(params);
  const options = useSalesOptions();
  const list = useSalesOrders(filter);
  const update = (patch: Partial<OrdersFilter>) => {
    const next = { ...filter, page: 1, ...patch };
    setParams(
      searchOf({
        q: next.q,
        status: next.status,
        course: next.course_id,
        method: next.method,
        voucher: next.voucher,
        from: next.from,
        to: next.to,
        page: next.page > 1 ? next.page : null,
      }),
      { replace: patch.page === undefined },
    );
  };
  const filtered = [...params.keys()].some((k) => k !== 'page');
  const data = list.data;
  const timeZone = options.data?.time_zone;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('orders.title')}</h1>
          <p className="mt-1 text-ink-soft">{t('orders.lead')}</p>
        </div>
        <CsvLink filter={filter} />
      </div>
      <SalesTabs />
      <OrderFilters filter={filter} onChange={update}>
        <SalesFilterFields filter={filter} options={options.data} onChange={update} />
      </OrderFilters>

      {list.error ? (
        <Alert tone="error">{errorText(t, list.error)}</Alert>
      ) : !data ? (
        <ListSkeleton rows={6} />
      ) : data.items.length === 0 ? (
        filtered ? (
          <SalesEmpty title={t('orders.none.title')} lead={t('orders.none.lead')}>
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              {t('sales.reset')}
            </Button>
          </SalesEmpty>
        ) : (
          <SalesEmpty title={t('orders.empty.title')} lead={t('orders.empty.lead')} />
        )
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-busy={list.isFetching || undefined} data-testid="orders">
            {data.items.map((o) => (
              <li key={o.id} className="card flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/sales/orders/${o.id}`}
                    className="font-mono text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
                  >
                    {o.order_number}
                  </Link>
                  <p className="truncate text-sm text-ink">{o.course.title}</p>
                  <p className="truncate text-xs text-ink-soft">
                    {o.learner.full_name} · {o.learner.email}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:justify-end">
                  <OrderStatus status={o.status} />
                  <span className="text-ink-soft">{methodName(t, o.method)}</span>
                  <span className="font-semibold text-ink tabular-nums">
                    {formatMinor(o.total_minor, o.currency, lang)}
                  </span>
                  <span className="text-xs text-ink-soft">{dateTime(o.created_at, lang, timeZone)}</span>
                </div>
              </li>
            ))}
          </ul>
          {(filter.page > 1 || data.has_more) && (
            <Pager page={filter.page} hasNext={data.has_more} onPage={(page) => update({ page })} />
          )}
        </>
      )}
    </div>
  );
}

/** Search (after a pause in typing), status and the days the orders were made. */
function OrderFilters({
  filter,
  onChange,
  children,
}: {
  filter: OrdersFilter;
  onChange: (patch: Partial<OrdersFilter>) => void;
  children: React.ReactNode;
}) {
  const t = useT();
  const { q, setQ, submit } = useSearchWords(filter.q, (q) => onChange({ q }));
  return (
    <form
      role="search"
      aria-label={t('orders.search')}
      className="card grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 sm:p-4 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FilterField label={t('orders.search')} className="sm:col-span-2">
        {(id) => (
          <SearchInput
            id={id}
            value={q}
            onChange={setQ}
            maxLength={SALES_LIMITS.search}
            placeholder={t('orders.searchPlaceholder')}
          />
        )}
      </FilterField>
      <FilterField label={t('orders.status')}>
        {(id) => (
          <select
            id={id}
            className="control"
            value={filter.status}
            onChange={(event) => onChange({ status: event.target.value as OrdersFilter['status'] })}
          >
            <option value="">{t('orders.status.all')}</option>
            {bookingStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`orders.status.${s}`)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField label={t('sales.from')}>
        {(id) => (
          <input
            id={id}
            type="date"
            className="control"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        )}
      </FilterField>
      <FilterField label={t('sales.to')}>
        {(id) => (
          <input
            id={id}
            type="date"
            className="control"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        )}
      </FilterField>
      {children}
    </form>
  );
}

/** A plain link: the browser downloads the streamed file with the studio's cookie. */
function CsvLink({ filter }: { filter: OrdersFilter }) {
  const t = useT();
  return (
    <a
      href={csvHref(filter)}
      download
      title={t('orders.csvHint')}
      className={buttonClass('secondary')}
      data-testid="orders-csv"
    >
      {t('orders.csv')}
    </a>
  );
}
