/**
 * A freshly started instance under load: starts the built server (apps/api/dist) on PostgreSQL,
 * and the moment it prints that it listens, sends 30 connections' worth of page and API requests
 * (autocannon). Counts the answers by status; a 503 here means a request gave up waiting for a
 * database connection while PostgreSQL was up. Several rounds, each a new process on the same
 * database (migrated and seeded by a first start).
 *
 *   npm run build -w apps/api && npm run build -w apps/web
 *   node bench/cold-start.mjs                  # 5 rounds, 30 connections, 600 requests each
 *   ROUNDS=10 CONNECTIONS=30 node bench/cold-start.mjs
 *   CONNECT_DELAY_MS=2500 node bench/cold-start.mjs   # each new connection takes 2.5 s
 *   SERVER=apps/api/dist-before/main.js node bench/cold-start.mjs   # another build
 *
 * CONNECT_DELAY_MS puts a TCP proxy between the server and PostgreSQL that holds every new
 * connection that long before passing it on: a busy or distant PostgreSQL starting a backend.
 * BENCH_DB names an admin URL; the script creates (and at the end drops) bench_cold_start there.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const ADMIN_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/postgres';
const PORT = Number(process.env.PORT ?? 3520);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 30);
const AMOUNT = Number(process.env.AMOUNT ?? 600);
const CONNECT_DELAY_MS = Number(process.env.CONNECT_DELAY_MS ?? 0);
const SERVER = process.env.SERVER ?? 'apps/api/dist/main.js';
const NAME = 'bench_cold_start';

let proxyPort = 0;
/** The bench database, through the slow proxy when there is one. */
const databaseUrl = (direct = false) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  if (proxyPort && !direct) url.host = `127.0.0.1:${proxyPort}`;
  return url.toString();
};

/** A TCP proxy to PostgreSQL that holds each new connection CONNECT_DELAY_MS before passing it on. */
function slowProxy() {
  const target = new URL(ADMIN_URL);
  const server = net.createServer((client) => {
    client.on('error', () => client.destroy());
    setTimeout(() => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    }, CONNECT_DELAY_MS);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      proxyPort = server.address().port;
      server.unref();
      resolve(server);
    }),
  );
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The built server on PostgreSQL; `listening` resolves once it printed that it listens. */
function startServer(url = databaseUrl()) {
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL: url,
      WEB_DIST: `${root}apps/web/dist`,
      // Every request of the run comes from one address.
      RATE_LIMIT_MULTIPLIER: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = Date.now();
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const listening = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('is running')) resolve(Date.now() - started);
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (exit ${code}) before listening`)));
  });
  return { child, listening, exited };
}

const appCode = { app_code: 'wl-malaysia' };
// The demo's learning-host credentials (SEED_DEMO=true lets production start with them).
const learning = { authorization: `Basic ${Buffer.from('learning:learning-demo').toString('base64')}` };
const words = ['python', 'excel', 'data', 'desain', 'pajak', 'react', 'sql', 'marketing', 'bisnis'];

/**
 * Pages (rendered on the server, several API calls in-process, then cached), public API calls,
 * and calls that always reach the database: a signed-in learner's orders and vouchers (the
 * session is read on every call) and searches for terms never asked before.
 */
function requestsFor(token) {
  const bearer = { authorization: `Bearer ${token}` };
  let n = 0;
  return [
    { path: '/' },
    { path: '/education' },
    { path: '/api/courses/get-course-list?page=1&limit=12', headers: learning },
    { path: '/api/cek-domain', headers: appCode },
    { path: '/api/v1/bookings/history', headers: bearer },
    { path: '/api/v1/vouchers/history', headers: bearer },
    // A login: an argon2 hash on libuv's thread pool, which new connections' DNS lookups share.
    {
      method: 'POST',
      path: '/api/v1/users/login?via=email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=learner%40example.com&password=demo-password-2026',
    },
    {
      path: '/api/courses/course-search/python',
      headers: learning,
      // A new term every time: nothing answers from a cache.
      setupRequest: (request) => ({
        ...request,
        path: `/api/courses/course-search/${words[n % words.length]}%20${(n++).toString(36)}`,
      }),
    },
  ];
}

/** The demo learner's token, made once and stored in the database for every round. */
async function logIn() {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/users/login?via=email`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=learner%40example.com&password=demo-password-2026',
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return body.data.token;
}

async function round(index, token) {
  const server = startServer();
  const listenMs = await server.listening;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    amount: AMOUNT,
    timeout: 30,
    // As a browser asks: compressed answers.
    headers: { 'accept-encoding': 'br, gzip' },
    requests: requestsFor(token).map((r) => ({ method: 'GET', ...r })),
  });
  const statuses = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count.count;
  server.child.kill('SIGTERM');
  await server.exited;
  const line = {
    round: index,
    listen_ms: listenMs,
    requests: result.requests.sent,
    statuses,
    errors: result.errors + result.timeouts,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
  };
  console.log(JSON.stringify(line));
  return line;
}

await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin(`CREATE DATABASE ${NAME}`);
if (CONNECT_DELAY_MS) await slowProxy();
try {
  // The first start migrates and seeds (straight to PostgreSQL); the rounds then start on a ready
  // database, as a restart or a new instance does.
  const first = startServer(databaseUrl(true));
  await first.listening;
  const token = await logIn();
  first.child.kill('SIGTERM');
  await first.exited;
  const lines = [];
  for (let i = 1; i <= ROUNDS; i++) lines.push(await round(i, token));
  const unavailable = lines.reduce((n, l) => n + (l.statuses['503'] ?? 0), 0);
  const sent = lines.reduce((n, l) => n + l.requests, 0);
  console.log(
    `${SERVER}, ${ROUNDS} rounds, ${CONNECTIONS} connections, new connections +${CONNECT_DELAY_MS} ms: ` +
      `${unavailable} × 503 of ${sent} requests`,
  );
} finally {
  await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
}
