/**
 * Commerce benchmark data (issue 10 item 7): in tenant A (Cendekia, on localhost / 127.0.0.1),
 * 10,000 courses to buy, 200,000 users (a session for every 20th), 1,000,000 bookings spread
 * over them with their payments and enrolments, and one heavy user with exactly 500 bookings.
 * Everything is generated in the database with generate_series, one statement per table.
 *
 *   npx tsx bench/commerce-seed.ts                      # PostgreSQL database bench_commerce
 *   BENCH_DB=postgres://root@127.0.0.1:5432/bench_other npx tsx bench/commerce-seed.ts
 *
 * The database is dropped and recreated, migrated with the app's migrations and given the demo
 * data first (as the built API does with SEED_DEMO=true). Counts can be lowered with USERS,
 * BOOKINGS and COURSES.
 *
 * Tokens are derived, not random, so that the load test can compute them: the heavy user's is
 * HEAVY_TOKEN below; user number g (1-based, every 20th has one) has `bench-session-<g, 8 digits>`.
 */
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { arr, FIRST_NAMES, LAST_NAMES, unit } from './support/seed-sql.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_commerce';
const USERS = Number(process.env.USERS ?? 200_000);
const BOOKINGS = Number(process.env.BOOKINGS ?? 1_000_000);
const COURSES = Number(process.env.COURSES ?? 10_000);
/** Bookings of the heavy user (part of BOOKINGS). */
const HEAVY = 500;
/** Every SESSION_EVERY-th user gets a session. */
const SESSION_EVERY = 20;
export const HEAVY_EMAIL = 'bench.heavy@bench.example';
export const HEAVY_TOKEN = 'bench-heavy-token-0000000000';

const topics: [string, string][] = [
  ['Python', 'Python'],
  ['Excel', 'Excel'],
  ['SQL', 'SQL'],
  ['Data Analysis', 'Analisis Data'],
  ['Digital Marketing', 'Pemasaran Digital'],
  ['Leadership', 'Kepemimpinan'],
  ['Accounting', 'Akuntansi'],
  ['Taxation', 'Perpajakan'],
  ['UI/UX Design', 'Desain UI/UX'],
  ['Public Speaking', 'Berbicara di Depan Umum'],
  ['Project Management', 'Manajemen Proyek'],
  ['Flutter', 'Flutter'],
  ['Cybersecurity', 'Keamanan Siber'],
  ['Photography', 'Fotografi'],
  ['Entrepreneurship', 'Kewirausahaan'],
  ['Business English', 'Bahasa Inggris Bisnis'],
];
const formats: [string, string][] = [
  ['{t} for Beginners', '{t} untuk Pemula'],
  ['Mastering {t}', 'Mahir {t}'],
  ['Practical {t}', '{t} Praktis'],
  ['{t} Masterclass', 'Masterclass {t}'],
  ['Advanced {t}', '{t} Tingkat Lanjut'],
  ['Introduction to {t}', 'Pengantar {t}'],
];
const methods = ['qris', 'bca_va', 'bni_va', 'bri_va', 'mandiri_va', 'gopay', 'ovo', 'dana', 'card'];

const pairs = (list: [string, string][], i: 0 | 1) => arr(list.map((p) => p[i]));

/**
 * Order status from a number in [0, 1): 78 % paid, 11 % expired, 6 % cancelled, 3 % failed,
 * 1 % refunded, 1 % pending (pending ones are recent: older ones would have expired).
 */
const statusOf = (u: string) => `CASE WHEN ${u} < 0.78 THEN 'paid' WHEN ${u} < 0.89 THEN 'expired'
  WHEN ${u} < 0.95 THEN 'cancelled' WHEN ${u} < 0.98 THEN 'failed' WHEN ${u} < 0.99 THEN 'refunded'
  ELSE 'pending' END`;

async function run(database: Database, label: string, text: string, trusted = false) {
  const started = Date.now();
  // `trusted` statements are consistent by construction and skip foreign-key checks and row
  // triggers (session_replication_role = replica), several times faster.
  await database.sql.exec(
    trusted
      ? `SET session_replication_role = replica; ${text}; SET session_replication_role = DEFAULT;`
      : text,
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(`  ${label}: ${seconds.toFixed(1)} s`);
  return seconds;
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
  const [tenant] = await database.sql.query<{ id: number; tax_rate: string }>(
    `SELECT id, tax_rate FROM tenants WHERE slug = 'cendekia'`,
  );
  const t = tenant!.id;
  const tax = Number(tenant!.tax_rate);
  console.log(`demo data seeded; generating into tenant ${t} (tax ${tax} %)`);
  const timings: Record<string, number> = {};

  timings.courses = await run(
    database,
    `${COURSES} courses`,
    `WITH refs AS (
       SELECT (SELECT array_agg(id ORDER BY id) FROM categories WHERE tenant_id = ${t}) AS cats,
              (SELECT array_agg(id ORDER BY id) FROM mentors WHERE tenant_id = ${t}) AS ms,
              (SELECT array_agg(image_media_id ORDER BY id) FROM courses WHERE tenant_id = ${t}) AS covers
     ), g AS (
       SELECT g, 1 + g % ${topics.length} AS tp, 1 + (g / ${topics.length}) % ${formats.length} AS fm,
              ${unit('g')} AS u1
         FROM generate_series(1, ${COURSES}) g
     )
     INSERT INTO courses (tenant_id, slug, category_id, mentor_id, title_en, title_id, subtitle_en, subtitle_id,
                          image_media_id, price, discount_price, level, language, duration_minutes,
                          sections_count, lessons_count, published_at, created_at, updated_at)
     SELECT ${t}, 'shop-' || g.g, refs.cats[1 + g.g % cardinality(refs.cats)], refs.ms[1 + (g.g * 31) % cardinality(refs.ms)],
            replace((${pairs(formats, 0)})[g.fm], '{t}', (${pairs(topics, 0)})[g.tp]) || ' ' || g.g,
            replace((${pairs(formats, 1)})[g.fm], '{t}', (${pairs(topics, 1)})[g.tp]) || ' ' || g.g,
            'Hands-on lessons on ' || (${pairs(topics, 0)})[g.tp], 'Pelajaran praktik ' || (${pairs(topics, 1)})[g.tp],
            refs.covers[1 + g.g % cardinality(refs.covers)],
            99000 + round(g.u1 * 36) * 25000,
            CASE WHEN g.g % 4 = 0 THEN round((99000 + round(g.u1 * 36) * 25000) * 0.7 / 1000) * 1000 END,
            (ARRAY['beginner', 'intermediate', 'advanced', 'all'])[1 + g.g % 4], 'id',
            60 + g.g % 600, 3 + g.g % 4, 9 + g.g % 16,
            now() - interval '800 days', now() - interval '810 days', now() - interval '800 days'
       FROM g, refs`,
  );

  timings.users = await run(
    database,
    `${USERS} users + heavy user`,
    `INSERT INTO users (tenant_id, email, full_name, confirmed_at, created_at, elearning_platform)
     SELECT ${t}, 'bench.user' || g || '@bench.example',
            (${arr(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${arr(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
            now(), now() - interval '800 days' + (g % 1000) * interval '1 hour', 'localhost'
       FROM generate_series(1, ${USERS - 1}) g;
     INSERT INTO users (tenant_id, email, full_name, confirmed_at, created_at, elearning_platform)
     VALUES (${t}, '${HEAVY_EMAIL}', 'Heavy Buyer', now(), now() - interval '800 days', 'localhost')`,
    true,
  );
  timings.sessions = await run(
    database,
    'sessions',
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT u.id, encode(sha256(convert_to('bench-session-' || lpad(g::text, 8, '0'), 'UTF8')), 'hex'), now() + interval '30 days'
       FROM generate_series(${SESSION_EVERY}, ${USERS - 1}, ${SESSION_EVERY}) g
       JOIN users u ON u.email = 'bench.user' || g || '@bench.example';
     INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT id, encode(sha256(convert_to('${HEAVY_TOKEN}', 'UTF8')), 'hex'), now() + interval '30 days'
       FROM users WHERE email = '${HEAVY_EMAIL}'`,
    true,
  );

  // Bookings: user number ui (skewed: a few buy dozens of courses, most one to five); the k-th
  // booking of a user is for course (h(user) + k * 7919) mod COURSES, so a user's courses are
  // distinct and the one-open-order-per-course index holds by construction. Dates over two
  // years; pending ones from the last ten hours (older ones would have expired).
  const others = BOOKINGS - HEAVY;
  timings.bookings = await run(
    database,
    `${BOOKINGS} bookings`,
    `CREATE UNLOGGED TABLE bench_plan AS
     WITH refs AS (
       SELECT (SELECT min(id) FROM users WHERE email = 'bench.user1@bench.example') AS u0,
              (SELECT id FROM users WHERE email = '${HEAVY_EMAIL}') AS heavy,
              (SELECT min(id) FROM courses WHERE slug LIKE 'shop-%') AS c0,
              coalesce((SELECT max(id) FROM bookings), 0) AS b0
     ), g AS (
       SELECT g, least(floor(${USERS - 1} * power(${unit('g')}, 1.4))::int, ${USERS - 2}) AS ui FROM generate_series(1, ${others}) g
       UNION ALL
       SELECT ${others} + k, -1 FROM generate_series(1, ${HEAVY}) k
     ), r AS (
       SELECT g, ui, row_number() OVER (PARTITION BY ui ORDER BY g) AS k FROM g
     )
     SELECT refs.b0 + r.g AS id, CASE WHEN r.ui < 0 THEN refs.heavy ELSE refs.u0 + r.ui END AS user_id,
            refs.c0 + ((hashint4(r.ui) & 1048575) + r.k * 7919) % ${COURSES} AS course_id,
            ${unit('r.g + 424242')} AS su, ${unit('r.g + 777')} AS du, r.g
       FROM r, refs;
     INSERT INTO bookings (id, tenant_id, user_id, course_id, order_number, status, currency, price_minor,
                           discount_minor, total_minor, tax_rate, tax_minor, gateway, payment_method,
                           expires_at, paid_at, created_at, updated_at)
     SELECT p.id, ${t}, p.user_id, p.course_id, 'CEN-' || lpad(p.id::text, 7, '0'), s.status, 'IDR',
            c.price, c.price - c.sale_price, c.sale_price, ${tax}, round(c.sale_price * ${tax} / ${100 + tax}),
            'sandbox', (${arr(methods)})[1 + p.g % ${methods.length}],
            d.at + interval '1 day', CASE WHEN s.status IN ('paid', 'refunded') THEN d.at + interval '7 minutes' END,
            d.at, d.at + interval '7 minutes'
       FROM bench_plan p
       JOIN courses c ON c.id = p.course_id
       CROSS JOIN LATERAL (SELECT ${statusOf('p.su')} AS status) s
       CROSS JOIN LATERAL (SELECT CASE WHEN s.status = 'pending' THEN now() - p.du * interval '10 hours'
                                       ELSE now() - interval '11 hours' - p.du * interval '730 days' END AS at) d;
     SELECT setval('bookings_id_seq', (SELECT max(id) FROM bookings))`,
    true,
  );
  // One attempt per paid, refunded, failed and pending order (pending ones are on the sandbox
  // page, which gives the history its payment_url).
  timings.payments = await run(
    database,
    'payments',
    `INSERT INTO payments (id, booking_id, gateway, method, gateway_order_id, amount_minor, currency, status,
                           redirect_url, reference, checkout_key, created_at, updated_at)
     SELECT b.id, b.id, 'sandbox', b.payment_method, b.order_number || '-' || b.id, b.total_minor, 'IDR',
            CASE b.status WHEN 'refunded' THEN 'refunded' ELSE b.status END,
            CASE WHEN b.status = 'pending' THEN 'http://localhost/sandbox/checkout/bench' || b.id ELSE '' END,
            'SBX-B' || b.id, CASE WHEN b.status = 'pending' THEN 'bench' || b.id END, b.created_at + interval '1 minute',
            b.updated_at
       FROM bookings b JOIN bench_plan p ON p.id = b.id
      WHERE b.status IN ('paid', 'refunded', 'failed', 'pending');
     SELECT setval('payments_id_seq', (SELECT max(id) FROM payments))`,
    true,
  );
  timings.enrollments = await run(
    database,
    'enrolments of paid orders + students counts',
    `SET session_replication_role = replica;
     INSERT INTO enrollments (tenant_id, user_id, course_id, created_at)
     SELECT ${t}, b.user_id, b.course_id, b.paid_at FROM bookings b JOIN bench_plan p ON p.id = b.id WHERE b.status = 'paid';
     SET session_replication_role = DEFAULT;
     UPDATE courses c SET students_count = c.students_count + n.n
       FROM (SELECT course_id, count(*)::int AS n FROM enrollments e JOIN users u ON u.id = e.user_id
              WHERE u.email LIKE 'bench.%' GROUP BY course_id) n
      WHERE c.id = n.course_id`,
  );
  await database.sql.exec('DROP TABLE bench_plan');
  timings.vacuum = await run(database, 'vacuum analyze', 'VACUUM ANALYZE');
  const [counts] = await database.sql.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM sessions) AS sessions,
            (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM bookings) AS bookings,
            (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM enrollments) AS enrollments,
            (SELECT count(*)::int FROM bookings b JOIN users u ON u.id = b.user_id WHERE u.email = '${HEAVY_EMAIL}') AS heavy_bookings,
            (SELECT max(n)::int FROM (SELECT count(*) AS n FROM bookings GROUP BY user_id) x) AS max_per_user,
            (SELECT pg_total_relation_size('bookings')::bigint / 1048576)::int AS bookings_mb`,
  );
  const [statuses] = await database.sql.query<{ s: Record<string, number> }>(
    `SELECT json_object_agg(status, n) AS s FROM (SELECT status, count(*)::int AS n FROM bookings GROUP BY status) x`,
  );
  const total = (Date.now() - started) / 1000;
  console.log(`done in ${total.toFixed(1)} s:`, counts, statuses?.s);
  console.log(JSON.stringify({ seed_seconds: Math.round(total), timings, counts, statuses: statuses?.s }));
  await database.close();
}

await main();
