/**
 * EXPLAIN (ANALYZE, BUFFERS) of the studio's sales statements as an admin of Cendekia, taken from
 * the query functions themselves, against the database of sales-seed.ts.
 *
 *   npx tsx bench/sales-explain.ts > bench/results/sales-explain-postgres.md
 */
import { openDatabase } from '../apps/api/src/db/client.ts';
import * as q from '../apps/api/src/modules/sales/queries.ts';
import { explainer } from './explain.ts';

const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_sales';
const database = await openDatabase({ url: DB_URL, dataDir: '', poolSize: 1 });
const [facts] = await database.sql.query<{ id: number; today: string; course: number; order: number }>(
  `SELECT t.id, to_char((now() AT TIME ZONE t.time_zone)::date, 'YYYY-MM-DD') AS today,
          (SELECT min(id) FROM courses WHERE tenant_id = t.id) AS course,
          (SELECT id FROM bookings WHERE tenant_id = t.id AND status = 'refunded' ORDER BY id LIMIT 1 OFFSET 5000) AS order
     FROM tenants t WHERE slug = 'cendekia'`,
);
if (!facts?.order) throw new Error('no orders: run bench/sales-seed.ts first');
const viewer: q.Viewer = { tenantId: facts.id, userId: null };
const none: q.SalesFilter = { courseId: null, method: null, voucherId: null };
const before = (days: number) =>
  new Date(Date.parse(`${facts.today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const list = (f: Partial<q.OrderFilter>): q.OrderFilter => ({
  ...none,
  q: '',
  status: null,
  from: null,
  to: null,
  limit: 25,
  offset: 0,
  ...f,
});

const explain = explainer(database, { withSql: true });
console.log('# Sales plans (PostgreSQL)\n');
console.log(
  `\`npx tsx bench/sales-explain.ts\`, best of three, ${new Date().toISOString().slice(0, 16)} UTC.`,
);
await explain('Summary, a year by week', (sql) =>
  q.salesByPeriod(sql, viewer, { from: before(364), to: facts.today, group: 'week' }, none),
);
await explain('Summary, a year by week, one course', (sql) =>
  q.salesByPeriod(
    sql,
    viewer,
    { from: before(364), to: facts.today, group: 'week' },
    { ...none, courseId: facts.course },
  ),
);
await explain('Orders, first page', (sql) => q.listOrders(sql, viewer, list({}), 'en'));
await explain('Orders, search an email', (sql) =>
  q.listOrders(sql, viewer, list({ q: 'sales.user12345@' }), 'en'),
);
await explain('Orders, search a name', (sql) =>
  q.listOrders(sql, viewer, list({ q: 'citra lestari' }), 'en'),
);
await explain('Orders, refunded', (sql) => q.listOrders(sql, viewer, list({ status: 'refunded' }), 'en'));
await explain('Orders, a course paid by card', (sql) =>
  q.listOrders(sql, viewer, list({ courseId: facts.course, method: 'card' }), 'en'),
);
await explain('Orders, page 2000', (sql) => q.listOrders(sql, viewer, list({ offset: 49_975 }), 'en'));
await explain('Order page', (sql) => q.orderDetail(sql, viewer, facts.order, 'en'));
await database.close();
