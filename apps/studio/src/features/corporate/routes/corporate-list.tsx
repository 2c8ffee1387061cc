import { Link, useSearchParams } from 'react-router';
import { CORPORATE_LIMITS } from '@app/contract/corporate/constants';
import type { CorporateOrder } from '@app/contract/corporate/schemas';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Pager } from '@/shared/ui/pager';
import { Alert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { SearchForm } from '@/shared/ui/search-input';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useCorporateOrders, type CorporateFilter } from '../api/corporate';
import { CorporateEmpty } from '../components/corporate-empty';
import { day } from '../lib/format';

const filterOf = (params: URLSearchParams): CorporateFilter => ({
  q: params.get('q') ?? '',
  page: Math.max(1, Number(params.get('page')) || 1),
});

/** /corporate: the company's corporate orders, newest first (admins only). */
export function Component() {
  const t = useT();
  usePageTitle(t('corporate.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useCorporateOrders(filter);
  const update = (patch: Partial<CorporateFilter>) => {
    const next = { ...filter, page: 1, ...patch };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: patch.page === undefined });
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('corporate.title')}</h1>
          <p className="mt-1 text-ink-soft">{t('corporate.lead')}</p>
        </div>
        <LinkButton to="/corporate/new">
          <Icon path={icons.plus} size={18} />
          {t('corporate.new')}
        </LinkButton>
      </div>
      <Search value={filter.q} onChange={(q) => update({ q })} />

      {list.error ? (
        <Alert tone="error">{errorText(t, list.error)}</Alert>
      ) : !data ? (
        <ListSkeleton rows={4} />
      ) : data.items.length === 0 ? (
        filter.q ? (
          <CorporateEmpty title={t('corporate.none.title')} lead={t('corporate.none.lead')}>
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              {t('corporate.none.reset')}
            </Button>
          </CorporateEmpty>
        ) : (
          <CorporateEmpty title={t('corporate.empty.title')} lead={t('corporate.empty.lead')}>
            <LinkButton to="/corporate/new">
              <Icon path={icons.plus} size={18} />
              {t('corporate.new')}
            </LinkButton>
          </CorporateEmpty>
        )
      ) : (
        <>
          <p className="text-sm text-ink-soft" role="status">
            {t('corporate.count', { count: data.total })}
          </p>
          <OrderRows items={data.items} busy={list.isFetching} />
          {pages > 1 && <Pager page={filter.page} pages={pages} onPage={(page) => update({ page })} />}
        </>
      )}
    </div>
  );
}

/** Search by client or invoice number, after a pause in typing (or Enter). */
function Search({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const t = useT();
  return (
    <SearchForm
      id="corporate-search"
      label={t('corporate.search')}
      placeholder={t('corporate.searchPlaceholder')}
      maxLength={CORPORATE_LIMITS.maxSearch}
      value={value}
      onChange={onChange}
    />
  );
}

/** A page of orders: client, invoice, date, people, courses. */
function OrderRows({ items, busy }: { items: CorporateOrder[]; busy: boolean }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <ul className="flex flex-col gap-2" aria-busy={busy || undefined} data-testid="corporate-orders">
      {items.map((o) => (
        <li key={o.id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <Link
              to={`/corporate/${o.id}`}
              className="font-semibold break-words text-brand-strong underline-offset-2 hover:underline"
            >
              {o.client_name}
            </Link>
            <p className="text-sm text-ink">
              {t('corporate.invoice')}: <span className="font-mono break-all">{o.invoice_number}</span>
            </p>
            <p className="text-xs text-ink-soft">{o.courses.map((c) => c.title).join(' · ')}</p>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 text-sm sm:text-right">
            <div className="flex flex-col gap-1">
              <dt className="text-xs text-ink-soft">{t('corporate.people')}</dt>
              <dd className="font-semibold text-ink tabular-nums">{o.people}</dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-xs text-ink-soft">{t('corporate.date')}</dt>
              <dd className="font-semibold text-ink">{day(o.created_at, lang)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
