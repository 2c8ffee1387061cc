import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SqlRunner } from '../db/client.ts';
import { HttpError } from './http-errors.ts';

/** A fixed-window counter: `limit` hits per `windowSeconds` for one subject (an IP, an email…). */
export interface RateRule {
  /** Short name, part of the key: 'login:ip', 'login:account'… */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateStore {
  /** Counts one hit in the current window; answers the count so far and when the window ends. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: number }>;
  close(): Promise<void>;
}

const windowOf = (windowSeconds: number, now = Date.now()) => {
  const size = windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start, end: start + size };
};

/**
 * Counters in PostgreSQL (or PGlite): one atomic upsert per hit, so every instance sharing the
 * database sees the same numbers. Expired windows are swept now and then.
 */
export function pgRateStore(sql: Pick<SqlRunner, 'query'>): RateStore {
  let lastSweep = 0;
  return {
    async hit(key, windowSeconds) {
      const { start, end } = windowOf(windowSeconds);
      const rows = await sql.query<{ hits: number }>(
        `INSERT INTO rate_limits (key, window_start, hits, expires_at)
         VALUES ($1, to_timestamp($2 / 1000.0), 1, to_timestamp($3 / 1000.0))
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING hits`,
        [key, start, end],
      );
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        await sql.query('DELETE FROM rate_limits WHERE expires_at < now()');
      }
      return { count: Number(rows[0]?.hits ?? 1), resetAt: end };
    },
    async close() {},
  };
}

/** Counters in Redis (INCR + PEXPIREAT in one transaction) when REDIS_URL is configured. */
export function redisRateStore(url: string): RateStore {
  // ioredis loads with the first counted hit, not at start-up.
  let client: Promise<Redis> | null = null;
  const connect = () =>
    (client ??= import('ioredis').then(async ({ Redis }) => {
      const redis = new Redis(url, {
        // While Redis is away a hit fails at once and is counted in the fallback store.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 1_000,
      });
      // Failures surface as failed hits (countedInBoth reports them); ioredis keeps reconnecting.
      redis.on('error', () => undefined);
      // The first hits wait for the first connection, for at most a second.
      await new Promise<void>((resolve) => {
        redis.once('ready', resolve);
        setTimeout(resolve, 1_000).unref();
      });
      return redis;
    }));
  return {
    async hit(key, windowSeconds) {
      const { start, end } = windowOf(windowSeconds);
      const redisKey = `rl:${key}:${start}`;
      const redis = await connect();
      const result = await redis
        .multi()
        .incr(redisKey)
        .pexpireat(redisKey, end + 1000)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      return { count, resetAt: end };
    },
    async close() {
      if (!client) return;
      const redis = await client;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Counts every hit in both stores, Redis and the database, and answers the larger count, so a
 * Redis outage never raises a limit in either direction: hits counted before Redis went away are
 * in the database too, and hits counted while it was away outweigh its stale (or emptied) counter
 * when it returns. While one store fails the other answers alone and no request fails; only when
 * both fail does the hit fail. `onSwitch` hears each change of Redis's state, once per outage.
 */
export function countedInBoth(
  redis: RateStore,
  database: RateStore,
  onSwitch: (redisAway: boolean, error?: unknown) => void,
): RateStore {
  let redisAway = false;
  return {
    async hit(key, windowSeconds) {
      const [fast, durable] = await Promise.allSettled([
        redis.hit(key, windowSeconds),
        database.hit(key, windowSeconds),
      ]);
      if (fast.status === 'rejected' && !redisAway) onSwitch((redisAway = true), fast.reason);
      else if (fast.status === 'fulfilled' && redisAway) onSwitch((redisAway = false));
      if (fast.status === 'rejected' && durable.status === 'rejected') throw durable.reason;
      const counts = [fast, durable].flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      return counts.reduce((a, b) => (b.count > a.count ? b : a));
    },
    async close() {
      await Promise.all([redis.close(), database.close()]);
    },
  };
}

/** No address or email is kept in the counter store: only the rule and a hash of the subject. */
const keyOf = (rule: RateRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 32)}`;

/** The 429 answer; `Retry-After` tells the client how many seconds to wait. */
export const tooManyRequests = (retryAfterSeconds?: number) =>
  new HttpError(
    429,
    'Too many attempts. Please wait a moment and try again.',
    'rate_limited',
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );

export interface RateLimiter {
  /**
   * Counts one hit for every (rule, subject) pair; past any limit it throws the 429 error with
   * Retry-After. Every counter is incremented even when an earlier one is already over, unless
   * this instance already knows one of them is over for the rest of its window.
   */
  check(hits: [RateRule, string][]): Promise<void>;
  /** Counts one hit; answers false past the limit instead of throwing (for optional work). */
  allowed(rule: RateRule, subject: string): Promise<boolean>;
  close(): Promise<void>;
}

export function createRateLimiter(store: RateStore, multiplier = 1): RateLimiter {
  /**
   * Counters this instance has seen over their limit, with the end of their window: a client
   * looping past a limit is refused from memory, without a write per request (a loop of 429s
   * otherwise costs the database more than the calls it stopped). Other instances learn the same
   * at their first hit past the limit.
   */
  const over = new Map<string, number>();
  const refusedUntil = (key: string) => {
    const until = over.get(key);
    if (until === undefined) return null;
    if (until > Date.now()) return until;
    over.delete(key);
    return null;
  };
  const remember = (key: string, resetAt: number) => {
    if (over.size >= 10_000) for (const [k, until] of over) if (until <= Date.now()) over.delete(k);
    over.set(key, resetAt);
  };
  const retryAfter = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));

  return {
    async check(hits) {
      const keyed = hits.map(([rule, subject]) => ({ rule, key: keyOf(rule, subject) }));
      const known = keyed.map(({ key }) => refusedUntil(key)).filter((until) => until !== null);
      if (known.length > 0) throw tooManyRequests(retryAfter(Math.max(...known)));
      const results = await Promise.all(
        keyed.map(async ({ rule, key }) => {
          const { count, resetAt } = await store.hit(key, rule.windowSeconds);
          const isOver = count > rule.limit * multiplier;
          if (isOver) remember(key, resetAt);
          return { over: isOver, resetAt };
        }),
      );
      const refused = results.filter((r) => r.over);
      if (refused.length === 0) return;
      throw tooManyRequests(retryAfter(Math.max(...refused.map((r) => r.resetAt))));
    },
    async allowed(rule, subject) {
      const key = keyOf(rule, subject);
      if (refusedUntil(key) !== null) return false;
      const { count, resetAt } = await store.hit(key, rule.windowSeconds);
      if (count <= rule.limit * multiplier) return true;
      remember(key, resetAt);
      return false;
    },
    close: () => store.close(),
  };
}
