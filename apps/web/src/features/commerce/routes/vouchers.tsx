import { useCallback, useRef } from 'react';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { paths } from '@/shared/routes/route-table';
import { Button, LinkButton } from '@/shared/ui/button';
import { Pagination } from '@/shared/ui/pagination';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useVoucherPage } from '../api/get-voucher-history';
import { ProfileHeader } from '@/shared/ui/profile-header';
import { SearchField } from '../components/search-field';
import { VoucherCard, VoucherGridSkeleton } from '../components/voucher-card';
import { tabId, VOUCHER_PANEL_ID, VoucherTabs } from '../components/voucher-tabs';
import { useSearchUpdate } from '../hooks/use-search-update';
import { countLabel } from '../lib/format';
import { parseVoucherParams, VOUCHER_PAGE_SIZE, type VoucherTab } from '../lib/list-params';

const EMPTY: Record<VoucherTab, { title: MessageKey; text: MessageKey }> = {
  all: { title: 'commerce.vouchers.empty.all', text: 'commerce.vouchers.empty.allText' },
  available: { title: 'commerce.vouchers.empty.available', text: 'commerce.vouchers.empty.availableText' },
  used: { title: 'commerce.vouchers.empty.used', text: 'commerce.vouchers.empty.usedText' },
  expired: { title: 'commerce.vouchers.empty.expired', text: 'commerce.vouchers.empty.expiredText' },
};

/**
 * product §2 /profile/voucher: the learner's vouchers by tab (all, available, used, expired or used
 * up), searched by name, 10 a page (§9); each with its code to copy and its conditions.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('commerce.vouchers.title'));
  const { search, update } = useSearchUpdate();
  const params = parseVoucherParams(search);
  const vouchers = useVoucherPage(params);
  const gridTop = useRef<HTMLDivElement>(null);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);

  const total = vouchers.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / VOUCHER_PAGE_SIZE));
  const empty = EMPTY[params.tab];

  return (
    <>
      <ProfileHeader title={t('commerce.vouchers.title')} lead={t('commerce.vouchers.lead')} />
      <div className="container-page space-y-5 py-6 sm:py-10">
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem] md:items-end">
          <VoucherTabs value={params.tab} onChange={(tab) => update({ tab })} />
          <SearchField
            label={t('commerce.vouchers.search')}
            placeholder={t('commerce.vouchers.searchPlaceholder')}
            value={params.q}
            onSearch={onSearch}
          />
        </div>
        <div
          ref={gridTop}
          id={VOUCHER_PANEL_ID}
          role="tabpanel"
          aria-labelledby={tabId(params.tab)}
          className="space-y-4"
        >
          <p className="text-sm font-medium text-ink-soft" aria-live="polite">
            {vouchers.data && countLabel(t, 'commerce.vouchers.count', total)}
          </p>
          {vouchers.isPending ? (
            <VoucherGridSkeleton label={t('commerce.vouchers.loading')} />
          ) : vouchers.isError ? (
            <ErrorState onRetry={() => void vouchers.refetch()} />
          ) : vouchers.data.vouchers.length === 0 ? (
            params.q ? (
              <EmptyState
                title={t('commerce.vouchers.noMatch', { q: params.q })}
                text={t('commerce.vouchers.noMatchText')}
                action={
                  <Button variant="secondary" onClick={() => update({ q: undefined })}>
                    {t('commerce.vouchers.clearSearch')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={t(empty.title)}
                text={t(empty.text)}
                action={
                  params.tab === 'all' || params.tab === 'available' ? (
                    <LinkButton to={paths.education}>{t('commerce.transactions.browse')}</LinkButton>
                  ) : undefined
                }
              />
            )
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" aria-busy={vouchers.isFetching || undefined}>
              {vouchers.data.vouchers.map((voucher) => (
                <li key={voucher.id}>
                  <VoucherCard voucher={voucher} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Pagination
          page={params.page}
          pages={pages}
          onChange={(page) => {
            update({ page });
            gridTop.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </div>
    </>
  );
}
