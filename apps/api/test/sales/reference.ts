import type { TestContext } from '../helper.ts';

/**
 * The dashboard's figures computed the slow, obvious way: every order of the company read back
 * and summed in JavaScript, its days found with Intl in the company's time zone. What the rollup
 * answers must equal this to the last rupiah and sen.
 */
export interface OrderFacts {
  course_id: number;
  status: string;
  payment_method: string | null;
  voucher_id: number | null;
  price_minor: string;
  discount_minor: string;
  voucher_discount_minor: string;
  total_minor: string;
  tax_minor: string;
  created_at: Date;
  paid_at: Date | null;
  refunded_at: Date | null;
  /** The money given back of the order (refunds of kind 'order' the gateway made), each on its day. */
  refunds: { amount_minor: number; tax_minor: number; created_at: string }[];
}

export async function ordersOf(ctx: TestContext, tenantId: number) {
  const rows = await ctx.database.sql.query<Omit<OrderFacts, 'refunds'> & { refunds: unknown }>(
    `SELECT b.course_id, b.status, b.payment_method, b.voucher_id, b.price_minor, b.discount_minor,
            b.voucher_discount_minor, b.total_minor, b.tax_minor, b.created_at, b.paid_at, b.refunded_at,
            (SELECT coalesce(json_agg(json_build_object('amount_minor', r.amount_minor, 'tax_minor', r.tax_minor,
                                                        'created_at', r.created_at)), '[]'::json)
               FROM refunds r WHERE r.booking_id = b.id AND r.kind = 'order' AND r.status = 'succeeded') AS refunds
       FROM bookings b WHERE b.tenant_id = $1`,
    [tenantId],
  );
  return rows.map((row) => ({
    ...row,
    refunds: (typeof row.refunds === 'string'
      ? JSON.parse(row.refunds)
      : row.refunds) as OrderFacts['refunds'],
  }));
}

export interface Figures {
  gross_minor: number;
  voucher_minor: number;
  tax_minor: number;
  refund_minor: number;
  net_minor: number;
  paid_orders: number;
  refunds: number;
  orders: number;
  converted: number;
}

const empty = (): Figures => ({
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

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export const localDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

function periodOf(day: string, group: 'day' | 'week' | 'month') {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export function expected(
  orders: OrderFacts[],
  o: {
    timeZone: string;
    from: string;
    to: string;
    group: 'day' | 'week' | 'month';
    courses?: number[];
    method?: string;
    voucher?: number | 'none';
  },
) {
  const periods = new Map<string, Figures>();
  const at = (day: string) => {
    const key = periodOf(day, o.group);
    if (!periods.has(key)) periods.set(key, empty());
    return periods.get(key)!;
  };
  const inRange = (day: string) => day >= o.from && day <= o.to;
  for (const b of orders) {
    if (o.courses && !o.courses.includes(b.course_id)) continue;
    if (o.method && b.payment_method !== o.method) continue;
    if (o.voucher === 'none' && b.voucher_id !== null) continue;
    if (typeof o.voucher === 'number' && b.voucher_id !== o.voucher) continue;
    const wasPaid = (b.status === 'paid' || b.status === 'refunded') && b.paid_at !== null;
    const created = localDay(b.created_at, o.timeZone);
    if (inRange(created)) {
      at(created).orders++;
      if (wasPaid) at(created).converted++;
    }
    if (wasPaid) {
      const paid = localDay(b.paid_at!, o.timeZone);
      if (inRange(paid)) {
        const f = at(paid);
        f.paid_orders++;
        f.gross_minor += Number(b.price_minor) - Number(b.discount_minor);
        f.voucher_minor += Number(b.voucher_discount_minor);
        f.tax_minor += Number(b.tax_minor);
        f.net_minor += Number(b.total_minor) - Number(b.tax_minor);
      }
    }
    // Each refund on its own day, whole or partial (docs/decisions.md 50).
    for (const r of b.refunds) {
      const refunded = localDay(new Date(r.created_at), o.timeZone);
      if (inRange(refunded)) {
        const f = at(refunded);
        f.refunds++;
        f.refund_minor += Number(r.amount_minor);
        f.tax_minor -= Number(r.tax_minor);
        f.net_minor -= Number(r.amount_minor) - Number(r.tax_minor);
      }
    }
  }
  const totals = empty();
  for (const f of periods.values())
    for (const k of Object.keys(totals) as (keyof Figures)[]) totals[k] += f[k];
  return { totals, periods };
}
