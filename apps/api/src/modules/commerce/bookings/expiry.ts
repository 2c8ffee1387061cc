import type { Log } from '../../../lib/log.ts';
import { repeatEvery } from '../../../lib/repeat.ts';
import type { CommerceContext } from '../context.ts';
import { lockDueBookings } from './queries.ts';
import { changeStatus } from './service.ts';

const BATCH = 200;

/**
 * Expires pending orders past their deadline, in batches. Safe with several instances: each
 * batch locks its rows with SKIP LOCKED, so two instances take different orders, and the status
 * guard of the change means an order paid a moment before is left alone.
 */
export async function expireDueOrders(ctx: CommerceContext, log: Log): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await ctx.sql.transaction(async (tx) => {
      const due = await lockDueBookings(tx, BATCH);
      for (const id of due)
        if (await changeStatus(tx, id, 'expired', { actor: 'expiry' }, log, true)) expired += 1;
      return due.length < BATCH;
    });
    if (done) return expired;
  }
}

/** Runs expireDueOrders every `seconds` on this instance until stopped. */
export function startExpiryJob(ctx: CommerceContext, log: Log, seconds: number) {
  return repeatEvery(seconds, log, 'order expiry run failed', async () => {
    const n = await expireDueOrders(ctx, log);
    if (n > 0) log.info({ expired: n }, 'pending orders expired');
  });
}
