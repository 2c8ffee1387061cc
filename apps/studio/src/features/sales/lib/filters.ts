import { bookingStatuses, paymentMethods, type BookingStatus } from '@app/contract/commerce/constants';
import { NO_VOUCHER, SALES_LIMITS, salesGroupings, type SalesGrouping } from '@app/contract/sales/constants';

/**
 * The sales pages' filters as the address holds them, so a reload, Back and a shared link keep
 * them. Anything the address says that is not an option reads as no filter.
 */
export interface SalesFilter {
  course_id: number | null;
  method: string;
  /** A voucher's id, `none`, or '' for any. */
  voucher: string;
}
export interface SummaryFilter extends SalesFilter {
  from: string;
  to: string;
  group: SalesGrouping;
}
export interface OrdersFilter extends SalesFilter {
  q: string;
  status: BookingStatus | '';
  from: string;
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOr = (value: string | null, fallback: string) => (value && DATE.test(value) ? value : fallback);

function salesFilterOf(params: URLSearchParams): SalesFilter {
  const course = Number(params.get('course'));
  const method = params.get('method') ?? '';
  const voucher = params.get('voucher') ?? '';
  return {
    course_id: Number.isInteger(course) && course > 0 ? course : null,
    method: (paymentMethods as readonly string[]).includes(method) ? method : '',
    voucher: voucher === NO_VOUCHER || /^[1-9]\d{0,8}$/.test(voucher) ? voucher : '',
  };
}

/** `date` moved by `days` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The dashboard's filter: the last 30 days to today (the company's) unless the address says. */
export function summaryFilterOf(params: URLSearchParams, today: string): SummaryFilter {
  const group = params.get('group') as SalesGrouping | null;
  return {
    ...salesFilterOf(params),
    from: dateOr(params.get('from'), addDays(today, -29)),
    to: dateOr(params.get('to'), today),
    group: group && salesGroupings.includes(group) ? group : 'day',
  };
}

export function ordersFilterOf(params: URLSearchParams): OrdersFilter {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    ...salesFilterOf(params),
    q: (params.get('q') ?? '').slice(0, SALES_LIMITS.search),
    status: (bookingStatuses as readonly string[]).includes(status) ? (status as BookingStatus) : '',
    from: dateOr(params.get('from'), ''),
    to: dateOr(params.get('to'), ''),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a filter: only what differs from the default, in a stable order. */
export function searchOf(values: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  return search;
}
