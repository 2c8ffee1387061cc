import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, enqueue, PermanentJobError, type Worker } from '../../src/lib/jobs/queue.ts';
import { createTestApp, type TestContext } from '../helper.ts';

let ctx: TestContext;
const workers: Worker[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  for (const w of workers) await w.stop();
  await ctx.close();
});

const jobRow = async (id: number) =>
  (
    await ctx.database.sql.query<{
      state: string;
      attempts: number;
      progress: number;
      last_error: string | null;
      locked_by: string | null;
    }>('SELECT state, attempts, progress, last_error, locked_by FROM jobs WHERE id = $1', [id])
  )[0]!;

async function until(check: () => Promise<boolean>, ms = 8000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error('timed out');
}

const worker = (
  queue: string,
  options: Partial<Parameters<typeof createWorker>[1]> & {
    handler: Parameters<typeof createWorker>[1]['handler'];
  },
) => {
  const w = createWorker(ctx.database, { queue, pollMs: 50, reclaimMs: 100, backoffBaseMs: 50, ...options });
  workers.push(w);
  return w;
};

describe('the job queue (issue 24 item 4)', () => {
  it('runs a job once and records its progress', async () => {
    const seen: number[] = [];
    const w = worker('q_run', {
      handler: async ({ job, progress }) => {
        seen.push(job.id);
        progress(50);
        await sleep(1100); // past the 1 s write interval: the next report is written
        progress(75);
      },
    });
    const id = await enqueue(ctx.database.sql, 'q_run', { n: 1 });
    await w.start();
    await until(async () => (await jobRow(id)).state === 'done');
    expect(seen).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, progress: 100, locked_by: null });
  });

  it('takes back a job whose worker died once its lease ends, and completes it', async () => {
    let first = true;
    const crashed = worker('q_crash', {
      leaseSeconds: 1,
      heartbeatSeconds: 0.3,
      handler: ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
    });
    const id = await enqueue(ctx.database.sql, 'q_crash', {});
    await crashed.start();
    await until(async () => (await jobRow(id)).state === 'running');
    // The process "dies": no heartbeat, no release; the row still names the dead worker.
    await crashed.stop({ release: false });
    expect(await jobRow(id)).toMatchObject({ state: 'running', attempts: 1 });

    const runs: number[] = [];
    const rescuer = worker('q_crash', {
      handler: async ({ job }) => {
        runs.push(job.attempts);
        first = false;
      },
    });
    await rescuer.start();
    // Not before the lease ends: a live lease is never taken.
    await sleep(200);
    expect(first).toBe(true);
    await until(async () => (await jobRow(id)).state === 'done');
    expect(runs).toEqual([2]);
  });

  it('on a PGlite start takes back every running job at once', async () => {
    const id = await enqueue(ctx.database.sql, 'q_restart', {});
    // As a server killed mid-job leaves it, its lease still an hour away.
    await ctx.database.sql.query(
      `UPDATE jobs SET state = 'running', attempts = 1, locked_by = 'dead:1:x', lease_until = now() + interval '1 hour' WHERE id = $1`,
      [id],
    );
    const w = worker('q_restart', { reclaimAllOnStart: true, handler: async () => {} });
    await w.start();
    await until(async () => (await jobRow(id)).state === 'done');
  });

  it('retries a failure after a back-off, and fails a permanent error at once', async () => {
    let calls = 0;
    const failed: string[] = [];
    const w = worker('q_retry', {
      handler: async ({ job }) => {
        if ((job.payload as { permanent?: boolean }).permanent)
          throw new PermanentJobError('bad input', 'not_a_video');
        calls++;
        if (calls < 3) throw new Error(`flaky ${calls}`);
      },
      onFailed: async (_job, error) => void failed.push(error.code ?? error.message),
    });
    const flaky = await enqueue(ctx.database.sql, 'q_retry', {}, { maxAttempts: 3 });
    const bad = await enqueue(ctx.database.sql, 'q_retry', { permanent: true });
    await w.start();
    await until(async () => (await jobRow(flaky)).state === 'done' && (await jobRow(bad)).state === 'failed');
    expect(await jobRow(flaky)).toMatchObject({ attempts: 3 });
    expect(await jobRow(bad)).toMatchObject({ attempts: 1, last_error: 'not_a_video' });
    expect(failed).toEqual(['not_a_video']);

    // Out of attempts: failed for good, reported once.
    const doomed = await enqueue(ctx.database.sql, 'q_retry', { permanent: false }, { maxAttempts: 1 });
    calls = 0;
    await until(async () => (await jobRow(doomed)).state === 'failed');
    expect(failed).toEqual(['not_a_video', 'flaky 1']);
  });

  it('a clean stop puts the running job back without counting the attempt', async () => {
    const w = worker('q_stop', {
      handler: ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
    });
    const id = await enqueue(ctx.database.sql, 'q_stop', {});
    await w.start();
    await until(async () => (await jobRow(id)).state === 'running');
    await w.stop();
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 0, locked_by: null });
  });
});
