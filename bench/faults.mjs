// Fault drills against the built server (apps/api/dist: `npm run build -w apps/api` first) on a
// real PostgreSQL (ADMIN_URL, default postgres://root@127.0.0.1:5432/test; a scratch database is
// created and dropped). Prints the figures recorded in bench/results.md.
//
// 1. Database outage under load: 50 concurrent clients read the catalogue and post comments
//    through a TCP proxy in front of PostgreSQL; the proxy refuses and drops every connection for
//    10 s, as a stopped server would. Reported: answers while it is down (503 + Retry-After, how
//    fast), how soon and how fully the service recovers, log lines, and whether every comment
//    that got a 2xx exists exactly once.
// 2. SIGTERM with 100 requests in flight: readiness, cut-off requests, time to exit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';

const ADMIN_URL = process.env.ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.PORT ?? 3541);
const PROXY_PORT = Number(process.env.PROXY_PORT ?? 15432);
const CLIENTS = 50;
const OUTAGE_MS = 10_000;
const LEARNING_USER = 'bench';
const LEARNING_PASSWORD = 'bench-learning-secret';
const apiDir = new URL('../apps/api/', import.meta.url).pathname;
const base = `http://127.0.0.1:${PORT}`;
const basic = `Basic ${Buffer.from(`${LEARNING_USER}:${LEARNING_PASSWORD}`).toString('base64')}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A TCP proxy to PostgreSQL that can be cut (connections refused and dropped) and restored. */
function createProxy(target) {
  const sockets = new Set();
  let server = null;
  const listen = () =>
    new Promise((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(PROXY_PORT, '127.0.0.1', resolve);
    });
  return {
    listen,
    cut() {
      // Refuse new connections and drop the open ones (close() alone would wait for them).
      server.close();
      for (const s of sockets) s.destroy();
    },
    restore: listen,
    close() {
      server?.close();
      for (const s of sockets) s.destroy();
    },
  };
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  client.on('error', (error) => console.error(`admin connection: ${error.message}`));
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(databaseUrl, extraEnv = {}) {
  const lines = [];
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: '1000',
      LEARNING_BASIC_USER: LEARNING_USER,
      LEARNING_BASIC_PASSWORD: LEARNING_PASSWORD,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      for (const line of parts) if (line.trim()) lines.push({ at: performance.now(), line });
    });
  }
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, at: performance.now() })),
  );
  return { child, lines, exited };
}

async function until(path, status = 200, ms = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(base + path)).status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > ms) throw new Error(`${path} did not answer ${status}`);
    await sleep(50);
  }
}

async function login() {
  const res = await fetch(`${base}/api/v1/users/login?via=email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'learner@example.com', password: 'demo-password-2026' }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data?.token ?? body.token ?? body.data?.access_token;
}

const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
const quantile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function outageDrill() {
  const name = `faults_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(ADMIN_URL);
  const proxy = createProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.listen();
  const url = new URL(ADMIN_URL);
  url.port = String(PROXY_PORT);
  url.hostname = '127.0.0.1';
  url.pathname = `/${name}`;
  const server = startServer(url.toString());
  try {
    await until('/readyz');
    const token = await login();
    const list = await (
      await fetch(`${base}/api/courses/get-course-list?limit=24`, { headers: { authorization: basic } })
    ).json();
    const courseIds = list.data.map((c) => c.id);

    const results = [];
    let stop = false;
    async function worker(w) {
      for (let i = 0; !stop; i++) {
        const write = i % 4 === 3;
        const marker = `fault drill ${w}-${i}-${name}`;
        const started = performance.now();
        let status = 0;
        let retryAfter = null;
        try {
          const res = write
            ? await fetch(`${base}/api/discuss/add-comment`, {
                method: 'POST',
                headers: { authorization: basic, 'x-auth-token': token, 'content-type': 'application/json' },
                body: JSON.stringify({ course_id: courseIds[w % courseIds.length], comments: marker }),
                signal: AbortSignal.timeout(15_000),
              })
            : await fetch(
                i % 4 === 1
                  ? `${base}/api/courses/course-show/${courseIds[(w + i) % courseIds.length]}`
                  : `${base}/api/courses/get-course-list?page=${1 + ((w + i) % 2)}`,
                { headers: { authorization: basic }, signal: AbortSignal.timeout(15_000) },
              );
          status = res.status;
          retryAfter = res.headers.get('retry-after');
          await res.arrayBuffer();
        } catch {
          status = 0; // no answer at all
        }
        results.push({ started, ended: performance.now(), status, retryAfter, write, marker });
      }
    }
    const t0 = performance.now();
    const workers = Array.from({ length: CLIENTS }, (_, w) => worker(w));
    await sleep(5_000);
    const cutAt = performance.now();
    proxy.cut();
    console.error('database cut off');
    await sleep(OUTAGE_MS);
    const restoredAt = performance.now();
    await proxy.restore();
    console.error('database back');
    await sleep(15_000);
    stop = true;
    await Promise.all(workers);

    const during = results.filter((r) => r.started >= cutAt + 100 && r.ended <= restoredAt);
    const after = results.filter((r) => r.started >= restoredAt && r.started < restoredAt + 10_000);
    const late = results.filter((r) => r.started >= restoredAt + 10_000);
    const ok = (r) => r.status >= 200 && r.status < 300;
    const firstOk = after.find(ok);
    // The first moment from which every following second succeeds at ≥ 99 %.
    let steadyAt = null;
    for (let s = 0; s < 15; s++) {
      const rest = results.filter((r) => r.started >= restoredAt + s * 1000);
      if (rest.length && rest.filter(ok).length / rest.length >= 0.99) {
        steadyAt = s;
        break;
      }
    }
    // Request lines (level 30) are the access log; what the outage itself adds is warnings and errors.
    const logLines = server.lines.filter(
      (l) => l.at >= cutAt && l.at <= restoredAt + 15_000 && !/"level":(10|20|30),/.test(l.line),
    );

    // Every comment that was answered 2xx exists exactly once; the others at most once.
    const db = new pg.Client({ connectionString: `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${name}` });
    db.on('error', (error) => console.error(`check connection: ${error.message}`));
    await db.connect();
    const rows = (
      await db.query(
        `SELECT body, count(*)::int AS n FROM comments WHERE body LIKE 'fault drill %' GROUP BY body`,
      )
    ).rows;
    await db.end();
    const stored = new Map(rows.map((r) => [r.body, r.n]));
    const writes = results.filter((r) => r.write);
    const acknowledged = writes.filter(ok);
    const missing = acknowledged.filter((r) => stored.get(r.marker) !== 1).length;
    const duplicated = rows.filter((r) => r.n > 1).length;
    const unacknowledgedStored = writes.filter((r) => !ok(r) && stored.has(r.marker)).length;

    return {
      requests: results.length,
      seconds: ((performance.now() - t0) / 1000).toFixed(0),
      during: {
        count: during.length,
        status503: pct(during.filter((r) => r.status === 503).length, during.length),
        withRetryAfter: pct(
          during.filter((r) => r.status === 503 && r.retryAfter).length,
          during.filter((r) => r.status === 503).length,
        ),
        status500: during.filter((r) => r.status === 500).length,
        noAnswer: during.filter((r) => r.status === 0).length,
        otherStatuses: [...new Set(during.map((r) => r.status))].sort().join(', '),
        p50ms: quantile(
          during.map((r) => r.ended - r.started),
          0.5,
        ).toFixed(0),
        p99ms: quantile(
          during.map((r) => r.ended - r.started),
          0.99,
        ).toFixed(0),
        maxms: Math.max(0, ...during.map((r) => r.ended - r.started)).toFixed(0),
      },
      after: {
        firstSuccessMs: firstOk ? (firstOk.ended - restoredAt).toFixed(0) : 'none',
        successFirst10s: pct(after.filter(ok).length, after.length),
        successAfter10s: pct(late.filter(ok).length, late.length),
        steadyFromSecond: steadyAt,
      },
      writes: {
        sent: writes.length,
        acknowledged: acknowledged.length,
        missing,
        duplicated,
        unacknowledgedStored,
      },
      warningAndErrorLines: logLines.length,
      stackTraces: logLines.filter((l) => l.line.includes('"stack"')).length,
      logSample: logLines.slice(0, 6).map((l) => l.line.slice(0, 200)),
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    proxy.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function sigtermDrill() {
  const name = `faults_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const server = startServer(url.toString(), { SHUTDOWN_DELAY_SECONDS: '2' });
  try {
    await until('/readyz');
    // Logins hash a password (argon2, tens of ms of CPU each): 100 of them keep the server busy.
    const inFlight = Array.from({ length: 100 }, async () => {
      try {
        const res = await fetch(`${base}/api/v1/users/login?via=email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'learner@example.com', password: 'demo-password-2026' }),
        });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0;
      }
    });
    await sleep(300);
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await sleep(200);
    const readyz = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    const statuses = await Promise.all(inFlight);
    const { code, at } = await server.exited;
    const counts = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    return {
      readyzAfterSignal: readyz,
      answers: counts,
      cutOff: statuses.filter((s) => s === 0).length,
      exitCode: code,
      exitSeconds: ((at - signalledAt) / 1000).toFixed(2),
    };
  } finally {
    server.child.kill('SIGKILL');
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

process.on('uncaughtException', (error) => {
  console.error('uncaught:', error);
});
const outage = await outageDrill();
console.error('Database outage under load:', JSON.stringify(outage, null, 2));
const sigterm = await sigtermDrill();
console.error('SIGTERM with 100 requests in flight:', JSON.stringify(sigterm, null, 2));
const file = new URL(`results/faults-${new Date().toISOString().slice(0, 10)}.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify({ outage, sigterm }, null, 2)}\n`);
console.error(`written to ${file.pathname}`);
