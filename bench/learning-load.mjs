/**
 * Learning load test (issue 11 item 7). Starts the built API (apps/api/dist: `npm run build -w
 * apps/api` first) on loopback against the data of learning-seed.ts and drives it with autocannon
 * on the learning host (basic auth + `x-auth-token`):
 *
 *  1. `GET /api/courses/get-my-learning/<email>` of the heavy learner (200 courses), at 100
 *     connections, and at 10 (the time of one request without a queue in front of it);
 *  2. `GET /api/get-lesson-progress/<email>?course_id=<the 300-lesson course>` of the heavy learner
 *     (270 of its 300 lessons with progress), at 100 and 10 connections;
 *  3. many different learners (the seeded sessions, a different one each request, their own email):
 *     half my-learning, half the progress of one of their courses, at 100 connections.
 *
 * Answers are kept per learner under a version number (docs/decisions.md 24), so 1 and 2 measure
 * a learner reading again what has not changed, and 3 mostly answers built anew. Requests send no
 * `accept-encoding` (the whole JSON on the wire) except the rows named "Brotli as browsers ask".
 *
 *   node bench/learning-load.mjs                        # PostgreSQL bench_learning
 *   DURATION=10 node bench/learning-load.mjs
 *   ONLY=progress node bench/learning-load.mjs          # only the scenarios whose title matches
 *   LABEL=before node bench/learning-load.mjs           # the run's name in the results file
 *   API_ENTRY=dist-before/main.js LABEL=before ...      # another build of the API (a copy of dist)
 *
 * Every run is bounded and the server is stopped at the end. Results go to
 * bench/results/learning-<date>.json (RESULTS_FILE to change it), with CPU per request of the API
 * process and of PostgreSQL (read from /proc) so that runs on a busy machine can be compared.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApiServer, waitReady, cpuSeconds } from './support/api-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.PORT ?? 3530);
const DURATION = Number(process.env.DURATION ?? 30);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : null;
const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_learning';
const RESULTS_FILE =
  process.env.RESULTS_FILE ?? join(here, 'results', `learning-${new Date().toISOString().slice(0, 10)}.json`);
const LABEL = process.env.LABEL ?? 'run';
/** The built server, relative to apps/api: a copy of an older dist compares two builds on one machine state. */
const API_ENTRY = process.env.API_ENTRY ?? 'dist/main.js';
const LEARNING_USER = 'bench';
const LEARNING_PASSWORD = 'bench-learning-secret';
// As in learning-seed.ts.
const HEAVY_EMAIL = 'bench.heavy.learner@bench.example';
const HEAVY_TOKEN = 'bench-heavy-learner-token-000000';
const BIG_SLUG = 'learn-300-lessons';
const SESSION_EVERY = 10;
/** Learners of the mixed scenario (each with a session and at least one course). */
const MIX_USERS = Number(process.env.MIX_USERS ?? 10_000);
const base = `http://127.0.0.1:${PORT}`;
const want = (title) => !ONLY || ONLY.test(title);
const basic = `Basic ${Buffer.from(`${LEARNING_USER}:${LEARNING_PASSWORD}`).toString('base64')}`;
const learningHeaders = (token) => ({ authorization: basic, 'x-auth-token': token });
/** What the SPA's browser sends besides: every browser takes Brotli and gzip. */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };
const asBrowser = (requests) =>
  requests.map((r) => ({ ...r, headers: { ...r.headers, ...BROWSER_ENCODING } }));

function startServer() {
  return startApiServer({
    port: PORT,
    entry: API_ENTRY,
    env: {
      DATABASE_URL: DB_URL,
      LEARNING_BASIC_USER: LEARNING_USER,
      LEARNING_BASIC_PASSWORD: LEARNING_PASSWORD,
    },
  });
}

let serverPid = 0;

/** The machine's CPU time in all (every process), to tell how much of it other work used. */
function machineSeconds() {
  const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = f.map(Number);
  return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
}

/** One autocannon run; a row of figures. */
function cannon(title, options) {
  return new Promise((resolve, reject) => {
    const cpu0 = cpuSeconds(serverPid);
    const m0 = machineSeconds();
    const load0 = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    autocannon({ url: base, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      const cpu1 = cpuSeconds(serverPid);
      const m1 = machineSeconds();
      const perRequest = (a, b) => Number(((1000 * (b - a)) / Math.max(1, result.requests.total)).toFixed(2));
      const elapsed = m1.busy - m0.busy + m1.idle - m0.idle || 1;
      const row = {
        title,
        connections: options.connections,
        duration_s: options.duration ?? DURATION,
        requests: result.requests.total,
        req_per_s: Math.round(result.requests.average),
        bytes_per_response: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
        p50_ms: result.latency.p50,
        p90_ms: result.latency.p90,
        p97_5_ms: result.latency.p97_5,
        p99_ms: result.latency.p99,
        max_ms: result.latency.max,
        non_2xx: result.non2xx,
        // 503 here is the pool's 2 s wait for a connection running out (db/client.ts).
        status_codes: Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
        ),
        errors: result.errors,
        timeouts: result.timeouts,
        // CPU per request (ms): the API process, and every PostgreSQL process (backends, WAL writer…).
        api_cpu_ms: perRequest(cpu0.api, cpu1.api),
        postgres_cpu_ms: perRequest(cpu0.postgres, cpu1.postgres),
        // Of the machine's CPU time during the run: busy in all, and the share neither the API nor
        // PostgreSQL used (autocannon, and other people's work on a shared machine).
        machine_busy_pct: Math.round((100 * (m1.busy - m0.busy)) / elapsed),
        other_busy_pct: Math.round(
          (100 * (m1.busy - m0.busy - (cpu1.api - cpu0.api) - (cpu1.postgres - cpu0.postgres))) / elapsed,
        ),
        load_average_before: load0,
        load_average: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      };
      console.log(
        `${title.padEnd(58)} ${String(row.req_per_s).padStart(6)} req/s  p50 ${row.p50_ms}  p97.5 ${row.p97_5_ms}  p99 ${row.p99_ms}  max ${row.max_ms} ms  non-2xx ${row.non_2xx}  errors ${row.errors}  cpu/req api ${row.api_cpu_ms} ms, pg ${row.postgres_cpu_ms} ms  other ${row.other_busy_pct} %  load ${row.load_average_before} → ${row.load_average}`,
      );
      resolve(row);
    });
  });
}

const sessionToken = (g) => `bench-session-${String(g).padStart(8, '0')}`;
const myLearningPath = (email, lang) =>
  `/api/courses/get-my-learning/${encodeURIComponent(email)}${lang ? `?lang=${lang}` : ''}`;
const progressPath = (email, courseId) =>
  `/api/get-lesson-progress/${encodeURIComponent(email)}?course_id=${courseId}`;

/** Checks an answer before the load: a wrong token or host would measure 401s. */
async function probe(path, token) {
  const res = await fetch(base + path, { headers: learningHeaders(token) });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** The heavy learner's my-learning, in English two times out of three, else Indonesian. */
const heavyMyLearning = () =>
  ['en', 'en', 'id'].map((lang) => ({
    method: 'GET',
    path: myLearningPath(HEAVY_EMAIL, lang),
    headers: learningHeaders(HEAVY_TOKEN),
  }));

const heavyProgress = (courseId) => [
  { method: 'GET', path: progressPath(HEAVY_EMAIL, courseId), headers: learningHeaders(HEAVY_TOKEN) },
];

/**
 * MIX_USERS seeded learners with a session and at least one course, each with one of their
 * courses (the one they learned last); a different learner each request, my-learning and the
 * course's progress in turn.
 */
async function mixedLearners(db) {
  const { rows } = await db.query(
    `SELECT g, e.course_id
       FROM generate_series(${SESSION_EVERY}, (SELECT count(*)::int FROM users), ${SESSION_EVERY}) g
       JOIN users u ON lower(u.email) = 'learner' || g || '@bench.example'
            AND u.tenant_id = (SELECT id FROM tenants WHERE slug = 'cendekia')
       CROSS JOIN LATERAL (SELECT course_id FROM enrollments e WHERE e.user_id = u.id
                            ORDER BY last_activity_at DESC NULLS LAST, id DESC LIMIT 1) e
      ORDER BY hashint4(g) LIMIT $1`,
    [MIX_USERS],
  );
  let n = 0;
  const request = {
    method: 'GET',
    setupRequest: (req) => {
      n += 1;
      const { g, course_id } = rows[(n * 7919) % rows.length];
      const email = `learner${g}@bench.example`;
      return {
        ...req,
        path: n % 2 === 0 ? myLearningPath(email, n % 3 === 0 ? 'id' : 'en') : progressPath(email, course_id),
        headers: learningHeaders(sessionToken(g)),
      };
    },
  };
  return { learners: rows.length, requests: [request], sample: rows[0] };
}

async function main() {
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const {
    rows: [big],
  } = await db.query(`SELECT id FROM courses WHERE slug = $1`, [BIG_SLUG]);
  if (!big) throw new Error('no 300-lesson course: run bench/learning-seed.ts first');
  const server = startServer();
  serverPid = server.pid;
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const results = [];
  try {
    await waitReady(base);
    const mine = await probe(myLearningPath(HEAVY_EMAIL), HEAVY_TOKEN);
    if (mine.counts.all !== 200)
      throw new Error(`the heavy learner owns ${mine.counts.all} courses, not 200`);
    const progress = await probe(progressPath(HEAVY_EMAIL, big.id), HEAVY_TOKEN);
    if (progress.lessons.length !== 300)
      throw new Error(`the course has ${progress.lessons.length} lessons, not 300`);
    console.log(
      `heavy learner: ${mine.counts.all} courses (${mine.counts.completed} completed); course ${big.id}: ` +
        `${progress.lessons.length} lessons, ${progress.completed_lessons} completed`,
    );

    if (want('my-learning')) {
      await cannon('warm-up', { connections: CONNECTIONS, duration: 5, requests: heavyMyLearning() });
      results.push(
        await cannon('get-my-learning, heavy learner (200 courses)', {
          connections: CONNECTIONS,
          requests: heavyMyLearning(),
        }),
      );
      results.push(
        await cannon('get-my-learning, heavy learner, Brotli as browsers ask', {
          connections: CONNECTIONS,
          requests: asBrowser(heavyMyLearning()),
        }),
      );
      results.push(
        await cannon('get-my-learning, heavy learner, 10 connections', {
          connections: 10,
          requests: heavyMyLearning(),
        }),
      );
    }
    if (want('progress')) {
      await cannon('warm-up', { connections: CONNECTIONS, duration: 5, requests: heavyProgress(big.id) });
      results.push(
        await cannon('get-lesson-progress, heavy learner, 300-lesson course', {
          connections: CONNECTIONS,
          requests: heavyProgress(big.id),
        }),
      );
      results.push(
        await cannon('get-lesson-progress, 300-lesson course, Brotli as browsers ask', {
          connections: CONNECTIONS,
          requests: asBrowser(heavyProgress(big.id)),
        }),
      );
      results.push(
        await cannon('get-lesson-progress, 300-lesson course, 10 connections', {
          connections: 10,
          requests: heavyProgress(big.id),
        }),
      );
    }
    if (want('different learners')) {
      const mix = await mixedLearners(db);
      const { g, course_id } = mix.sample;
      await probe(myLearningPath(`learner${g}@bench.example`), sessionToken(g));
      await probe(progressPath(`learner${g}@bench.example`, course_id), sessionToken(g));
      results.push(
        await cannon(`${mix.learners.toLocaleString('en')} different learners, my-learning + progress`, {
          connections: CONNECTIONS,
          requests: mix.requests,
        }),
      );
    }

    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM enrollments) AS enrollments,
              (SELECT count(*)::int FROM lesson_progress) AS lesson_progress`,
    );
    // Several labelled runs (e.g. before and after a change) share the file; a label run again replaces its own.
    const runs = existsSync(RESULTS_FILE) ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')).runs ?? []) : [];
    const run = { label: LABEL, api: API_ENTRY, at: new Date().toISOString(), database: rows[0], results };
    const others = runs.filter((r) => r.label !== LABEL);
    writeFileSync(RESULTS_FILE, `${JSON.stringify({ runs: [...others, run] }, null, 2)}\n`);
    console.log(`written ${RESULTS_FILE}`);
  } finally {
    await db.end();
    stop();
  }
}

await main();
