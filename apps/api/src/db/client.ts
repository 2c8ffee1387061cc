import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The raw SQL surface both drivers share; used by the migrator and tests. */
export interface SqlRunner {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` on one connection holding a session-level lock, so concurrent instances
   * migrate one at a time.
   */
  withLock<T>(fn: (conn: Pick<SqlRunner, 'exec' | 'query'>) => Promise<T>): Promise<T>;
}

export interface Database {
  db: Db;
  sql: SqlRunner;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (gzipped on request). */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /** PostgreSQL only: connections of the pool (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from a dump (tests start from one seeded snapshot). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.loadDataDir);
}

// Each driver (and its Drizzle adapter) loads only when it is the one configured: start-up time.

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
  ]);
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(loadDataDir ? { loadDataDir } : {}),
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite is a single connection: statements are already serialised.
  const sql: SqlRunner = {
    async exec(text) {
      await client.exec(text);
    },
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params as unknown[]);
      return result.rows;
    },
    withLock: (fn) => fn(sql),
  };
  return {
    db,
    sql,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
    dump: async (compression = 'none') => (await client.dumpDataDir(compression)) as Blob,
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (a restart, a failover, DROP DATABASE … FORCE while the
  // pool is closing) is re-emitted here; with no listener it would crash the process. The pool
  // has already dropped that connection and opens a new one on the next query.
  pool.on('error', (error) => {
    if (!pool.ending) console.error(`postgres: idle connection lost: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const sql: SqlRunner = {
    async exec(text) {
      await pool.query(text);
    },
    async query<T>(text: string, params?: unknown[]) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async withLock(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock(727274)');
        return await fn({
          exec: async (text) => void (await conn.query(text)),
          query: async <T>(text: string, params?: unknown[]) => (await conn.query(text, params)).rows as T[],
        });
      } finally {
        await conn.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        conn.release();
      }
    },
  };
  return {
    db,
    sql,
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
