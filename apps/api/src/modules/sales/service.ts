import { paymentMethods } from '@app/contract/commerce/constants';
import type { FieldCode } from '@app/contract/errors';
import { NO_VOUCHER, SALES_LIMITS, type SalesGrouping } from '@app/contract/sales/constants';
import type {
  SalesFigures,
  SalesOrdersExportQuery,
  SalesOrdersQuery,
  SalesSummaryQuery,
} from '@app/contract/sales/schemas';
import type { SignedInCaller } from '../../lib/caller.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { SqlRunner } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import * as q from './queries.ts';

/** What the sales services need from the app. */
export interface SalesContext {
  sql: SqlRunner;
}

/** docs/product.md "The studio": an admin sees the whole company, a contributor their courses. */
const viewerOf = (caller: SignedInCaller): q.Viewer => ({
  tenantId: caller.tenant.id,
  userId: caller.user.role === 'admin' ? null : caller.user.id,
});

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first day of the period (ISO week from Monday, calendar month) a day is in. */
export function periodStart(date: string, group: SalesGrouping): string {
  if (group === 'day') return date;
  if (group === 'month') return `${date.slice(0, 7)}-01`;
  const day = dayNumber(date);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return dateOf(day - ((day + 3) % 7));
}

/** Every period's first day from the one `from` is in to the one `to` is in. */
export function periodsOf(from: string, to: string, group: SalesGrouping): string[] {
  const periods: string[] = [];
  let start = periodStart(from, group);
  while (start <= to) {
    periods.push(start);
    if (group === 'day') start = dateOf(dayNumber(start) + 1);
    else if (group === 'week') start = dateOf(dayNumber(start) + 7);
    else {
      const [y, m] = start.split('-').map(Number) as [number, number];
      start = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    }
  }
  return periods;
}

/** A date range's own rules (each field's format is the contract's): in order, not too long. */
function checkRange(from: string, to: string, group: SalesGrouping | null) {
  const problems: Record<string, FieldCode> = {};
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) problems.to = 'range_reversed';
  else if (group && days > SALES_LIMITS.maxDays[group]) problems.to = 'range_too_long';
  if (Object.keys(problems).length) throw badRequest('The date range needs a change', problems);
}

async function filterOf(
  ctx: SalesContext,
  viewer: q.Viewer,
  input: {
    course_id?: number | undefined;
    method?: q.SalesFilter['method'] | undefined;
    voucher?: string | undefined;
  },
): Promise<q.SalesFilter> {
  // Another mentor's or company's course is not an option, as if it did not exist.
  if (input.course_id !== undefined && !(await q.courseVisible(ctx.sql, viewer, input.course_id)))
    throw badRequest('No such course in your sales', { course_id: 'not_an_option' });
  return {
    courseId: input.course_id ?? null,
    method: input.method ?? null,
    voucherId: input.voucher === undefined ? null : input.voucher === NO_VOUCHER ? 0 : Number(input.voucher),
  };
}

export async function options(ctx: SalesContext, caller: SignedInCaller) {
  const viewer = viewerOf(caller);
  const [facts, courses, vouchers] = await Promise.all([
    q.companyFacts(ctx.sql, viewer.tenantId),
    q.visibleCourses(ctx.sql, viewer, caller.lang),
    q.companyVouchers(ctx.sql, viewer.tenantId),
  ]);
  return { ...facts, courses, vouchers, methods: [...paymentMethods] };
}

const zero = (): SalesFigures => ({
  gross_minor: 0,
  voucher_minor: 0,
  tax_minor: 0,
  refund_minor: 0,
  net_minor: 0,
  paid_orders: 0,
  refunds: 0,
  orders: 0,
  converted: 0,
});

/** A period's figures from the rollup's sums; tax is what the paid orders hold less the refunded ones'. */
function figuresOf(row: q.PeriodRow): SalesFigures {
  const n = (value: string) => Number(value);
  const tax = n(row.tax_minor) - n(row.refund_tax_minor);
  return {
    gross_minor: n(row.gross_minor),
    voucher_minor: n(row.voucher_minor),
    tax_minor: tax,
    refund_minor: n(row.refund_minor),
    net_minor: n(row.gross_minor) - n(row.voucher_minor) - tax - n(row.refund_minor),
    paid_orders: n(row.paid),
    refunds: n(row.refunds),
    orders: n(row.orders),
    converted: n(row.converted),
  };
}

const add = (a: SalesFigures, b: SalesFigures): SalesFigures => ({
  gross_minor: a.gross_minor + b.gross_minor,
  voucher_minor: a.voucher_minor + b.voucher_minor,
  tax_minor: a.tax_minor + b.tax_minor,
  refund_minor: a.refund_minor + b.refund_minor,
  net_minor: a.net_minor + b.net_minor,
  paid_orders: a.paid_orders + b.paid_orders,
  refunds: a.refunds + b.refunds,
  orders: a.orders + b.orders,
  converted: a.converted + b.converted,
});

export async function summary(ctx: SalesContext, caller: SignedInCaller, query: SalesSummaryQuery) {
  checkRange(query.from, query.to, query.group);
  const viewer = viewerOf(caller);
  const filter = await filterOf(ctx, viewer, query);
  const [facts, rows] = await Promise.all([
    q.companyFacts(ctx.sql, viewer.tenantId),
    q.salesByPeriod(ctx.sql, viewer, query, filter),
  ]);
  const byPeriod = new Map(rows.map((r) => [r.period, figuresOf(r)]));
  const series = periodsOf(query.from, query.to, query.group).map((period) => ({
    period,
    ...(byPeriod.get(period) ?? zero()),
  }));
  return {
    currency: facts.currency,
    time_zone: facts.time_zone,
    tax_rate: facts.tax_rate,
    from: query.from,
    to: query.to,
    group: query.group,
    totals: series.reduce((sum, p) => add(sum, p), zero()),
    series,
  };
}

export async function orders(ctx: SalesContext, caller: SignedInCaller, query: SalesOrdersQuery) {
  if (query.from && query.to) checkRange(query.from, query.to, null);
  const viewer = viewerOf(caller);
  const filter = await filterOf(ctx, viewer, query);
  const perPage = SALES_LIMITS.perPage;
  const { items, hasMore } = await q.listOrders(
    ctx.sql,
    viewer,
    {
      ...filter,
      q: query.q ?? '',
      status: query.status ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      limit: perPage,
      offset: (query.page - 1) * perPage,
    },
    caller.lang,
  );
  return { items, page: query.page, per_page: perPage, has_more: hasMore };
}

export async function order(ctx: SalesContext, caller: SignedInCaller, id: number) {
  const detail = await q.orderDetail(ctx.sql, viewerOf(caller), id, caller.lang);
  if (!detail) throw notFound('No such order in your sales');
  return detail;
}

const CSV_HEADER = [
  'order_number',
  'status',
  'created_at',
  'paid_at',
  'refunded_at',
  'course_id',
  'course',
  'learner_name',
  'learner_email',
  'method',
  'voucher',
  'currency',
  'price',
  'course_discount',
  'voucher_discount',
  'total',
  'tax_included',
];

/**
 * The orders the filters match as CSV lines, written by the database a batch at a time (queries.ts
 * exportOrders): the caller streams them, so memory stays flat however many orders there are.
 * The filters are checked before the first line, so bad input is a 400, not a broken file.
 */
export async function exportOrders(ctx: SalesContext, caller: SignedInCaller, query: SalesOrdersExportQuery) {
  if (query.from && query.to) checkRange(query.from, query.to, null);
  const viewer = viewerOf(caller);
  const filter = await filterOf(ctx, viewer, query);
  const { today } = await q.companyFacts(ctx.sql, viewer.tenantId);
  const chunks = q.exportOrders(
    ctx.sql,
    viewer,
    {
      ...filter,
      q: query.q ?? '',
      status: query.status ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
    },
    caller.lang,
  );
  async function* lines() {
    // A byte-order mark: spreadsheets then read the names as UTF-8.
    yield `\uFEFF${csvLine(CSV_HEADER)}`;
    yield* chunks;
  }
  return { filename: `orders-${today}.csv`, lines: lines() };
}
