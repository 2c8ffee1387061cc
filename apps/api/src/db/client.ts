import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type Pg from 'pg';
import { lockDataDir } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The raw SQL surface both drivers share; used by the migrator and tests. */
export interface SqlRunner {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /**
   * `name` makes it a prepared statement on PostgreSQL: parsed and planned once per connection
   * instead of on every call (for the hottest reads; one name per text, never reused).
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], name?: string): Promise<T[]>;
  /**
   * Runs `fn` on one connection holding a session-level lock, so concurrent instances
   * migrate one at a time.
   */
  withLock<T>(fn: (conn: Pick<SqlRunner, 'exec' | 'query'>) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when
   * it throws (the error goes on to the caller).
   */
  transaction<T>(fn: (tx: SqlTransaction) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: the rows of one query in batches of `batch`, through a cursor in a read-only
   * transaction on a connection of its own, the next batch asked for while the caller handles
   * this one. One plan for the whole read (hash joins, one sort) instead of a query per page.
   * PGlite has none: its one connection would be held, and every other request wait, until the
   * end (callers page by keyset there). Stopping early closes the cursor.
   */
  cursor?<T>(sql: string, params: unknown[], batch: number): AsyncGenerator<T[]>;
}

export type SqlTransaction = Pick<SqlRunner, 'exec' | 'query'>;

export interface Database {
  db: Db;
  sql: SqlRunner;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (gzipped on request). */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any connection (other
   * instances included); resolves once listening, to a function that stops. On PostgreSQL the
   * listening connection comes back by itself after a loss, and `onMessage('*')` then says that
   * notifications may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: called whenever the pool opens a new connection. */
  onConnection?(listener: () => void): void;
  /** PostgreSQL only: connections of the pool (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL only: opens every connection of the pool, waiting up to 30 s for each, and ends
   * the pool's start-up period; resolves to how many opened. Called before the server listens.
   */
  warmUp?: () => Promise<number>;
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
    // PGlite runs one transaction at a time; other statements wait for it.
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (text) => void (await tx.exec(text)),
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
        }),
      ),
  };
  return {
    db,
    sql,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    dump: async (compression = 'none') => (await client.dumpDataDir(compression)) as Blob,
  };
}

/** A statement for node-postgres; a named one is prepared once per connection. */
const queryConfig = (text: string, values: unknown[] = [], name?: string) =>
  name ? { name, text, values } : { text, values };

async function openPostgres(url: string, max: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // Until warmUp() has run (start-up: migrations, opening the pool) a connection may take as long
  // as a busy or distant PostgreSQL needs to start a backend. Afterwards a request waits at most
  // 2 s for one: while the server is away, callers get a quick failure (answered 503) instead of
  // piling up. The opened connections stay (min = max), so a burst after a quiet spell finds
  // them open too (docs/operations.md, "Connections").
  const pool = new pg.Pool({ connectionString: url, max, min: max, connectionTimeoutMillis: START_WAIT_MS });
  // An idle connection the server ends (a restart, a failover, DROP DATABASE … FORCE while the
  // pool is closing) is re-emitted here; with no listener it would crash the process. The pool
  // has already dropped that connection and opens a new one on the next query. One line per
  // outage, however many connections it took.
  let lost = false;
  pool.on('error', (error) => {
    if (pool.ending || lost) return;
    lost = true;
    console.error(`postgres: idle connection lost: ${error.message}`);
  });
  pool.on('connect', () => {
    lost = false;
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const sql: SqlRunner = {
    async exec(text) {
      await pool.query(text);
    },
    async query<T>(text: string, params?: unknown[], name?: string) {
      const result = await pool.query(queryConfig(text, params, name));
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
    async transaction(fn) {
      const conn = await pool.connect();
      let broken = false;
      try {
        await conn.query('BEGIN');
        const result = await fn({
          exec: async (text) => void (await conn.query(text)),
          query: async <T>(text: string, params?: unknown[], name?: string) =>
            (await conn.query(queryConfig(text, params, name))).rows as T[],
        });
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is dropped, not handed to the next caller.
        await conn.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        conn.release(broken);
      }
    },
    async *cursor<T>(text: string, params: unknown[], batch: number) {
      const conn = await pool.connect();
      let broken = false;
      try {
        await conn.query('BEGIN READ ONLY');
        // A cursor is planned for its first rows unless told it will be read to the end.
        await conn.query('SET LOCAL cursor_tuple_fraction = 1');
        await conn.query(`DECLARE rows_cursor NO SCROLL CURSOR FOR ${text}`, params);
        const fetch = async (): Promise<T[]> =>
          (await conn.query(`FETCH ${Math.trunc(batch)} FROM rows_cursor`)).rows as T[];
        let next: Promise<T[]> | null = fetch();
        while (next) {
          const rows: T[] = await next;
          next = rows.length < batch ? null : fetch();
          // A reader that stops early leaves one fetch asked for, never an unhandled failure.
          next?.catch(() => undefined);
          if (rows.length > 0) yield rows;
        }
      } finally {
        // Ends the cursor whether read to the end, stopped early or failed.
        await conn.query('ROLLBACK').catch(() => (broken = true));
        conn.release(broken);
      }
    },
  };
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    db,
    sql,
    kind: 'postgres',
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
    async listen(channel, onMessage) {
      const listener = await listenPostgres(pg, url, channel, onMessage);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    onConnection: (listener) => void pool.on('connect', listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    warmUp: () => warmUp(pool, max),
  };
}

/** How long a connection may take while the server starts (see openPostgres). */
const START_WAIT_MS = 30_000;
/** How long a request waits for a connection once the server runs. */
const REQUEST_WAIT_MS = 2_000;

/**
 * Opens all `max` connections at once and hands them back to the pool, so the first burst of
 * requests finds them open rather than each waiting for a new backend within its 2 s. Then
 * requests get the short wait. Connections that fail to open are left to open on demand.
 */
async function warmUp(pool: Pg.Pool, max: number): Promise<number> {
  try {
    const opened = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
    for (const result of opened) if (result.status === 'fulfilled') result.value.release();
    return opened.filter((result) => result.status === 'fulfilled').length;
  } finally {
    pool.options.connectionTimeoutMillis = REQUEST_WAIT_MS;
  }
}

/**
 * One connection of its own holding LISTEN (a pooled connection would be handed to queries).
 * When it is lost it is opened again after 1 s, then 2, 4… up to 10 s between tries.
 */
async function listenPostgres(
  pg: typeof Pg,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
) {
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => undefined); // followed by 'end', handled there
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      reconnect(1000);
    });
    await next.connect();
    await next.query(`LISTEN ${quoted}`);
    client = next;
  }

  function reconnect(delay: number) {
    retry = setTimeout(() => {
      connect().then(
        () => onMessage('*'),
        () => reconnect(Math.min(delay * 2, 10_000)),
      );
    }, delay);
    retry.unref();
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
