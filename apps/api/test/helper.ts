import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { loadEnv, type Env } from '../src/env.ts';

export const APP_CODE = 'wl-malaysia';
/** Hosts of the demo tenants (examples/tenants/{cendekia,acme,dormant}/tenant.json). */
export const HOST_A = 'localhost';
export const HOST_B = 'acme.localhost';
export const HOST_SUSPENDED = 'suspended.localhost';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: PGlite in memory, or, when DATABASE_URL is set, a new
 * PostgreSQL database created for this file and dropped afterwards.
 */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const adminUrl = process.env.DATABASE_URL;
  const seeded = options.seed !== false;
  let url: string | undefined;
  let loadDataDir: Blob | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // Copying the seeded template (test/global-setup.ts) takes milliseconds.
    await admin.query(`CREATE DATABASE ${name}${seeded ? ` TEMPLATE ${inject('pgTemplate')}` : ''}`);
    await admin.end();
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else if (seeded) {
    loadDataDir = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ...(url ? { DATABASE_URL: url } : {}),
    ...options.env,
  });
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: 4, loadDataDir });
  if (!seeded) await migrate(database.sql);
  // As the server starts (src/start.ts): the pool opened, then requests wait at most 2 s.
  await database.warmUp?.();
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** Headers of a public call from a tenant's host (product §6). */
export const publicHeaders = (host = HOST_A) => ({ host, app_code: APP_CODE });

/**
 * Rate limits count in fixed windows: waits, when needed, so that a burst of up to `needMs` starts
 * early enough in a window of `seconds` not to straddle two of them.
 */
export async function earlyInWindow(seconds: number, needMs = 8000) {
  const into = Date.now() % (seconds * 1000);
  if (into > seconds * 1000 - needMs) await sleep(seconds * 1000 - into + 50);
}
