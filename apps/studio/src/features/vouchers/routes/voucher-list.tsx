import { Link, useSearchParams } from 'react-router';
import { formatMinor } from '@app/contract/money';
import { VOUCHER_LIMITS } from '@app/contract/vouchers/constants';
import type { StudioVoucher } from '@app/contract/vouchers/schemas';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Pager } from '@/shared/ui/pager';
import { Alert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { SearchForm } from '@/shared/ui/search-input';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useVouchers, type VoucherFilter } from '../api/vouchers';
import { VoucherEmpty } from '../components/voucher-empty';
import { VoucherStateBadge } from '../components/voucher-state';
import { discountText, usesText, validityText } from '../lib/format';

const filterOf = (params: URLSearchParams): VoucherFilter => ({
  q: params.get('q') ?? '',
  batch: params.get('batch') ?? '',
  page: Math.max(1, Number(params.get('page')) || 1),
});

/** /vouchers: the company's vouchers, newest first, with their uses and what they have cost. */
export function Component() {
  const t = useT();
  usePageTitle(t('vouchers.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useVouchers(filter);
  const update = (patch: Partial<VoucherFilter>) => {
    const next = { ...filter, page: 1, ...patch };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.batch) search.set('batch', next.batch);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: patch.page === undefined });
  };
  const data = list.data;
  const filtered = Boolean(filter.q || filter.batch);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('vouchers.title')}</h1>
          <p className="mt-1 text-ink-soft">{t('vouchers.lead')}</p>
        </div>
        <LinkButton to="/vouchers/new">
          <Icon path={icons.plus} size={18} />
          {t('vouchers.new')}
        </LinkButton>
      </div>
      <Search value={filter.q} onChange={(q) => update({ q, batch: '' })} />
      {filter.batch && (
        <Alert tone="info">
          <span className="flex flex-wrap items-center justify-between gap-2">
            {t('vouchers.batchShown')}
            <Button variant="secondary" size="sm" onClick={() => update({ batch: '' })}>
              {t('vouchers.batchAll')}
            </Button>
          </span>
        </Alert>
      )}

      {list.error ? (
        <Alert tone="error">{errorText(t, list.error)}</Alert>
      ) : !data ? (
        <ListSkeleton rows={5} />
      ) : data.items.length === 0 ? (
        filtered ? (
          <VoucherEmpty title={t('vouchers.none.title')} lead={t('vouchers.none.lead')}>
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              {t('vouchers.none.reset')}
            </Button>
          </VoucherEmpty>
        ) : (
          <VoucherEmpty title={t('vouchers.empty.title')} lead={t('vouchers.empty.lead')}>
            <LinkButton to="/vouchers/new">
              <Icon path={icons.plus} size={18} />
              {t('vouchers.new')}
            </LinkButton>
          </VoucherEmpty>
        )
      ) : (
        <>
          <p className="text-sm text-ink-soft" role="status">
            {t('vouchers.count', { count: data.total })}
          </p>
          <VoucherRows items={data.items} busy={list.isFetching} />
          {pages > 1 && <Pager page={filter.page} pages={pages} onPage={(page) => update({ page })} />}
        </>
      )}
    </div>
  );
}

/** Search by code or name, after a pause in typing (or Enter). */
function Search({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const t = useT();
  return (
    <SearchForm
      id="voucher-search"
      label={t('vouchers.search')}
      placeholder={t('vouchers.searchPlaceholder')}
      maxLength={VOUCHER_LIMITS.search}
      value={value}
      onChange={onChange}
    />
  );
}

/** A page of vouchers: code, state, name, discount, dates, uses against the quota, cost so far. */
function VoucherRows({ items, busy }: { items: StudioVoucher[]; busy: boolean }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <ul className="flex flex-col gap-2" aria-busy={busy || undefined} data-testid="vouchers">
      {items.map((v) => (
        <li key={v.id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/vouchers/${v.id}`}
                className="font-mono text-sm font-semibold break-all text-brand-strong underline-offset-2 hover:underline"
              >
                {v.code}
              </Link>
              <VoucherStateBadge state={v.state} />
            </div>
            <p className="truncate text-sm text-ink">{v.name[lang] || v.name.en}</p>
            <p className="text-xs text-ink-soft">
              {discountText(t, v, lang)} · {validityText(t, v, lang)}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 text-sm sm:text-right">
            <div className="flex flex-col gap-1">
              <dt className="text-xs text-ink-soft">{t('vouchers.uses')}</dt>
              <dd className="font-semibold text-ink tabular-nums" data-testid="voucher-uses">
                {usesText(t, v, lang)}
              </dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-xs text-ink-soft">{t('vouchers.cost')}</dt>
              <dd className="font-semibold text-ink tabular-nums" data-testid="voucher-cost">
                {formatMinor(v.cost_minor, v.currency, lang)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
