import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database, SqlRunner } from '../../db/client.ts';

/**
 * A small job queue in the `jobs` table (migrations/0029_video_assets.sql), the same SQL on
 * PostgreSQL and PGlite (docs/decisions.md §41):
 * - a worker takes the oldest ready job with FOR UPDATE SKIP LOCKED, so instances never take the
 *   same one, and holds it by a lease it renews every few seconds (with the job's progress);
 * - a job whose process died keeps its lease only until it ends: then any worker puts it back in
 *   the queue (or fails it when its attempts are used up) and it starts again;
 * - a failure is retried after a back-off that doubles per attempt; a PermanentJobError is not.
 */

export interface Job<P = unknown> {
  id: number;
  queue: string;
  payload: P;
  /** This take included: 1 on the first run. */
  attempts: number;
  maxAttempts: number;
}

export interface JobContext<P = unknown> {
  job: Job<P>;
  /** Aborted when the worker stops (shutdown) or has lost the job's lease to another worker. */
  signal: AbortSignal;
  /** Records 0–100; written with the next heartbeat, at most about once a second. */
  progress(percent: number): void;
}

export type JobHandler<P = unknown> = (context: JobContext<P>) => Promise<void>;

/** A failure that another attempt cannot mend (bad input): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    /** A machine-readable reason, kept in the job's last_error and passed to onFailed. */
    readonly code: string,
  ) {
    super(message);
  }
}

export interface EnqueueOptions {
  maxAttempts?: number;
  /** Delay before the first take. */
  delayMs?: number;
}

/**
 * Adds a job. Takes any query runner, so it can run inside the transaction that creates what the
 * job works on: the job exists exactly when that commits.
 */
export async function enqueue(
  sql: Pick<SqlRunner, 'query'>,
  queue: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<number> {
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO jobs (queue, payload, max_attempts, run_at)
     VALUES ($1, $2::jsonb, $3, now() + make_interval(secs => $4::float8 / 1000)) RETURNING id`,
    [queue, JSON.stringify(payload), options.maxAttempts ?? 5, options.delayMs ?? 0],
  );
  return Number(row!.id);
}

export interface WorkerOptions<P> {
  queue: string;
  handler: JobHandler<P>;
  /** Jobs this worker runs at once. */
  concurrency?: number;
  /** Seconds a take lasts without a heartbeat; a dead worker's job waits this long at most. */
  leaseSeconds?: number;
  /** Seconds between heartbeats (lease renewals); well under leaseSeconds. */
  heartbeatSeconds?: number;
  /** How often to look for work when nothing woke the worker. */
  pollMs?: number;
  /** How often to look for jobs whose lease ended (a dead worker's). */
  reclaimMs?: number;
  /** First retry delay; doubled per attempt up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /**
   * At start, take back every running job whatever its lease: right when no other process can be
   * running them (PGlite is one process's database, pglite-lock.ts).
   */
  reclaimAllOnStart?: boolean;
  /** Called once when a job has failed for good (its attempts used up, or a permanent error). */
  onFailed?: (job: Job<P>, error: { message: string; code: string | null }) => Promise<void>;
  /** Called when a job ends for a reason the worker cannot report otherwise. */
  onError?: (error: unknown) => void;
}

export interface Worker {
  readonly id: string;
  start(): Promise<void>;
  /** Looks for work now (after an enqueue in this process) instead of at the next poll. */
  wake(): void;
  /**
   * Stops taking jobs and aborts the running ones. With `release` (a clean shutdown) they go back
   * to the queue at once, their attempt not counted; without it (tests: a crash) they keep their
   * lease until it ends, as when the process dies.
   */
  stop(options?: { release?: boolean }): Promise<void>;
}

interface JobDbRow {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const toJob = <P>(row: JobDbRow): Job<P> => ({
  id: Number(row.id),
  queue: row.queue,
  payload: row.payload as P,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
});

/** The back-off before attempt `attempts + 1`: base · 2^(attempts − 1), capped. */
export const backoffMs = (attempts: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

type Sql = Pick<SqlRunner, 'query'>;

/**
 * Running jobs of a queue whose lease ended (or all, `all`) go back to the queue, or fail when
 * they have no attempt left: answers the rows that failed.
 */
async function reclaimJobs(sql: Sql, queue: string, all: boolean) {
  const rows = await sql.query<JobDbRow & { state: string }>(
    `UPDATE jobs SET
       state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
       finished_at = CASE WHEN attempts >= max_attempts THEN now() END,
       last_error = 'lease_expired', locked_by = NULL, lease_until = NULL,
       run_at = now(), updated_at = now()
     WHERE queue = $1 AND state = 'running' AND ($2 OR lease_until < now())
     RETURNING id, queue, payload, attempts, max_attempts, state`,
    [queue, all],
  );
  return rows.filter((row) => row.state === 'failed');
}

/** Takes the oldest ready job of a queue; SKIP LOCKED: two workers never wait for one another. */
async function claimJob(sql: Sql, queue: string, workerId: string, leaseSeconds: number) {
  const [row] = await sql.query<JobDbRow>(
    `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = $2,
       lease_until = now() + make_interval(secs => $3), updated_at = now()
     WHERE id = (
       SELECT id FROM jobs WHERE queue = $1 AND state = 'queued' AND run_at <= now()
       ORDER BY run_at, id FOR UPDATE SKIP LOCKED LIMIT 1)
     RETURNING id, queue, payload, attempts, max_attempts`,
    [queue, workerId, leaseSeconds],
  );
  return row ?? null;
}

/** Renews the lease and writes the progress; false when the job is no longer this worker's. */
async function heartbeat(
  sql: Sql,
  jobId: number,
  workerId: string,
  leaseSeconds: number,
  progress: number | null,
) {
  const rows = await sql.query(
    `UPDATE jobs SET lease_until = now() + make_interval(secs => $3), updated_at = now(),
       progress = coalesce($4, progress)
     WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
    [jobId, workerId, leaseSeconds, progress],
  );
  return rows.length > 0;
}

type Outcome =
  | { kind: 'done' }
  | { kind: 'released' }
  | { kind: 'retry'; message: string; delayMs: number }
  | { kind: 'failed'; reason: string };

/** Ends a take as its outcome says; false when the job was no longer this worker's. */
async function settle(sql: Sql, jobId: number, workerId: string, outcome: Outcome): Promise<boolean> {
  const mine = `WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`;
  const free = `locked_by = NULL, lease_until = NULL, updated_at = now()`;
  const [text, extra] =
    outcome.kind === 'done'
      ? [
          `UPDATE jobs SET state = 'done', progress = 100, ${free}, finished_at = now(), last_error = NULL ${mine}`,
          [],
        ]
      : outcome.kind === 'released'
        ? // Not the job's fault: its attempt is given back.
          [
            `UPDATE jobs SET state = 'queued', attempts = greatest(0, attempts - 1), run_at = now(), ${free} ${mine}`,
            [],
          ]
        : outcome.kind === 'retry'
          ? [
              `UPDATE jobs SET state = 'queued', ${free}, last_error = $3,
                 run_at = now() + make_interval(secs => $4::float8 / 1000) ${mine}`,
              [outcome.message.slice(0, 2000), outcome.delayMs],
            ]
          : [
              `UPDATE jobs SET state = 'failed', ${free}, finished_at = now(), last_error = $3 ${mine}`,
              [outcome.reason.slice(0, 2000)],
            ];
  return (await sql.query(text, [jobId, workerId, ...extra])).length > 0;
}

/** What became of a take: from the handler's result and why it was aborted, if it was. */
function outcomeOf(
  job: Job<unknown>,
  signal: AbortSignal,
  error: unknown,
  backoff: { baseMs: number; maxMs: number },
): Outcome | null {
  // Stopped without release (a simulated crash): the row stays as a dead process leaves it.
  if (signal.aborted && signal.reason === CRASH) return null;
  if (signal.aborted && signal.reason === RELEASE) return { kind: 'released' };
  if (error === undefined) return { kind: 'done' };
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PermanentJobError) return { kind: 'failed', reason: error.code };
  if (job.attempts >= job.maxAttempts) return { kind: 'failed', reason: message };
  return { kind: 'retry', message, delayMs: backoffMs(job.attempts, backoff.baseMs, backoff.maxMs) };
}

export function createWorker<P>(database: Database, options: WorkerOptions<P>): Worker {
  const { queue, handler, concurrency = 1, leaseSeconds = 30, heartbeatSeconds = 10 } = options;
  const { pollMs = 1000, reclaimMs = 5000, backoffBaseMs = 5000, backoffMaxMs = 10 * 60_000 } = options;
  const sql = database.sql;
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  let lastReclaim = 0;
  const report = options.onError ?? (() => undefined);

  async function reclaim(all = false) {
    for (const row of await reclaimJobs(sql, queue, all)) {
      await options
        .onFailed?.(toJob<P>(row), { message: 'The worker stopped too often', code: 'lease_expired' })
        .catch(report);
    }
    lastReclaim = Date.now();
  }

  async function run(job: Job<P>) {
    const controller = new AbortController();
    let progress: number | null = null;
    let written = 0;
    let beating: Promise<unknown> = Promise.resolve();
    const beat = () => {
      const value = progress;
      progress = null;
      written = Date.now();
      beating = heartbeat(sql, job.id, id, leaseSeconds, value).then((ours) => {
        if (!ours) controller.abort(new Error('lease lost'));
      }, report); // A database hiccup: the lease holds until the next beat.
    };
    const interval = setInterval(beat, heartbeatSeconds * 1000);
    interval.unref();
    const context: JobContext<P> = {
      job,
      signal: controller.signal,
      progress(percent) {
        progress = Math.max(0, Math.min(100, Math.round(percent * 10) / 10));
        if (Date.now() - written >= 1000) beat();
      },
    };
    const done = (async () => {
      const error = await handler(context).then(
        () => undefined,
        (e: unknown) => e ?? new Error('failed'),
      );
      clearInterval(interval);
      await beating;
      const outcome = outcomeOf(job, controller.signal, error, {
        baseMs: backoffBaseMs,
        maxMs: backoffMaxMs,
      });
      if (!outcome) return;
      const mine = await settle(sql, job.id, id, outcome);
      // Only the holder of the lease reports the failure.
      if (outcome.kind === 'failed' && mine) {
        const message = error instanceof Error ? error.message : String(error);
        await options.onFailed?.(job, {
          message,
          code: error instanceof PermanentJobError ? error.code : null,
        });
      }
    })()
      .catch(report)
      .finally(() => {
        running.delete(job.id);
        wakeUp?.();
      });
    running.set(job.id, { controller, done });
  }

  async function tick() {
    if (Date.now() - lastReclaim >= reclaimMs) await reclaim();
    while (!stopped && running.size < concurrency) {
      const row = await claimJob(sql, queue, id, leaseSeconds);
      if (!row) break;
      await run(toJob<P>(row));
    }
  }

  async function work() {
    while (!stopped) {
      await tick().catch(report);
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        timer = setTimeout(resolve, pollMs);
        timer.unref();
      });
      wakeUp = undefined;
    }
  }

  return {
    id,
    async start() {
      if (!stopped) return;
      stopped = false;
      await reclaim(options.reclaimAllOnStart ?? false);
      loop = work();
    },
    wake() {
      wakeUp?.();
    },
    async stop({ release = true } = {}) {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      wakeUp?.();
      for (const { controller } of running.values()) controller.abort(release ? RELEASE : CRASH);
      await Promise.all([...running.values()].map((entry) => entry.done));
      await loop;
    },
  };
}

/** Abort reasons of stop(): told apart from a lost lease. */
const RELEASE = new Error('worker stopped');
const CRASH = new Error('worker halted');
