import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { loadEnv } from '../src/env.ts';
import { startServer } from '../src/start.ts';
import { SETUP_MS } from './account/support.ts';

/**
 * Two instances starting together on an empty PostgreSQL: migrations and the demo seed run
 * under one lock, so both come up and the demo data exists once. (PGlite is one process's
 * database, so this is a PostgreSQL test.)
 */
describe.skipIf(!process.env.DATABASE_URL)('start-up on an empty PostgreSQL', () => {
  it(
    'brings two instances up at once, with the demo data seeded exactly once',
    async () => {
      const name = `test_start_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const [a, b] = await Promise.all([
        openDatabase({ url: url.toString(), dataDir: '', poolSize: 4 }),
        openDatabase({ url: url.toString(), dataDir: '', poolSize: 4 }),
      ]);
      try {
        const [first, second] = await Promise.all([
          prepareDatabase(a, { seedDemo: true }),
          prepareDatabase(b, { seedDemo: true }),
        ]);
        // One of them migrated and seeded; the other found the work done.
        expect([first.seeded, second.seeded].sort()).toEqual([false, true]);
        expect(first.applied.length + second.applied.length).toBeGreaterThan(0);
        expect(Math.min(first.applied.length, second.applied.length)).toBe(0);
        const [tenants] = await a.sql.query<{ n: number; slugs: number }>(
          'SELECT count(*)::int AS n, count(DISTINCT slug)::int AS slugs FROM tenants',
        );
        expect(tenants).toEqual({ n: 3, slugs: 3 });
        const [users] = await a.sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM users WHERE email = 'learner@example.com'`,
        );
        expect(users!.n).toBe(2);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    SETUP_MS,
  );
});

/**
 * PostgreSQL through a TCP proxy that holds every new connection for `delayMs` before passing it
 * on: what a busy or distant server does when it starts a backend for each new connection.
 */
async function slowToConnect(target: URL, delayMs: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => client.destroy());
    // The client's startup message waits, unread, until the upstream connection exists.
    setTimeout(() => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    close() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('a freshly started server under a burst', () => {
  it(
    'answers 30 concurrent requests right after it listens without a 503, though each new connection takes 2.5 s',
    async () => {
      const name = `test_warm_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
      const target = new URL(process.env.DATABASE_URL!);
      target.pathname = `/${name}`;
      // Longer than a request waits for a connection (2 s): a request that had to open one fails.
      const proxy = await slowToConnect(target, 2_500);
      const env = loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: proxy.url,
        SEED_DEMO: 'false',
      });
      const { app, database } = await startServer(env);
      try {
        const { port } = app.server.address() as net.AddressInfo;
        const basic = Buffer.from(`${env.LEARNING_BASIC_USER}:${env.LEARNING_BASIC_PASSWORD}`).toString(
          'base64',
        );
        // A different search each: every one reads the database, none answers from a cache.
        const statuses = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            fetch(`http://127.0.0.1:${port}/api/courses/course-search/burst${i}`, {
              headers: { authorization: `Basic ${basic}` },
            }).then((res) => res.status),
          ),
        );
        expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
      } finally {
        await app.close();
        await database.close();
        proxy.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    SETUP_MS,
  );
});
