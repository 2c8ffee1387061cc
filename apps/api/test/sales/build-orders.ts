import { taxIncluded } from '@app/contract/commerce/money';
import type { TestContext } from '../helper.ts';

/**
 * Orders of every state and voucher kind across days, courses and methods, made the way the site
 * changes them (an INSERT as pending, then UPDATEs of the method, the voucher and the state), so
 * the rollup's triggers see what they see in production. Deterministic: the same orders each run.
 */
export interface BuiltOrders {
  tenantId: number;
  courses: number[];
  vouchers: { percent: number; fixed: number };
  count: number;
}

/** A small deterministic random number generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function buildOrders(
  ctx: TestContext,
  o: { host: string; count: number; start: string; days: number; methods: string[]; seed: number },
): Promise<BuiltOrders> {
  const sql = ctx.database.sql;
  const [tenant] = await sql.query<{ id: number; currency: string; tax_rate: string; slug: string }>(
    `SELECT t.id, t.currency, t.tax_rate::text AS tax_rate, t.slug FROM tenants t
       JOIN tenant_domains d ON d.tenant_id = t.id WHERE d.host = $1`,
    [o.host],
  );
  const t = tenant!;
  const rate = Number(t.tax_rate);
  const courses = (
    await sql.query<{ id: number }>('SELECT id FROM courses WHERE tenant_id = $1 ORDER BY id', [t.id])
  ).map((c) => c.id);
  const code = `R${o.seed}`;
  const [percent] = await sql.query<{ id: number }>(
    `INSERT INTO vouchers (tenant_id, code, name, kind, percent, max_discount_minor)
     VALUES ($1, $2, '{"en":"Percent"}', 'percent', 15, NULL) RETURNING id`,
    [t.id, `${code}-PCT`],
  );
  const [fixed] = await sql.query<{ id: number }>(
    `INSERT INTO vouchers (tenant_id, code, name, kind, amount_minor)
     VALUES ($1, $2, '{"en":"Fixed"}', 'fixed', $3) RETURNING id`,
    [t.id, `${code}-FIX`, t.currency === 'IDR' ? 25000 : 1550],
  );
  // One buyer per order: the one-open-order index is per learner and course.
  const users = await sql.query<{ id: number }>(
    `INSERT INTO users (tenant_id, email, full_name)
     SELECT $1, 'buyer' || $2::text || '-' || g || '@example.com', 'Buyer ' || g
       FROM generate_series(1, $3) g RETURNING id`,
    [t.id, o.seed, o.count],
  );
  const next = random(o.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const startMs = Date.parse(`${o.start}T00:00:00Z`);
  for (let i = 0; i < o.count; i++) {
    const course = pick(courses);
    // Prices with sen in ringgit (399.90), whole rupiah in rupiah; some courses on sale.
    const price =
      t.currency === 'IDR' ? 99000 + Math.floor(next() * 90) * 10000 : 9990 + Math.floor(next() * 500) * 7;
    const discount = next() < 0.3 ? Math.round(price * 0.2) : 0;
    const createdAt = new Date(startMs + Math.floor(next() * o.days * 86_400_000));
    const total = price - discount;
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO bookings (tenant_id, user_id, course_id, order_number, status, currency, price_minor,
                             discount_minor, total_minor, tax_rate, tax_minor, expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11::timestamptz + interval '1 day', $11, $11)
       RETURNING id`,
      [
        t.id,
        users[i]!.id,
        course,
        `${code}-${String(i).padStart(5, '0')}`,
        t.currency,
        price,
        discount,
        total,
        rate,
        taxIncluded(total, rate),
        createdAt.toISOString(),
      ],
    );
    const id = row!.id;
    // A method chosen (sometimes changed), a voucher applied as the site does (tax recomputed).
    if (next() < 0.85)
      await sql.query('UPDATE bookings SET payment_method = $2, gateway = $3 WHERE id = $1', [
        id,
        pick(o.methods),
        'sandbox',
      ]);
    const kind = pick(['percent', 'fixed', 'none'] as const);
    if (kind !== 'none') {
      const off =
        kind === 'percent'
          ? Math.round((total * 15) / 100)
          : Math.min(total, t.currency === 'IDR' ? 25000 : 1550);
      await sql.query(
        `UPDATE bookings SET voucher_id = $2, voucher_discount_minor = $3, total_minor = price_minor - discount_minor - $3,
                tax_minor = round((price_minor - discount_minor - $3) * tax_rate / (100 + tax_rate))
          WHERE id = $1`,
        [id, kind === 'percent' ? percent!.id : fixed!.id, off],
      );
    }
    if (next() < 0.1)
      await sql.query('UPDATE bookings SET payment_method = $2 WHERE id = $1', [id, pick(o.methods)]);
    const state = pick([
      'paid',
      'paid',
      'paid',
      'refunded',
      'expired',
      'cancelled',
      'failed',
      'pending',
    ] as const);
    // Paid from minutes to two days later: some cross midnight in the company's zone.
    const paidAt = new Date(createdAt.getTime() + Math.floor(next() * 2 * 86_400_000));
    if (state === 'paid' || state === 'refunded')
      await sql.query(`UPDATE bookings SET status = 'paid', paid_at = $2 WHERE id = $1`, [
        id,
        paidAt.toISOString(),
      ]);
    // A refund is dated by the database when the change does not say when (most do here).
    if (state === 'refunded')
      await sql.query(
        `UPDATE bookings SET status = 'refunded', refunded_at = coalesce($2, refunded_at) WHERE id = $1`,
        [
          id,
          next() < 0.2
            ? null
            : new Date(paidAt.getTime() + Math.floor(next() * 5 * 86_400_000)).toISOString(),
        ],
      );
    if (state === 'expired' || state === 'cancelled' || state === 'failed')
      await sql.query('UPDATE bookings SET status = $2 WHERE id = $1', [id, state]);
  }
  return { tenantId: t.id, courses, vouchers: { percent: percent!.id, fixed: fixed!.id }, count: o.count };
}
