/**
 * Quiz load test (issue 12 "Scale"): LEARNERS learners take the same quiz at once on PostgreSQL:
 * each starts it (`GET /api/quiz/get-quiz/:id`), saves ANSWERS answers one after another
 * (`POST /api/quiz/save-answer`) and submits (`POST /api/add-quiz`). All learners start together.
 * Reported: errors (anything but 200) and p50/p95/p99/max per call, then checked in SQL: one
 * closed attempt per learner, every answer saved, every grade right, every pass counted once in
 * the learning progress.
 *
 *   npm run build -w apps/api && node bench/quiz-load.mjs
 *   LEARNERS=1000 ROUNDS=3 node bench/quiz-load.mjs
 *   ARRIVAL_MS=10000 THINK_MS=2000 node bench/quiz-load.mjs   # arrivals spread over 10 s, up to 2 s per answer
 *
 * The database (BENCH_DB, default bench_quiz on the local server) is created afresh with the demo
 * data by the built server itself; the learners, their sessions and enrolments and a quiz of
 * ANSWERS questions are added in SQL. The server is the built one (apps/api/dist) on loopback,
 * called with node:http (fetch drops the Host header, which names the tenant). Every run is
 * bounded and the server is stopped at the end. Results: bench/results/quiz-<date>.json.
 */
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApiServer, waitReady, percentile } from './support/api-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.PORT ?? 3431);
const LEARNERS = Number(process.env.LEARNERS ?? 500);
const ANSWERS = Number(process.env.ANSWERS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
/** 0 (the default): every learner starts at the same instant and answers without a pause. */
const ARRIVAL_MS = Number(process.env.ARRIVAL_MS ?? 0);
const THINK_MS = Number(process.env.THINK_MS ?? 0);
const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_quiz';
const RESULTS_FILE =
  process.env.RESULTS_FILE ?? join(here, 'results', `quiz-${new Date().toISOString().slice(0, 10)}.json`);
const HOST = 'localhost';
const BASIC = `Basic ${Buffer.from('bench:bench-learning-secret').toString('base64')}`;

async function recreateDatabase() {
  const url = new URL(DB_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

let server;
function startServer() {
  server = startApiServer({
    port: PORT,
    env: {
      SEED_DEMO: 'true',
      DATABASE_URL: DB_URL,
      LEARNING_BASIC_USER: 'bench',
      LEARNING_BASIC_PASSWORD: 'bench-learning-secret',
    },
  });
}

/** The learners, their sessions, their enrolment, and a quiz of ANSWERS single-choice questions. */
async function seed(db) {
  const [{ tenant_id: tenant }] = (
    await db.query(`SELECT tenant_id FROM tenant_domains WHERE host = $1`, [HOST])
  ).rows;
  const [{ id: course }] = (
    await db.query(`SELECT id FROM courses WHERE tenant_id = $1 ORDER BY id LIMIT 1`, [tenant])
  ).rows;
  const [{ id: quiz }] = (
    await db.query(
      `INSERT INTO lessons (course_id, section_id, position, title_en, title_id, type, duration_minutes)
       SELECT $1, s.id, 999, 'Bench quiz', 'Kuis bench', 'quiz', 10 FROM course_sections s
        WHERE s.course_id = $1 ORDER BY s.position LIMIT 1 RETURNING id`,
      [course],
    )
  ).rows;
  await db.query(`INSERT INTO quizzes (lesson_id, time_limit_seconds, pass_mark) VALUES ($1, 1800, 70)`, [
    quiz,
  ]);
  await db.query(
    `WITH q AS (
       INSERT INTO quiz_questions (quiz_id, position, kind, prompt, explanation)
       SELECT $1, g, 'single', 'Question ' || g, 'Because' FROM generate_series(1, $2) g RETURNING id)
     INSERT INTO quiz_options (question_id, position, text, is_correct)
     SELECT q.id, o, 'Option ' || o, o = 1 FROM q, generate_series(1, 4) o`,
    [quiz, ANSWERS],
  );
  const tokens = Array.from({ length: LEARNERS }, () => randomBytes(32).toString('base64url'));
  const users = (
    await db.query(
      `INSERT INTO users (tenant_id, email, full_name, confirmed_at)
       SELECT $1, 'quiz-bench-' || g || '-' || $3 || '@example.test', 'Bench ' || g, now()
         FROM generate_series(1, $2) g RETURNING id`,
      [tenant, LEARNERS, Date.now()],
    )
  ).rows.map((r) => r.id);
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT u, t, now() + interval '1 day' FROM unnest($1::int[], $2::text[]) AS x(u, t)`,
    [users, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
  );
  await db.query(
    `INSERT INTO enrollments (tenant_id, user_id, course_id) SELECT $1, u, $2 FROM unnest($3::int[]) u`,
    [tenant, course, users],
  );
  return { quiz, course, users, tokens };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: LEARNERS });

function call(method, path, token, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        headers: {
          host: HOST,
          authorization: BASIC,
          'x-auth-token': token,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode, ms, json });
        });
      },
    );
    req.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, json: { error: error.message } }),
    );
    if (payload) req.write(payload);
    req.end();
  });
}

function summary(samples) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.status !== 200);
  const round = (n) => Number(n.toFixed(1));
  return {
    requests: samples.length,
    errors: errors.length,
    error_statuses: [...new Set(errors.map((e) => e.status))],
    p50_ms: round(percentile(ms, 50)),
    p95_ms: round(percentile(ms, 95)),
    p99_ms: round(percentile(ms, 99)),
    max_ms: round(ms.at(-1) ?? 0),
  };
}

/** One learner: start, ANSWERS saves in a row (the right option each time), submit. */
const pause = (ms) => (ms > 0 ? new Promise((r) => setTimeout(r, Math.random() * ms)) : Promise.resolve());

async function learner(token, quiz, samples) {
  await pause(ARRIVAL_MS);
  const start = await call('GET', `/api/quiz/get-quiz/${quiz}`, token);
  samples.start.push(start);
  const attempt = start.json?.data?.attempt;
  if (!attempt) return;
  for (const q of attempt.questions.slice(0, ANSWERS)) {
    // Option texts say which is right ("Option 1"); the learner picks it.
    const right = q.options.find((o) => o.text === 'Option 1');
    await pause(THINK_MS);
    samples.save.push(
      await call('POST', '/api/quiz/save-answer', token, {
        attempt_id: attempt.id,
        question_id: q.id,
        option_ids: [right.id],
      }),
    );
  }
  samples.submit.push(await call('POST', '/api/add-quiz', token, { quiz_id: quiz, attempt_id: attempt.id }));
}

async function main() {
  console.log(`fresh database ${DB_URL}`);
  await recreateDatabase();
  startServer();
  const t0 = performance.now();
  await waitReady(`http://127.0.0.1:${PORT}`);
  console.log(`server ready (migrated and seeded) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const runs = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const { quiz, course, users, tokens } = await seed(db);
      const samples = { start: [], save: [], submit: [] };
      const began = performance.now();
      await Promise.all(tokens.map((token) => learner(token, quiz, samples)));
      const seconds = (performance.now() - began) / 1000;
      const all = [...samples.start, ...samples.save, ...samples.submit];
      const [check] = (
        await db.query(
          `SELECT count(*)::int AS attempts,
                  count(*) FILTER (WHERE closed_by = 'learner' AND score = 100 AND passed)::int AS graded_right,
                  (SELECT count(*)::int FROM quiz_answers x JOIN quiz_attempts a ON a.id = x.attempt_id
                    WHERE a.quiz_id = $1) AS answers,
                  (SELECT count(*)::int FROM lesson_progress p
                    WHERE p.lesson_id = $1 AND p.completed_at IS NOT NULL) AS lessons_completed,
                  (SELECT count(*)::int FROM enrollments e
                    WHERE e.course_id = $2 AND e.user_id = ANY($3::int[]) AND e.completed_lessons = 1) AS progress_once
             FROM quiz_attempts WHERE quiz_id = $1`,
          [quiz, course, users],
        )
      ).rows;
      const run = {
        round,
        learners: LEARNERS,
        answers_each: ANSWERS,
        arrival_ms: ARRIVAL_MS,
        think_ms: THINK_MS,
        seconds: Number(seconds.toFixed(1)),
        requests_per_s: Math.round(all.length / seconds),
        start: summary(samples.start),
        save: summary(samples.save),
        submit: summary(samples.submit),
        all: summary(all),
        check,
      };
      runs.push(run);
      console.log(JSON.stringify(run, null, 2));
    }
  } finally {
    await db.end();
    server.kill('SIGTERM');
    agent.destroy();
  }
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  const previous = existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : [];
  previous.push({ at: new Date().toISOString(), database: 'postgresql', runs });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(previous, null, 2)}\n`);
  console.log(`results appended to ${RESULTS_FILE}`);
}

main().catch((error) => {
  console.error(error);
  server?.kill('SIGTERM');
  process.exit(1);
});
