import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
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
