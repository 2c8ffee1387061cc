/**
 * EXPLAIN (ANALYZE, BUFFERS) of the order history for the heavy user (500 bookings) and of the
 * statements of a payment notification, taken from the query functions themselves (a runner that
 * records each statement), against the database of commerce-seed.ts.
 *
 *   npx tsx bench/commerce-explain.ts > bench/results/commerce-explain-postgres.md
 */
import { openDatabase } from '../apps/api/src/db/client.ts';
import { bookingHistory, overdueBookings } from '../apps/api/src/modules/commerce/bookings/queries.ts';
import { explainer } from './explain.ts';

const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_commerce';
const database = await openDatabase({ url: DB_URL, dataDir: '', poolSize: 1 });
const [heavy] = await database.sql.query<{ id: number; tenant_id: number }>(
  `SELECT id, tenant_id FROM users WHERE email = 'bench.heavy@bench.example'`,
);
if (!heavy) throw new Error('no heavy user: run bench/commerce-seed.ts first');
const [sizes] = await database.sql.query<{ bookings: number; payments: number }>(
  `SELECT (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM payments) AS payments`,
);

const explain = explainer(database, { withSql: true });

console.log('# Order history plans (PostgreSQL 15)\n');
console.log(
  `Heavy user ${heavy.id} (500 bookings); ${sizes!.bookings.toLocaleString('en')} bookings and ` +
    `${sizes!.payments.toLocaleString('en')} payments in all. \`npx tsx bench/commerce-explain.ts\`, best of three, ` +
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
);
const t = heavy.tenant_id;
await explain('Pending orders past their deadline (every read path runs this first)', (sql) =>
  overdueBookings(sql, heavy.id),
);
await explain('History, page 1 of 10', (sql) =>
  bookingHistory(sql, t, heavy.id, 'en', { page: 1, limit: 10 }),
);
await explain('History, page 50 of 10 (offset 490: the last page)', (sql) =>
  bookingHistory(sql, t, heavy.id, 'en', { page: 50, limit: 10 }),
);
await explain('History, paid orders, page 30, in Indonesian', (sql) =>
  bookingHistory(sql, t, heavy.id, 'id', { status: 'paid', page: 30, limit: 10 }),
);
await explain('History, course name contains "python"', (sql) =>
  bookingHistory(sql, t, heavy.id, 'en', { name: 'python', page: 1, limit: 10 }),
);
await database.close();
