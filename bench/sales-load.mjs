/**
 * Sales load test (issue 25 item 7). Starts the built API (apps/api/dist: `npm run build -w
 * apps/api` first) on loopback against the data of sales-seed.ts, signs in to Cendekia's studio as
 * its admin (studio-session.mjs) and measures with autocannon, CONNECTIONS at a time for DURATION
 * seconds each, the studio's sales calls: the dashboard's summary (186 days by day, a year by week
 * and by month, a year by month for one course), the orders list (first page, searches, filters,
 * a deep page) and an order's page, and the learner reports (every course, a course, its
 * learners and stuck learners, a learner); then the CSV export of every order, once: rows per
 * second and the server's peak RSS (VmRSS sampled every 50 ms).
 *
 *   node bench/sales-load.mjs                           # PostgreSQL bench_sales
 *   DURATION=5 CONNECTIONS=10 node bench/sales-load.mjs
 *   ONLY=orders node bench/sales-load.mjs               # only the scenarios whose title matches
 *   LABEL=after node bench/sales-load.mjs               # the run's name in the results file
 *   ONLY=CSV CSV_QUERY='?from=2026-09-01' node bench/sales-load.mjs   # a smaller export
 *
 * Results go to bench/results/sales-<date>.json (RESULTS_FILE to change it). p95 is computed from
 * every response's time (autocannon's own summary has no p95).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { send, studioHeaders, studioSignIn } from './studio-session.mjs';
import { cpuSeconds, percentile, startApiServer, waitReady } from './support/api-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.PORT ?? 3540);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);
const DEEP_PAGE = Number(process.env.DEEP_PAGE ?? 2000);
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : null;
const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_sales';
const RESULTS_FILE =
  process.env.RESULTS_FILE ?? join(here, 'results', `sales-${new Date().toISOString().slice(0, 10)}.json`);
const LABEL = process.env.LABEL ?? 'run';
/** The export's filters, e.g. `?from=2026-06-01`: memory against the rows exported. */
const CSV_QUERY = process.env.CSV_QUERY ?? '';
const base = `http://127.0.0.1:${PORT}`;
const want = (title) => !ONLY || ONLY.test(title);

function startServer() {
  return startApiServer({
    port: PORT,
    env: {
      DATABASE_URL: DB_URL,
      // Production refuses the published defaults of these (the demo's own are for SEED_DEMO=true).
      LEARNING_BASIC_USER: 'bench',
      LEARNING_BASIC_PASSWORD: 'bench-learning-secret',
      PAYMENT_SANDBOX_KEY: 'bench-sandbox-key-0123456789',
      // One admin's thousands of requests a second: not what the limits are for.
      RATE_LIMIT_MULTIPLIER: '1000',
    },
  });
}

const loadAverage = () => loadavg().map((l) => +l.toFixed(2));

/** One autocannon run over `paths` (taken in turn); a row of figures. */
function cannon(title, studio, paths) {
  return new Promise((resolve, reject) => {
    const times = [];
    let n = 0;
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: studioHeaders(studio),
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const row = {
          title,
          connections: CONNECTIONS,
          requests: result.requests.total,
          req_per_s: Math.round(result.requests.average),
          p50_ms: result.latency.p50,
          p95_ms: Math.round(percentile(times, 95)),
          p99_ms: result.latency.p99,
          max_ms: result.latency.max,
          non_2xx: result.non2xx,
          errors: result.errors,
          load_average: loadAverage(),
        };
        console.log(
          `${title.padEnd(58)} ${String(row.req_per_s).padStart(5)} req/s  p50 ${row.p50_ms}  p95 ${row.p95_ms}  p99 ${row.p99_ms}  max ${row.max_ms} ms  non-2xx ${row.non_2xx}  load ${row.load_average.join(' ')}`,
        );
        resolve(row);
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** A studio GET that must answer 200 (a wrong cookie or host would measure 401s); its data. */
async function probe(studio, path) {
  const res = await send(PORT, 'GET', path, studioHeaders(studio));
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return JSON.parse(res.text).data;
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

/** The whole CSV export, read as it streams: rows, seconds, bytes and the server's RSS. */
function exportCsv(studio, pid) {
  return new Promise((resolve, reject) => {
    const samples = [rssMb(pid)];
    const sampler = setInterval(() => samples.push(rssMb(pid)), 50);
    const cpu0 = cpuSeconds(pid);
    const started = performance.now();
    let lines = 0;
    let bytes = 0;
    let firstByteMs = 0;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'GET',
        path: `/api/studio/sales/orders.csv${CSV_QUERY}`,
        headers: studioHeaders(studio),
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        res.on('data', (chunk) => {
          if (!firstByteMs) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        });
        res.on('end', () => {
          clearInterval(sampler);
          const seconds = (performance.now() - started) / 1000;
          const rows = lines - 1; // the header
          const row = {
            title: `CSV export, ${CSV_QUERY ? `orders ${CSV_QUERY}` : 'every order'}`,
            rows,
            seconds: +seconds.toFixed(1),
            rows_per_s: Math.round(rows / seconds),
            first_byte_ms: Math.round(firstByteMs),
            mb: +(bytes / 1048576).toFixed(1),
            rss_mb_before: samples[0],
            rss_mb_max: Math.max(...samples),
            rss_mb_last: samples.at(-1),
            // Where the time went: the API process's CPU and PostgreSQL's, in seconds.
            api_cpu_s: +(cpuSeconds(pid).api - cpu0.api).toFixed(1),
            postgres_cpu_s: +(cpuSeconds(pid).postgres - cpu0.postgres).toFixed(1),
            load_average: loadAverage(),
          };
          console.log(JSON.stringify(row));
          resolve(row);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const qs = (params) => new URLSearchParams(params).toString();
const daysBefore = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const server = startServer();
  server.on('exit', (code) => {
    if (code) {
      console.error(`server exited with ${code}`);
      process.exit(1);
    }
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const results = { load_average_start: loadAverage(), calls: [] };
  try {
    await waitReady(base);
    const studio = await studioSignIn(PORT, { email: 'admin@example.com' });
    const options = await probe(studio, '/api/studio/sales/options');
    const today = options.today;
    const course = options.courses[0].id;
    const { rows: ids } = await db.query(
      `SELECT min(id)::int AS lo, max(id)::int AS hi FROM bookings WHERE order_number LIKE 'CEN-S%'`,
    );
    const { lo, hi } = ids[0];
    const summary = (params) => `/api/studio/sales/summary?${qs({ to: today, ...params })}`;
    const orders = (params) => `/api/studio/sales/orders?${qs(params)}`;
    // Searches an admin types: a learner's email, part of a name, an order number.
    const searches = [];
    for (let i = 1; i <= 20; i++) {
      const g = 1 + ((i * 7919) % 200_000);
      searches.push(orders({ q: `sales.user${g}@` }));
      searches.push(orders({ q: `CEN-S${String(((i * 48611) % 900_000) + 1).padStart(7, '0')}` }));
      searches.push(orders({ q: ['wijaya', 'citra lestari', 'nugroho'][i % 3] }));
    }
    const { rows: popular } = await db.query(
      `SELECT course_id AS id FROM enrollments GROUP BY course_id ORDER BY count(*) DESC LIMIT 5`,
    );
    const learnerCourses = popular.map((r) => r.id);
    const { rows: people } = await db.query(
      `SELECT id FROM users WHERE email LIKE 'sales.user%' ORDER BY id LIMIT 200`,
    );
    const learnerIds = people.map((r) => r.id);
    const orderIds = Array.from({ length: 500 }, (_, i) => lo + ((i * 104729) % (hi - lo + 1)));
    const scenarios = [
      ['summary, 186 days by day', [summary({ from: daysBefore(today, 185), group: 'day' })]],
      ['summary, 1 year by week', [summary({ from: daysBefore(today, 364), group: 'week' })]],
      ['summary, 1 year by month', [summary({ from: daysBefore(today, 364), group: 'month' })]],
      [
        'summary, 1 year by week, one course',
        [summary({ from: daysBefore(today, 364), group: 'week', course_id: String(course) })],
      ],
      [
        'summary, 1 year by month, method + voucher "none"',
        [summary({ from: daysBefore(today, 364), group: 'month', method: 'gopay', voucher: 'none' })],
      ],
      ['orders, first page', [orders({ page: '1' })]],
      ['orders, search (email, order number, name)', searches],
      [
        'orders, filters (status; course + method; a month)',
        [
          orders({ status: 'refunded' }),
          orders({ course_id: String(course), method: 'card' }),
          orders({ from: daysBefore(today, 60), to: daysBefore(today, 30), status: 'paid' }),
        ],
      ],
      [`orders, page ${DEEP_PAGE}`, [orders({ page: String(DEEP_PAGE) })]],
      ['order page', orderIds.map((id) => `/api/studio/sales/orders/${id}`)],
      // The learner reports over the same company's 2,000,000 enrolments (issue 25 items 3, 7).
      ['learners, every course', ['/api/studio/learners/courses']],
      ['learners, a course', learnerCourses.map((id) => `/api/studio/learners/courses/${id}`)],
      [
        "learners, a course's learners, pages 1 and 40",
        learnerCourses.flatMap((id) => [
          `/api/studio/learners/courses/${id}/learners`,
          `/api/studio/learners/courses/${id}/learners?page=40`,
        ]),
      ],
      [
        "learners, a course's stuck learners",
        learnerCourses.map((id) => `/api/studio/learners/courses/${id}/learners?stuck_days=30`),
      ],
      ['learners, a learner', learnerIds.map((id) => `/api/studio/learners/people/${id}`)],
    ];
    for (const [title, paths] of scenarios) {
      if (!want(title)) continue;
      for (const path of new Set(paths.slice(0, 3))) await probe(studio, path);
      results.calls.push(await cannon(title, studio, paths));
    }
    if (want('CSV export')) results.csv = await exportCsv(studio, server.pid);
    results.load_average_end = loadAverage();

    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM bookings) AS orders, (SELECT count(*)::int FROM enrollments) AS enrolments,
              (SELECT count(*)::int FROM sales_daily) AS sales_daily_rows`,
    );
    const runs = existsSync(RESULTS_FILE) ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')).runs ?? []) : [];
    const run = {
      label: LABEL,
      at: new Date().toISOString(),
      database: rows[0],
      duration_s: DURATION,
      ...results,
    };
    writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ runs: [...runs.filter((r) => r.label !== LABEL), run] }, null, 2)}\n`,
    );
    console.log(`written ${RESULTS_FILE}`);
  } finally {
    await db.end();
    stop();
  }
}

await main();
