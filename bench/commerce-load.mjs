/**
 * Commerce load test (issue 10 item 7). Starts the built API (apps/api/dist: `npm run build -w
 * apps/api` first) on loopback against the data of commerce-seed.ts and drives it with autocannon:
 *
 *  1. order history (`GET /api/v1/bookings/history`) of the heavy user (500 bookings), pages 1-50,
 *     then the same with status and course-name filters mixed in, then many different users, all
 *     at 100 connections (and the heavy user at 10, for the time of one request without a queue);
 *  2. payment notifications (`POST /api/payments/notifications/sandbox`): fresh pending bookings,
 *     each with a started sandbox attempt, made in SQL; a short sweep of connection counts, then
 *     NOTIFY_COUNT signed settlement notifications once each at the best count, checked in SQL
 *     (every booking paid once, one enrolment, one applied notification, one receipt mail); then
 *     five replays of each of REPLAYS notifications, checked to change nothing.
 *
 *   node bench/commerce-load.mjs                        # PostgreSQL bench_commerce
 *   DURATION=10 NOTIFY_COUNT=20000 node bench/commerce-load.mjs
 *   ONLY=history node bench/commerce-load.mjs           # only the scenarios whose title matches
 *   LABEL=before node bench/commerce-load.mjs           # the run's name in the results file
 *
 * Every run is bounded and the server is stopped at the end. Results go to
 * bench/results/commerce-<date>.json (RESULTS_FILE to change it), with CPU per request of the API
 * process and of PostgreSQL (read from /proc) so that runs on a busy machine can be compared.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApiServer, waitReady, cpuSeconds } from './support/api-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.PORT ?? 3520);
const DURATION = Number(process.env.DURATION ?? 30);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const NOTIFY_COUNT = Number(process.env.NOTIFY_COUNT ?? 50_000);
const SWEEP = (process.env.SWEEP ?? '10,25,50').split(',').map(Number).filter(Boolean);
const SWEEP_COUNT = Number(process.env.SWEEP_COUNT ?? 3_000);
const REPLAYS = Number(process.env.REPLAYS ?? 10_000);
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : null;
const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_commerce';
const RESULTS_FILE =
  process.env.RESULTS_FILE ?? join(here, 'results', `commerce-${new Date().toISOString().slice(0, 10)}.json`);
const LABEL = process.env.LABEL ?? 'run';
const SANDBOX_KEY = 'bench-sandbox-key-0123456789';
const LEARNING_USER = 'bench';
const LEARNING_PASSWORD = 'bench-learning-secret';
// As in commerce-seed.ts.
const HEAVY_TOKEN = 'bench-heavy-token-0000000000';
const SESSION_EVERY = 20;
const USERS = Number(process.env.USERS ?? 200_000);
const COURSES = Number(process.env.COURSES ?? 10_000);
const base = `http://127.0.0.1:${PORT}`;
const want = (title) => !ONLY || ONLY.test(title);

function startServer() {
  return startApiServer({
    port: PORT,
    env: {
      DATABASE_URL: DB_URL,
      PAYMENT_SANDBOX_KEY: SANDBOX_KEY,
      LEARNING_BASIC_USER: LEARNING_USER,
      LEARNING_BASIC_PASSWORD: LEARNING_PASSWORD,
    },
  });
}

let serverPid = 0;

/** One autocannon run; a row of figures. `amount` (a request count) replaces the duration. */
function cannon(title, options) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpu0 = cpuSeconds(serverPid);
    const settings = { url: base, ...options };
    if (options.amount) delete settings.duration;
    else settings.duration ??= DURATION;
    autocannon(settings, (error, result) => {
      if (error) return reject(error);
      const seconds = (performance.now() - started) / 1000;
      const cpu1 = cpuSeconds(serverPid);
      const perRequest = (a, b) => Number(((1000 * (b - a)) / Math.max(1, result.requests.total)).toFixed(2));
      const row = {
        title,
        connections: options.connections,
        duration_s: options.amount ? Number(seconds.toFixed(1)) : (options.duration ?? DURATION),
        requests: result.requests.total,
        req_per_s: options.amount
          ? Math.round(result.requests.total / seconds)
          : Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p90_ms: result.latency.p90,
        p99_ms: result.latency.p99,
        max_ms: result.latency.max,
        non_2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        // CPU per request (ms): the API process, and every PostgreSQL process (backends, WAL writer…).
        api_cpu_ms: perRequest(cpu0.api, cpu1.api),
        postgres_cpu_ms: perRequest(cpu0.postgres, cpu1.postgres),
        load_average: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      };
      console.log(
        `${title.padEnd(60)} ${String(row.req_per_s).padStart(6)} req/s  p50 ${row.p50_ms} ms  p90 ${row.p90_ms} ms  p99 ${row.p99_ms} ms  max ${row.max_ms} ms  non-2xx ${row.non_2xx}  errors ${row.errors}  cpu/req api ${row.api_cpu_ms} ms, pg ${row.postgres_cpu_ms} ms  load ${row.load_average}`,
      );
      resolve(row);
    });
  });
}

const bearer = (token) => ({ authorization: `Bearer ${token}` });
const sessionToken = (g) => `bench-session-${String(g).padStart(8, '0')}`;
const names = ['python', 'excel', 'mahir', 'data', 'praktis', 'masterclass'];

/** The heavy user's pages 1-50 (10 a page: all 500 bookings), in both languages. */
function heavyPages() {
  const list = [];
  for (let page = 1; page <= 50; page++)
    list.push({
      method: 'GET',
      path: `/api/v1/bookings/history?page=${page}&limit=10&lang=${page % 3 === 0 ? 'id' : 'en'}`,
      headers: bearer(HEAVY_TOKEN),
    });
  return list;
}

/** Pages 1-50 (70 %), paid orders pages 1-39 (20 %), a course name, pages 1-3 (10 %). */
function heavyMixed() {
  const list = [];
  for (let page = 1; page <= 50; page++) list.push(`page=${page}&limit=10`);
  for (let i = 0; i < 14; i++) list.push(`page=${1 + ((i * 3) % 39)}&limit=10&q[order_status_eq]=paid`);
  for (let i = 0; i < 7; i++)
    list.push(`page=${1 + (i % 3)}&limit=10&q[name_cont]=${encodeURIComponent(names[i % names.length])}`);
  return list.map((q, i) => ({
    method: 'GET',
    path: `/api/v1/bookings/history?${q.replace(/\[/g, '%5B').replace(/\]/g, '%5D')}&lang=${i % 3 === 0 ? 'id' : 'en'}`,
    headers: bearer(HEAVY_TOKEN),
  }));
}

/** A different user each request (the 9,999 seeded sessions), page 1 mostly, page 2 a fifth of the time. */
function manyUsers() {
  const sessions = Math.floor((USERS - 1) / SESSION_EVERY);
  let n = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        n += 1;
        const g = SESSION_EVERY * (1 + ((n * 7919) % sessions));
        return {
          ...req,
          path: `/api/v1/bookings/history?page=${n % 5 === 0 ? 2 : 1}&limit=10&lang=${n % 3 === 0 ? 'id' : 'en'}`,
          headers: bearer(sessionToken(g)),
        };
      },
    },
  ];
}

/** Checks an answer before the load: a wrong token or host would measure 401s. */
async function probe(path, token) {
  const res = await fetch(base + path, { headers: bearer(token) });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

// ---- notifications ----

const sha512 = (s) => createHash('sha512').update(s).digest('hex');

/**
 * `count` fresh pending bookings of bench users for courses they have no open order for and do
 * not own, each with a started sandbox attempt (as POST /bookings/:id/pay leaves it).
 */
async function preparePending(db, count, salt) {
  const { rows } = await db.query(
    `WITH cand AS (
       SELECT DISTINCT ON (u.id, c.id) u.id AS user_id, c.id AS course_id, c.price, c.sale_price
         FROM generate_series(1, $1::int * 2) g
         JOIN users u ON u.email = 'bench.user' || (1 + (hashint4(g + $2::int) & 2147483647) % ($3::int - 1)) || '@bench.example'
         JOIN courses c ON c.slug = 'shop-' || (1 + (hashint4(g * 31 + $2::int) & 2147483647) % $4::int)
        WHERE NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u.id AND e.course_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = u.id AND b.course_id = c.id AND b.status IN ('pending', 'paid'))
        LIMIT $1
     ), ins AS (
       INSERT INTO bookings (id, tenant_id, user_id, course_id, order_number, currency, price_minor, discount_minor,
                             total_minor, tax_rate, tax_minor, gateway, payment_method, expires_at)
       SELECT n, t.id, x.user_id, x.course_id, 'CEN-' || lpad(n::text, 7, '0'), 'IDR', x.price,
              x.price - x.sale_price, x.sale_price, 11, round(x.sale_price * 11 / 111), 'sandbox', 'qris',
              now() + interval '1 day'
         FROM (SELECT cand.*, nextval('bookings_id_seq')::int AS n FROM cand) x
         CROSS JOIN (SELECT id FROM tenants WHERE slug = 'cendekia') t
       ON CONFLICT (user_id, course_id) WHERE status IN ('pending', 'paid') DO NOTHING
       RETURNING id, order_number, total_minor
     )
     INSERT INTO payments (id, booking_id, gateway, method, gateway_order_id, amount_minor, currency, redirect_url,
                           reference, checkout_key)
     SELECT n, x.id, 'sandbox', 'qris', x.order_number || '-' || n, x.total_minor, 'IDR',
            'http://localhost/sandbox/checkout/load' || n, 'SBX-L' || n, 'load' || n
       FROM (SELECT ins.*, nextval('payments_id_seq')::int AS n FROM ins) x
     RETURNING booking_id, gateway_order_id, amount_minor`,
    [count, salt, USERS, COURSES],
  );
  return rows.map((r) => {
    const gross = `${r.amount_minor}.00`; // IDR has no minor digits: "150000.00"
    const body = {
      transaction_status: 'settlement',
      status_code: '200',
      order_id: r.gateway_order_id,
      gross_amount: gross,
      currency: 'IDR',
      transaction_id: `bench-${r.gateway_order_id}`,
      payment_type: 'qris',
      fraud_status: 'accept',
      signature_key: sha512(`${r.gateway_order_id}200${gross}${SANDBOX_KEY}`),
    };
    return { bookingId: r.booking_id, body: JSON.stringify(body) };
  });
}

/** Sends each body once, in order, over `connections`; collects the answers' `changed` flags. */
function sendAll(title, bodies, connections) {
  let next = 0;
  const outcome = { changed: 0, unchanged: 0, other: 0 };
  return cannon(title, {
    connections,
    amount: bodies.length,
    requests: [
      {
        method: 'POST',
        path: '/api/payments/notifications/sandbox',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
        onResponse: (status, body) => {
          if (status !== 200) outcome.other += 1;
          else if (body.includes('"changed":true')) outcome.changed += 1;
          else outcome.unchanged += 1;
        },
      },
    ],
  }).then((row) => ({ ...row, answers: outcome }));
}

/** What the notified bookings look like in the database. */
async function check(db, bookingIds) {
  const { rows } = await db.query(
    `WITH b AS (SELECT * FROM bookings WHERE id = ANY($1::int[]))
     SELECT (SELECT count(*)::int FROM b) AS bookings,
            (SELECT count(*)::int FROM b WHERE status = 'paid') AS paid,
            (SELECT count(*)::int FROM b WHERE paid_at IS NOT NULL) AS with_paid_at,
            (SELECT count(*)::int FROM payments p JOIN b ON b.id = p.booking_id WHERE p.status = 'paid') AS paid_attempts,
            (SELECT count(*)::int FROM (SELECT b.id FROM b JOIN enrollments e ON e.user_id = b.user_id AND e.course_id = b.course_id
                                        GROUP BY b.id HAVING count(*) = 1) x) AS with_one_enrolment,
            (SELECT count(*)::int FROM enrollments e JOIN b ON e.user_id = b.user_id AND e.course_id = b.course_id) AS enrolments,
            (SELECT count(*)::int FROM payment_notifications n JOIN b ON b.id = n.booking_id WHERE n.result = 'applied') AS applied,
            (SELECT count(*)::int FROM payment_notifications n JOIN b ON b.id = n.booking_id WHERE n.result = 'duplicate') AS duplicates,
            (SELECT count(*)::int FROM audit_events a JOIN b ON (a.detail->>'booking_id')::int = b.id
              WHERE a.event = 'payment_status_changed' AND a.detail->>'to' = 'paid') AS audit_paid,
            (SELECT count(DISTINCT b.id)::int FROM outbox o JOIN b ON b.order_number = substring(o.subject FROM 'CEN-[0-9]+')
              WHERE o.channel = 'email') AS with_receipt_mail,
            (SELECT count(*)::int FROM outbox o JOIN b ON b.order_number = substring(o.subject FROM 'CEN-[0-9]+')
              WHERE o.channel = 'email') AS receipt_mails`,
    [bookingIds],
  );
  return rows[0];
}

async function notifications(db, results) {
  const salt = Date.now() % 1_000_000;
  const sweepRows = [];
  let best = SWEEP[0] ?? 25;
  if (SWEEP.length > 1 && want('notifications sweep')) {
    let bestRate = 0;
    for (const [i, connections] of SWEEP.entries()) {
      const batch = await preparePending(db, SWEEP_COUNT, salt + 1000 * (i + 1));
      const row = await sendAll(
        `notifications sweep, ${connections} connections`,
        batch.map((b) => b.body),
        connections,
      );
      sweepRows.push(row);
      if (row.req_per_s > bestRate) [bestRate, best] = [row.req_per_s, connections];
    }
    results.push(...sweepRows);
  }
  const connections = Number(process.env.NOTIFY_CONNECTIONS ?? best);
  const prepStarted = Date.now();
  const batch = await preparePending(db, NOTIFY_COUNT, salt);
  console.log(
    `prepared ${batch.length} pending bookings with sandbox attempts in ${((Date.now() - prepStarted) / 1000).toFixed(1)} s`,
  );
  const ids = batch.map((b) => b.bookingId);
  const row = await sendAll(
    `notifications, ${batch.length} settlements once each`,
    batch.map((b) => b.body),
    connections,
  );
  row.checked = await check(db, ids);
  console.log('  checked:', row.checked);
  results.push(row);

  const replayed = batch.slice(0, REPLAYS);
  const bodies = [];
  for (let r = 0; r < 5; r++) for (const b of replayed) bodies.push(b.body);
  const replayRow = await sendAll(
    `replays, 5 x ${replayed.length} settlements already applied`,
    bodies,
    connections,
  );
  replayRow.checked = await check(db, ids);
  console.log('  checked:', replayRow.checked);
  results.push(replayRow);
}

async function main() {
  const server = startServer();
  serverPid = server.pid;
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const results = [];
  try {
    await waitReady(base);
    const heavy = await probe('/api/v1/bookings/history?page=50&limit=10', HEAVY_TOKEN);
    if (heavy.meta.total !== 500) throw new Error(`the heavy user has ${heavy.meta.total} bookings, not 500`);
    await probe('/api/v1/bookings/history?page=1&limit=10', sessionToken(SESSION_EVERY));

    if (want('history')) {
      await cannon('warm-up', { connections: CONNECTIONS, duration: 5, requests: heavyPages() });
      results.push(
        await cannon(`history, heavy user (500 bookings), pages 1-50`, {
          connections: CONNECTIONS,
          requests: heavyPages(),
        }),
      );
      results.push(
        await cannon(`history, heavy user, pages + paid filter + name filter`, {
          connections: CONNECTIONS,
          requests: heavyMixed(),
        }),
      );
      // The time of one request without the queue of 100 in front of it.
      results.push(
        await cannon(`history, heavy user, pages 1-50, 10 connections`, {
          connections: 10,
          requests: heavyPages(),
        }),
      );
      results.push(
        await cannon(`history, 9,999 different users, pages 1-2`, {
          connections: CONNECTIONS,
          requests: manyUsers(),
        }),
      );
    }
    if (want('notifications')) await notifications(db, results);

    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM bookings) AS bookings,
              (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM enrollments) AS enrollments`,
    );
    // Several labelled runs (e.g. before and after a change) share the file; a label run again replaces its own.
    const runs = existsSync(RESULTS_FILE) ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')).runs ?? []) : [];
    const run = { label: LABEL, at: new Date().toISOString(), database: rows[0], results };
    const others = runs.filter((r) => r.label !== LABEL);
    writeFileSync(RESULTS_FILE, `${JSON.stringify({ runs: [...others, run] }, null, 2)}\n`);
    console.log(`written ${RESULTS_FILE}`);
  } finally {
    await db.end();
    stop();
  }
}

await main();
