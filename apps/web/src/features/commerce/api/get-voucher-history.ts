import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@app/contract/catalog/constants';
import { getVoucherHistory as getVoucherHistoryCall } from '@app/contract/commerce/endpoints';
import type { Voucher } from '@app/contract/commerce/schemas';
import type { Locale } from '@app/contract/envelope';
import { vouchersKey } from '@/shared/commerce/orders';
import { call } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { TAB_STATUSES, VOUCHER_PAGE_SIZE, type VoucherParams } from '../lib/list-params';

export interface VoucherPage {
  vouchers: Voucher[];
  total: number;
}

/**
 * product §7: GET /api/v1/vouchers/history?page&limit&q[name_cont]&q[status_eq]. A tab of one
 * status is one page of the server's list. The Expired tab holds two statuses (expired and used
 * up) and the call filters by one: both are read whole (up to 100 each, far more than a learner
 * holds) and paged here, ending first shown first.
 */
export async function getVoucherPage(
  { tab, q, page }: VoucherParams,
  signal?: AbortSignal,
): Promise<VoucherPage> {
  const statuses = TAB_STATUSES[tab];
  const name = q || undefined;
  if (!statuses || statuses.length === 1) {
    const answer = await call(
      getVoucherHistoryCall,
      { query: { page, limit: VOUCHER_PAGE_SIZE, 'q[name_cont]': name, 'q[status_eq]': statuses?.[0] } },
      { signal },
    );
    return { vouchers: answer.data, total: answer.meta.total };
  }
  const answers = await Promise.all(
    statuses.map((status) =>
      call(
        getVoucherHistoryCall,
        { query: { page: 1, limit: MAX_PAGE_SIZE, 'q[name_cont]': name, 'q[status_eq]': status } },
        { signal },
      ),
    ),
  );
  const all = answers
    .flatMap((a) => a.data)
    .sort((a, b) => (b.ends_at ?? '').localeCompare(a.ends_at ?? '') || b.id - a.id);
  const start = (page - 1) * VOUCHER_PAGE_SIZE;
  return { vouchers: all.slice(start, start + VOUCHER_PAGE_SIZE), total: all.length };
}

export const voucherPageQueryOptions = (params: VoucherParams, locale: Locale) =>
  queryOptions({
    queryKey: [...vouchersKey, locale, params.tab, params.q, params.page] as const,
    queryFn: ({ signal }) => getVoucherPage(params, signal),
    placeholderData: keepPreviousData,
  });

export function useVoucherPage(params: VoucherParams) {
  const locale = useI18n((s) => s.locale);
  return useQuery(voucherPageQueryOptions(params, locale));
}
