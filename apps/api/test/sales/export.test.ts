import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import { ADMIN, MENTOR, studio, studioSession } from '../studio/support.ts';
import { csvRecords } from '../csv-records.ts';

/**
 * The orders list as CSV (issue 25 item 3's export, for the sales list): every order the filters
 * match, across the export's pages of 1,000, in the list's order, each amount exact.
 */
// Over 5,000, so a search of them all takes the list's many-matches path (queries.ts FEW_MATCHES).
const MADE = 5200;

let ctx: TestContext;
let admin: string;
let mentor: string;
let tenantId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const sql = ctx.database.sql;
  const [t] = await sql.query<{ id: number }>('SELECT tenant_id AS id FROM tenant_domains WHERE host = $1', [
    HOST_A,
  ]);
  tenantId = t!.id;
  // 5,200 orders at once (a buyer each: one open order per learner and course), some sharing a
  // second so the keyset's tie on created_at is crossed; one name a spreadsheet would run.
  await sql.query(
    `WITH buyers AS (
       INSERT INTO users (tenant_id, email, full_name)
       SELECT $1, 'csv' || g || '@example.com', CASE WHEN g = 7 THEN '=HYPERLINK("x")' ELSE 'Pembeli, ' || g END
         FROM generate_series(1, $2) g RETURNING id, email
     ), course AS (SELECT min(id) AS id FROM courses WHERE tenant_id = $1)
     INSERT INTO bookings (tenant_id, user_id, course_id, order_number, status, currency, price_minor,
                           discount_minor, total_minor, tax_rate, tax_minor, expires_at, created_at, paid_at)
     SELECT $1, b.id, course.id, 'CSV-' || lpad(substring(b.email from 4 for 4), 5, '0'), 'paid', 'IDR',
            149000, 0, 149000, 11, 14766, now(), timestamptz '2026-06-01 00:00:00+07' + (b.id % 1300) * interval '1 second',
            timestamptz '2026-06-01 00:10:00+07'
       FROM buyers b, course`,
    [tenantId, MADE],
  );
  admin = await studioSession(ctx, ADMIN);
  mentor = await studioSession(ctx, MENTOR);
}, SETUP_MS);
afterAll(() => ctx?.close());

const exportCsv = (cookie: string, query = '') =>
  studio(ctx, cookie, 'GET', `/api/studio/sales/orders.csv${query}`);

describe('GET /api/studio/sales/orders.csv', () => {
  it('streams every order the filters match, across pages, newest first, as the list orders them', async () => {
    const res = await exportCsv(admin, '?from=2026-06-01&to=2026-06-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRecords(res.body.slice(1));
    expect(header).toEqual([
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
    ]);
    expect(rows).toHaveLength(MADE);
    expect(new Set(rows.map((r) => r[0])).size).toBe(MADE);
    const times = rows.map((r) => r[2]!);
    expect([...times].sort().reverse()).toEqual(times);
    // The first page of the list is the export's first rows.
    const list = (
      await studio(ctx, admin, 'GET', '/api/studio/sales/orders?from=2026-06-01&to=2026-06-01')
    ).json().data.items as { order_number: string }[];
    expect(rows.slice(0, list.length).map((r) => r[0])).toEqual(list.map((o) => o.order_number));
    const one = rows.find((r) => r[8] === 'csv12@example.com')!;
    expect(one.slice(11)).toEqual(['IDR', '149000', '0', '0', '149000', '14766']);
    expect(one[7]).toBe('Pembeli, 12');
    // A formula stays text.
    expect(rows.find((r) => r[8] === 'csv7@example.com')![7]).toBe(`'=HYPERLINK("x")`);
  });

  it('writes ringgit with their sen, exactly, and refuses a visitor', async () => {
    const res = await studio(ctx, null, 'GET', '/api/studio/sales/orders.csv');
    expect(res.statusCode).toBe(401);
    // Two orders in ringgit (another currency's rows are written by their own digits).
    await ctx.database.sql.query(
      `WITH buyers AS (
         INSERT INTO users (tenant_id, email, full_name)
         SELECT $1, 'myr' || g || '@example.com', 'Pembeli RM ' || g FROM generate_series(1, 2) g RETURNING id, email
       ), course AS (SELECT min(id) AS id FROM courses WHERE tenant_id = $1)
       INSERT INTO bookings (tenant_id, user_id, course_id, order_number, status, currency, price_minor,
                             discount_minor, total_minor, tax_rate, tax_minor, expires_at, created_at, paid_at)
       SELECT $1, b.id, course.id, 'MYR-' || b.email, 'paid', 'MYR', 40000, 10, 39990, 8, CASE WHEN b.email LIKE 'myr1@%' THEN 5 ELSE 2962 END,
              now(), timestamptz '2026-07-01 09:00:00+07', timestamptz '2026-07-01 09:05:00+07'
         FROM buyers b, course`,
      [tenantId],
    );
    const rows = csvRecords((await exportCsv(admin, '?from=2026-07-01&to=2026-07-01')).body.slice(1)).slice(
      1,
    );
    expect(rows.map((r) => [r[8], ...r.slice(11)]).sort()).toEqual([
      ['myr1@example.com', 'MYR', '400.00', '0.10', '0.00', '399.90', '0.05'],
      ['myr2@example.com', 'MYR', '400.00', '0.10', '0.00', '399.90', '29.62'],
    ]);
    expect(rows[0]![4]).toBe('');
    expect(rows.find((r) => r[8] === 'myr1@example.com')!.slice(2, 4)).toEqual([
      '2026-07-01T02:00:00.000Z',
      '2026-07-01T02:05:00.000Z',
    ]);
  });

  it('gives a contributor their own courses’ orders only, and names a bad filter before any line', async () => {
    const [course] = await ctx.database.sql.query<{ mine: boolean }>(
      `SELECT m.user_id IS NOT NULL AND u.email = $2 AS mine FROM courses c JOIN mentors m ON m.id = c.mentor_id
         LEFT JOIN users u ON u.id = m.user_id WHERE c.id = (SELECT min(id) FROM courses WHERE tenant_id = $1)`,
      [tenantId, MENTOR],
    );
    const rows = csvRecords((await exportCsv(mentor, '?from=2026-06-01&to=2026-06-01')).body.slice(1));
    expect(rows.length - 1).toBe(course!.mine ? MADE : 0);
    const bad = await exportCsv(admin, '?from=2026-06-10&to=2026-06-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ to: 'range_reversed' });
  });

  it.runIf(process.env.DATABASE_URL)('ends its cursor when the reader stops early (PostgreSQL)', async () => {
    const sql = ctx.database.sql;
    const seen: number[] = [];
    for await (const rows of sql.cursor!<{ n: number }>(
      'SELECT g AS n FROM generate_series(1, $1::int) g',
      [5000],
      1000,
    )) {
      seen.push(rows.length);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual([1000, 1000]);
    const [open] = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()
          AND state LIKE 'idle in transaction%' AND query LIKE 'FETCH % FROM rows_cursor'`,
    );
    expect(open!.n).toBe(0);
  });

  it('pages a search of thousands of orders as the export orders them, and a rarer one too', async () => {
    const range = 'from=2026-06-01&to=2026-06-01';
    const exported = async (q: string) =>
      csvRecords((await exportCsv(admin, `?${range}&q=${encodeURIComponent(q)}`)).body.slice(1))
        .slice(1)
        .map((r) => r[0]);
    const page = async (q: string, n: number) => {
      const res = await studio(
        ctx,
        admin,
        'GET',
        `/api/studio/sales/orders?${range}&q=${encodeURIComponent(q)}&page=${n}`,
      );
      expect(res.statusCode).toBe(200);
      const data = res.json().data as {
        items: { order_number: string }[];
        per_page: number;
        has_more: boolean;
      };
      return { numbers: data.items.map((o) => o.order_number), per: data.per_page, more: data.has_more };
    };
    // 5,199 names (all but the formula's): read by date, first near the top, then deep in the list.
    const all = await exported('pembeli');
    expect(all).toHaveLength(MADE - 1);
    const first = await page('pembeli', 1);
    expect(first.numbers).toEqual(all.slice(0, first.per));
    expect(first.more).toBe(true);
    const deep = await page('pembeli', 12);
    expect(deep.numbers).toEqual(all.slice(11 * deep.per, 12 * deep.per));
    // 111 names (12, 120–129, 1200–1299): their orders sorted.
    const few = await exported('pembeli, 12');
    expect(few).toHaveLength(111);
    const rare = await page('Pembeli, 12', 2);
    expect(rare.numbers).toEqual(few.slice(rare.per, 2 * rare.per));
  });
});
