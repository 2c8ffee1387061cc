/**
 * Sales benchmark data (issue 25 item 7): in the demo's company Cendekia, 1,000,000 orders over
 * its courses (every state, with and without vouchers, every payment method, over two years) with
 * their payment attempts and an audit event per payment, and 2,000,000 enrolments (those of the
 * paid orders, the rest without an order: corporate and free ones) of USERS learners. Everything
 * is generated in the database with generate_series, one statement per table, triggers off; the
 * sales rollup and the learner figures are then rebuilt with rebuild_sales() and
 * rebuild_course_learners() (docs/decisions.md 49, 56).
 *
 *   npx tsx bench/sales-seed.ts                         # PostgreSQL database bench_sales
 *   ORDERS=100000 ENROLMENTS=200000 USERS=25000 npx tsx bench/sales-seed.ts
 *   BENCH_DB=postgres://root@127.0.0.1:5432/bench_other npx tsx bench/sales-seed.ts
 *
 * The database is dropped and recreated, migrated with the app's migrations and given the demo
 * data first (as the built API does with SEED_DEMO=true); the studio admin is the demo's
 * admin@example.com.
 *
 * Each order and each extra enrolment is a distinct (learner, course) pair: pair p is learner
 * p mod USERS and course (h(learner) + p div USERS) mod courses, so the one-open-order and the
 * one-enrolment-per-course rules hold by construction (as long as ORDERS + ENROLMENTS stays below
 * USERS × courses).
 */
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { arr, FIRST_NAMES, LAST_NAMES, unit } from './support/seed-sql.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_sales';
const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const ENROLMENTS = Number(process.env.ENROLMENTS ?? 2_000_000);
const USERS = Number(process.env.USERS ?? 250_000);

/** Indonesian ways of paying, most used first (QRIS and virtual accounts lead, cards are few). */
const methods = ['qris', 'bca_va', 'gopay', 'mandiri_va', 'bri_va', 'bni_va', 'ovo', 'dana', 'card'];

/**
 * Order status from a number in [0, 1): 74 % paid, 13 % expired, 6 % cancelled, 4 % failed,
 * 2 % refunded, 1 % pending (pending ones are recent: older ones would have expired).
 */
const statusOf = (u: string) => `CASE WHEN ${u} < 0.74 THEN 'paid' WHEN ${u} < 0.87 THEN 'expired'
  WHEN ${u} < 0.93 THEN 'cancelled' WHEN ${u} < 0.97 THEN 'failed' WHEN ${u} < 0.99 THEN 'refunded'
  ELSE 'pending' END`;

async function run(database: Database, label: string, text: string) {
  const started = Date.now();
  // Consistent by construction: no foreign-key checks and no row triggers (the sales rollup
  // is rebuilt at the end), several times faster.
  await database.sql.exec(
    `SET session_replication_role = replica; ${text}; SET session_replication_role = DEFAULT;`,
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(`  ${label}: ${seconds.toFixed(1)} s`);
  return Number(seconds.toFixed(1));
}

async function main() {
  const name = new URL(DB_URL).pathname.slice(1);
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB must name a bench_* database');
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ url: DB_URL, dataDir: '', poolSize: 2 });
  console.log(`PostgreSQL ${DB_URL}`);

  const started = Date.now();
  await migrate(database.sql);
  await seedDemo(database);
  const [tenant] = await database.sql.query<{ id: number; courses: number; vouchers: number }>(
    `SELECT t.id, (SELECT count(*)::int FROM courses c WHERE c.tenant_id = t.id) AS courses,
            (SELECT count(*)::int FROM vouchers v WHERE v.tenant_id = t.id) AS vouchers
       FROM tenants t WHERE slug = 'cendekia'`,
  );
  const t = tenant!.id;
  const C = tenant!.courses;
  if ((ORDERS + ENROLMENTS) / USERS >= C) throw new Error('raise USERS: a learner would need a course twice');
  console.log(`demo data seeded; generating into tenant ${t} (${C} courses, ${tenant!.vouchers} vouchers)`);
  const timings: Record<string, number> = {};

  timings.users = await run(
    database,
    `${USERS} learners`,
    `INSERT INTO users (tenant_id, email, full_name, confirmed_at, created_at, elearning_platform)
     SELECT ${t}, 'sales.user' || g || '@bench.example',
            (${arr(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${arr(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
            now(), now() - interval '800 days' + (g % 1000) * interval '1 hour', 'localhost'
       FROM generate_series(1, ${USERS}) g`,
  );

  // Pair p (0-based) → (learner, course) as the header says; prices from the course, a voucher
  // on 30 % of orders (its discount as the site computes it: percent capped, or a fixed amount,
  // never more than the price), tax included at the company's rate. Dates over two years,
  // denser lately (a growing company); pending ones from the last ten hours.
  timings.orders = await run(
    database,
    `${ORDERS} orders`,
    `CREATE UNLOGGED TABLE bench_courses AS
       SELECT row_number() OVER (ORDER BY id) - 1 AS ci, id, price::bigint AS price,
              sale_price::bigint AS sale, lessons_count
         FROM courses WHERE tenant_id = ${t};
     CREATE UNLOGGED TABLE bench_vouchers AS
       SELECT row_number() OVER (ORDER BY id) - 1 AS vi, id, kind, percent, amount_minor,
              coalesce(max_discount_minor, 9223372036854775807) AS cap
         FROM vouchers WHERE tenant_id = ${t};
     INSERT INTO bookings (id, tenant_id, user_id, course_id, order_number, status, currency, price_minor,
                           discount_minor, voucher_id, voucher_discount_minor, total_minor, tax_rate, tax_minor,
                           gateway, payment_method, expires_at, paid_at, refunded_at, created_at, updated_at)
     SELECT b0.n + o.o, ${t}, u0.id + o.ui, c.id, 'CEN-S' || lpad(o.o::text, 7, '0'), s.status, 'IDR', c.price,
            c.price - c.sale, v.id, vd.d, c.sale - vd.d, tx.rate, round((c.sale - vd.d) * tx.rate / (100 + tx.rate)),
            CASE WHEN m.method = 'card' THEN 'stripe' WHEN m.method IS NOT NULL THEN 'midtrans' END, m.method,
            d.at + interval '1 day',
            CASE WHEN s.status IN ('paid', 'refunded') THEN d.at + (1 + o.o % 90) * interval '1 minute' END,
            CASE WHEN s.status = 'refunded' THEN least(now(), d.at + (1 + o.o % 14) * interval '1 day') END,
            d.at, d.at + interval '2 hours'
       FROM (SELECT g AS o, (g - 1) % ${USERS} AS ui, (g - 1) / ${USERS} AS k,
                    ${unit('g + 424242')} AS su, ${unit('g + 777')} AS du, ${unit('g + 99')} AS vu,
                    ${unit('g + 31337')} AS mu
               FROM generate_series(1, ${ORDERS}) g) o
       CROSS JOIN (SELECT min(id) AS id FROM users WHERE email = 'sales.user1@bench.example') u0
       CROSS JOIN (SELECT coalesce(max(id), 0) AS n FROM bookings) b0
       CROSS JOIN (SELECT tax_rate AS rate FROM tenants WHERE id = ${t}) tx
       JOIN bench_courses c ON c.ci = ((hashint4(o.ui) & 1048575) + o.k) % ${C}
       CROSS JOIN LATERAL (SELECT ${statusOf('o.su')} AS status) s
       LEFT JOIN bench_vouchers v ON o.vu < 0.3 AND v.vi = o.o % (SELECT count(*) FROM bench_vouchers)
       CROSS JOIN LATERAL (SELECT least(c.sale, CASE WHEN v.id IS NULL THEN 0
                                                     WHEN v.kind = 'percent' THEN least(round(c.sale * v.percent / 100), v.cap)
                                                     ELSE v.amount_minor END)::bigint AS d) vd
       -- Abandoned orders often never got to choosing a way of paying.
       CROSS JOIN LATERAL (SELECT CASE WHEN s.status IN ('expired', 'cancelled') AND o.mu < 0.4 THEN NULL
                                       ELSE (${arr(methods)})[1 + floor(power(o.mu, 1.6) * ${methods.length})::int] END AS method) m
       CROSS JOIN LATERAL (SELECT CASE WHEN s.status = 'pending' THEN now() - o.du * interval '10 hours'
                                       ELSE now() - interval '11 hours' - power(o.du, 1.3) * interval '730 days' END AS at) d;
     SELECT setval('bookings_id_seq', (SELECT max(id) FROM bookings))`,
  );
  // One attempt per order that reached a way of paying, and the audit event of each payment.
  timings.payments = await run(
    database,
    'payment attempts',
    `INSERT INTO payments (booking_id, gateway, method, gateway_order_id, amount_minor, currency, status,
                           redirect_url, reference, checkout_key, created_at, updated_at)
     SELECT b.id, b.gateway, b.payment_method, b.order_number || '-1', b.total_minor, 'IDR', b.status,
            '', 'SBX-' || b.id, CASE WHEN b.status = 'pending' THEN 'sales' || b.id END,
            b.created_at + interval '1 minute', coalesce(b.refunded_at, b.paid_at, b.updated_at)
       FROM bookings b WHERE b.tenant_id = ${t} AND b.payment_method IS NOT NULL AND b.order_number LIKE 'CEN-S%'`,
  );
  timings.audit = await run(
    database,
    'audit events of payments',
    `INSERT INTO audit_events (tenant_id, user_id, event, detail, created_at)
     SELECT b.tenant_id, b.user_id, 'payment_status_changed',
            jsonb_build_object('booking_id', b.id, 'from', 'pending', 'to', 'paid', 'by', 'notification', 'gateway', b.gateway),
            b.paid_at
       FROM bookings b WHERE b.tenant_id = ${t} AND b.paid_at IS NOT NULL AND b.order_number LIKE 'CEN-S%'`,
  );
  // Money given back, as rows of its own (decision 50): each refunded order's whole amount on its
  // refund day, and half of one paid order in a hundred (a partial refund leaves the order paid).
  // The rollup's key is copied from the order here, as the refunds_key trigger would.
  timings.refunds = await run(
    database,
    'refunds, whole and partial',
    `INSERT INTO refunds (tenant_id, booking_id, payment_id, amount_minor, tax_minor, currency, refund_key,
                          gateway, gateway_reference, status, by, course_id, method, voucher_id, created_at, updated_at)
     SELECT b.tenant_id, b.id, p.id, r.amount, round(b.tax_minor * r.amount / b.total_minor), b.currency,
            'bench-' || b.id, b.gateway, 'SBX-R' || b.id, 'succeeded', 'admin', b.course_id,
            coalesce(b.payment_method, ''), coalesce(b.voucher_id, 0), r.at, r.at
       FROM bookings b
       LEFT JOIN payments p ON p.booking_id = b.id
       CROSS JOIN LATERAL (SELECT CASE WHEN b.status = 'refunded' THEN b.total_minor ELSE b.total_minor / 2 END AS amount,
                                  CASE WHEN b.status = 'refunded' THEN b.refunded_at
                                       ELSE least(now(), b.paid_at + (1 + b.id % 14) * interval '1 day') END AS at) r
      WHERE b.tenant_id = ${t} AND b.order_number LIKE 'CEN-S%' AND b.total_minor > 1
        AND (b.status = 'refunded' OR (b.status = 'paid' AND b.id % 100 = 7))`,
  );
  // The paid orders' enrolments, then enrolments without an order on the next pairs.
  timings.enrolments = await run(
    database,
    `${ENROLMENTS} enrolments`,
    `INSERT INTO enrollments (tenant_id, user_id, course_id, created_at, completed_lessons, last_activity_at, completed_at)
     SELECT ${t}, x.user_id, c.id, x.at, least(c.lessons_count, floor(h.u * 1.3 * c.lessons_count)::int),
            -- Progress: some finished, most part way, a tenth never came back.
            CASE WHEN h.u2 < 0.9 THEN least(now(), x.at + h.u3 * interval '90 days') END,
            CASE WHEN floor(h.u * 1.3 * c.lessons_count) >= c.lessons_count THEN least(now(), x.at + h.u3 * interval '90 days') END
       FROM (SELECT b.user_id, b.course_id, b.paid_at AS at
               FROM bookings b WHERE b.tenant_id = ${t} AND b.status = 'paid' AND b.order_number LIKE 'CEN-S%'
             UNION ALL
             SELECT u0.id + p % ${USERS}, c.id, now() - ${unit('p + 5')} * interval '730 days'
               FROM generate_series(${ORDERS}, ${ORDERS} - 1 + ${ENROLMENTS}
                      - (SELECT count(*)::int FROM bookings WHERE tenant_id = ${t} AND status = 'paid' AND order_number LIKE 'CEN-S%')) p
               CROSS JOIN (SELECT min(id) AS id FROM users WHERE email = 'sales.user1@bench.example') u0
               JOIN bench_courses c ON c.ci = ((hashint4((p % ${USERS})::int) & 1048575) + p / ${USERS}) % ${C}
            ) x(user_id, course_id, at)
       JOIN bench_courses c ON c.id = x.course_id
       CROSS JOIN LATERAL (SELECT ${unit('x.user_id * 64 + c.ci::int')} AS u, ${unit('x.user_id * 64 + c.ci::int + 1')} AS u2,
                                  ${unit('x.user_id * 64 + c.ci::int + 2')} AS u3) h;
     UPDATE courses c SET students_count = n.n
       FROM (SELECT course_id, count(*)::int AS n FROM enrollments WHERE tenant_id = ${t} GROUP BY course_id) n
      WHERE c.id = n.course_id;
     DROP TABLE bench_courses; DROP TABLE bench_vouchers`,
  );
  timings.rebuild_sales = await run(database, 'rebuild_sales', `SELECT rebuild_sales(${t})`);
  timings.rebuild_course_learners = await run(
    database,
    'rebuild_course_learners',
    `SELECT rebuild_course_learners(${t})`,
  );
  const vacuumStarted = Date.now();
  await database.sql.exec('VACUUM ANALYZE');
  timings.vacuum = Number(((Date.now() - vacuumStarted) / 1000).toFixed(1));
  console.log(`  vacuum analyze: ${timings.vacuum} s`);

  const [counts] = await database.sql.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM users WHERE tenant_id = ${t}) AS users,
            (SELECT count(*)::int FROM bookings WHERE tenant_id = ${t}) AS orders,
            (SELECT count(*)::int FROM bookings WHERE tenant_id = ${t} AND voucher_id IS NOT NULL) AS with_voucher,
            (SELECT count(*)::int FROM payments) AS payments,
            (SELECT count(*)::int FROM refunds WHERE tenant_id = ${t}) AS refunds,
            (SELECT count(*)::int FROM enrollments WHERE tenant_id = ${t}) AS enrolments,
            (SELECT count(*)::int FROM sales_daily WHERE tenant_id = ${t}) AS sales_daily_rows,
            (SELECT min(created_at)::date::text FROM bookings WHERE tenant_id = ${t}) AS first_day,
            (SELECT pg_total_relation_size('bookings')::bigint / 1048576)::int AS bookings_mb`,
  );
  const [statuses] = await database.sql.query<{ s: Record<string, number> }>(
    `SELECT json_object_agg(status, n) AS s
       FROM (SELECT status, count(*)::int AS n FROM bookings WHERE tenant_id = ${t} GROUP BY status) x`,
  );
  const total = (Date.now() - started) / 1000;
  console.log(`done in ${total.toFixed(1)} s:`, counts, statuses?.s);
  console.log(JSON.stringify({ seed_seconds: Math.round(total), timings, counts, statuses: statuses?.s }));
  await database.close();
}

await main();
