import {
  BOOKING_HISTORY_LIMIT,
  bookingStatuses,
  VOUCHER_HISTORY_LIMIT,
  type BookingStatus,
  type VoucherStatus,
} from '@app/contract/commerce/constants';

const pageOf = (search: URLSearchParams) => {
  const page = Math.floor(Number(search.get('page')));
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 100000) : 1;
};
const termOf = (search: URLSearchParams) => (search.get('q') ?? '').trim().slice(0, 100);

export interface TransactionParams {
  status: BookingStatus | 'all';
  q: string;
  page: number;
}

/** My transactions' filters, read from the URL (?status=&q=&page=), so links and reloads keep them. */
export function parseTransactionParams(search: URLSearchParams): TransactionParams {
  const status = search.get('status') as BookingStatus | null;
  return {
    status: status && bookingStatuses.includes(status) ? status : 'all',
    q: termOf(search),
    page: pageOf(search),
  };
}

/** product §3 "buy history query": page, limit (10, §9), q[order_status_eq], q[name_cont]. */
export function transactionQuery({ status, q, page }: TransactionParams) {
  return {
    page,
    limit: BOOKING_HISTORY_LIMIT,
    'q[order_status_eq]': status === 'all' ? undefined : status,
    'q[name_cont]': q || undefined,
  };
}

export const voucherTabs = ['all', 'available', 'used', 'expired'] as const;
export type VoucherTab = (typeof voucherTabs)[number];

/** The statuses each tab shows: "Expired" holds the vouchers past their end and those used up. */
export const TAB_STATUSES: Record<VoucherTab, readonly VoucherStatus[] | null> = {
  all: null,
  available: ['available'],
  used: ['used'],
  expired: ['expired', 'used_up'],
};

export interface VoucherParams {
  tab: VoucherTab;
  q: string;
  page: number;
}

export function parseVoucherParams(search: URLSearchParams): VoucherParams {
  const tab = search.get('tab') as VoucherTab | null;
  return {
    tab: tab && voucherTabs.includes(tab) ? tab : 'all',
    q: termOf(search),
    page: pageOf(search),
  };
}

export const VOUCHER_PAGE_SIZE = VOUCHER_HISTORY_LIMIT;

/** The order of `?booking=<id>`: a positive whole number, or none. */
export function bookingIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
