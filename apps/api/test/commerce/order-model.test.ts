import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueOrders } from '../../src/modules/commerce/bookings/expiry.ts';
import type { CommerceContext } from '../../src/modules/commerce/context.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import { bearer, courseByTitle, createLearner, midtransNotification, sandboxKey } from './helpers.ts';

/**
 * A model of the order, run against the real thing (docs/payments.md "What always holds"):
 * fast-check generates sequences of learner actions (buy, apply and remove a voucher, pay,
 * cancel), gateway outcomes (paid, failed, expired, cancelled, refunded) for any attempt, even a
 * voided one, replays of earlier notifications and the expiry job, several at a time in an order
 * the scheduler chooses. After every step the database must satisfy the rules below, and no call
 * may answer 5xx. A step of one action is also checked against what that action may do to an
 * order (`allowedChange`): a failed, expired or cancelled payment attempt never ends its order
 * before the order's own deadline, and a pending order before its deadline takes a new attempt.
 * On PostgreSQL the concurrent steps really run in parallel (a pool of 4).
 *
 * MODEL_RUNS sets the number of runs (default 25), MODEL_SEED replays a failure's seed.
 */
const RUNS = Number(process.env.MODEL_RUNS ?? 25);
const SEED = process.env.MODEL_SEED ? Number(process.env.MODEL_SEED) : undefined;

type Outcome = 'settlement' | 'deny' | 'expire' | 'cancel' | 'refund';
type Op =
  | { kind: 'buy'; user: number; course: number }
  | { kind: 'voucher'; user: number; pick: number; voucher: number }
  | { kind: 'unvoucher'; user: number; pick: number }
  | { kind: 'pay'; user: number; pick: number; method: 'qris' | 'bca_va' | 'gopay' }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'gateway'; pick: number; outcome: Outcome }
  | { kind: 'replay'; pick: number }
  | { kind: 'expire'; pick: number; via: 'job' | 'read' };

interface Run {
  scheduler: fc.Scheduler;
  users: { id: number; token: string }[];
  vouchers: string[];
  sent: object[];
}

/** What an op got: its HTTP status (0 when it had nothing to act on), and the order it named. */
interface Answer {
  status: number;
  booking?: number;
  code?: string;
}

let ctx: TestContext;
let key: string;
let courses: number[];
const stats = {
  runs: 0,
  commands: 0,
  ops: 0,
  bursts: 0,
  orders: new Set<string>(),
  statuses: new Map<string, number>(),
};

beforeAll(async () => {
  // The learner limits (30 orders per 10 minutes) would end a long run early.
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  key = await sandboxKey(ctx);
  courses = [
    (await courseByTitle(ctx, 'Python for Data Analysis')).id,
    (await courseByTitle(ctx, 'Excel PivotTables and Dashboards')).id,
  ];
}, 180_000);
afterAll(() => ctx.close());

const sql = <T>(text: string, params: unknown[] = []) => ctx.database.sql.query<T>(text, params);

/** The op's booking: the user's `pick`-th order (mod their count), or null when they have none. */
async function bookingOf(userId: number, pick: number) {
  const ids = await sql<{ id: number }>('SELECT id FROM bookings WHERE user_id = $1 ORDER BY id', [userId]);
  return ids.length ? ids[pick % ids.length]!.id : null;
}

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return res.statusCode;
}

/** A learner's call on one order: the status, and the error code of a refusal. */
async function callOn(booking: number, url: string, token: string, payload?: object): Promise<Answer> {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  const code = res.statusCode >= 400 ? (res.json() as { error?: { code?: string } }).error?.code : undefined;
  return { status: res.statusCode, booking, ...(code ? { code } : {}) };
}

/** Runs one op against the real app; answers what it got. */
async function exec(op: Op, run: Run): Promise<Answer> {
  switch (op.kind) {
    case 'buy': {
      const user = run.users[op.user]!;
      return { status: await call('POST', `/api/v1/bookings?course_id=${courses[op.course]}`, user.token) };
    }
    case 'voucher':
    case 'unvoucher':
    case 'pay':
    case 'cancel': {
      const user = run.users[op.user]!;
      const id = await bookingOf(user.id, op.pick);
      if (id === null) return { status: 0 };
      if (op.kind === 'voucher')
        return callOn(id, '/api/v1/bookings/apply_voucher', user.token, {
          id,
          voucher: run.vouchers[op.voucher]!,
        });
      if (op.kind === 'unvoucher') return callOn(id, '/api/v1/bookings/remove_voucher', user.token, { id });
      if (op.kind === 'pay')
        return callOn(id, `/api/v1/bookings/${id}/pay`, user.token, { method: op.method });
      return callOn(id, `/api/v1/bookings/${id}/cancel`, user.token);
    }
    case 'gateway': {
      const attempts = await sql<{ gateway_order_id: string; amount_minor: string; booking_id: number }>(
        `SELECT p.gateway_order_id, p.amount_minor, p.booking_id FROM payments p JOIN bookings b ON b.id = p.booking_id
          WHERE b.user_id = ANY($1::int[]) ORDER BY p.id`,
        [run.users.map((u) => u.id)],
      );
      if (attempts.length === 0) return { status: 0 };
      const a = attempts[op.pick % attempts.length]!;
      const statusCode = op.outcome === 'settlement' || op.outcome === 'refund' ? '200' : '202';
      const body = midtransNotification(key, {
        orderId: a.gateway_order_id,
        gross: `${a.amount_minor}.00`,
        status: op.outcome,
        statusCode,
      });
      run.sent.push(body);
      return { status: await notify(body), booking: a.booking_id };
    }
    case 'replay':
      return { status: run.sent.length ? await notify(run.sent[op.pick % run.sent.length]!) : 0 };
    case 'expire': {
      const [due] = await sql<{ id: number; user_id: number }>(
        `SELECT id, user_id FROM bookings WHERE user_id = ANY($1::int[]) AND status = 'pending' ORDER BY id`,
        [run.users.map((u) => u.id)],
      ).then((rows) => (rows.length ? [rows[op.pick % rows.length]!] : []));
      if (!due) return { status: 0 };
      await sql(`UPDATE bookings SET expires_at = now() - interval '1 second' WHERE id = $1`, [due.id]);
      if (op.via === 'job') {
        await expireDueOrders({ sql: ctx.database.sql } as CommerceContext, ctx.app.log);
        return { status: 200, booking: due.id };
      }
      const token = run.users.find((u) => u.id === due.user_id)!.token;
      return { status: await call('GET', `/api/v1/bookings/${due.id}`, token), booking: due.id };
    }
  }
}

interface OrderState {
  status: string;
  /** Past its own deadline (expires_at < now). */
  overdue: boolean;
}

/** Every order of the run's learners, by id. */
async function ordersOf(run: Run) {
  const rows = await sql<{ id: number } & OrderState>(
    'SELECT id, status, expires_at < now() AS overdue FROM bookings WHERE user_id = ANY($1::int[])',
    [run.users.map((u) => u.id)],
  );
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

/**
 * May one op alone move an order from `before` to `to`? Only money moves an order to paid (a
 * gateway's payment, its replay, or a voucher that makes it free) or back (a refund); the learner
 * cancels, and so does money for an older order of the same course (it is honoured instead); an
 * order expires only past its own deadline. No outcome of an attempt ends its order otherwise,
 * and no order becomes failed.
 */
function allowedChange(op: Op, before: OrderState, to: string): boolean {
  const money = (op.kind === 'gateway' && op.outcome === 'settlement') || op.kind === 'replay';
  const refund = (op.kind === 'gateway' && op.outcome === 'refund') || op.kind === 'replay';
  switch (to) {
    case 'paid':
      return (
        before.status !== 'refunded' && (money || (op.kind === 'voucher' && before.status === 'pending'))
      );
    case 'cancelled':
      return before.status === 'pending' && (op.kind === 'cancel' || money);
    case 'expired':
      return before.status === 'pending' && (before.overdue || op.kind === 'expire');
    case 'refunded':
      return before.status === 'paid' && refund;
    default:
      return false;
  }
}

/** A step of one op, against the model: the orders it changed, and the answer of a payment start. */
async function checkAlone(op: Op, answer: Answer, before: Map<number, OrderState>, run: Run) {
  const after = await ordersOf(run);
  for (const [id, was] of before) {
    const now = after.get(id)!;
    if (now.status !== was.status)
      expect(
        allowedChange(op, was, now.status),
        `${JSON.stringify(op)} moved order ${id} from ${was.status}${was.overdue ? ' (overdue)' : ''} to ${now.status}`,
      ).toBe(true);
  }
  if (op.kind !== 'pay' || answer.booking === undefined) return;
  const was = before.get(answer.booking)!;
  // A pending order takes a new attempt until its own deadline, whatever its earlier attempts did.
  if (was.status === 'pending' && !was.overdue)
    expect(answer.status, `pay on pending order ${answer.booking}`).toBe(200);
  // Past it, the order is expired and says so.
  if (was.status === 'expired' || (was.status === 'pending' && was.overdue))
    expect([answer.status, answer.code], `pay on overdue order ${answer.booking}`).toEqual([
      409,
      'order_expired',
    ]);
}

const notify = async (body: object) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/sandbox',
      headers: { host: HOST_A },
      payload: body,
    })
  ).statusCode;

/** The rules that must hold after every step, over this run's learners. */
async function checkInvariants(run: Run) {
  const userIds = run.users.map((u) => u.id);
  const ownership = await sql<{ enrolled: boolean; paid: number }>(
    `SELECT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u AND e.course_id = c) AS enrolled,
            (SELECT count(*) FROM bookings b WHERE b.user_id = u AND b.course_id = c AND b.status = 'paid')::int AS paid
       FROM unnest($1::int[]) u, unnest($2::int[]) c`,
    [userIds, courses],
  );
  for (const o of ownership) {
    expect(o.paid, 'at most one paid order per learner and course').toBeLessThanOrEqual(1);
    expect(o.enrolled, 'an order is paid if and only if its enrolment exists').toBe(o.paid === 1);
  }
  const orders = await sql<{
    id: number;
    status: string;
    overdue: boolean;
    paid_attempts: number;
    open_attempts: number;
  }>(
    `SELECT b.id, b.status, b.expires_at < now() AS overdue,
            count(p.id) FILTER (WHERE p.status = 'paid' AND p.needs_refund_at IS NULL)::int AS paid_attempts,
            count(p.id) FILTER (WHERE p.status = 'pending')::int AS open_attempts
       FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id
      WHERE b.user_id = ANY($1::int[]) GROUP BY b.id`,
    [userIds],
  );
  for (const o of orders) {
    expect(o.status, `order ${o.id}: a failed payment never ends its order`).not.toBe('failed');
    if (o.status === 'expired') expect(o.overdue, `order ${o.id}: expired only past its deadline`).toBe(true);
    expect(o.paid_attempts, `order ${o.id}: at most one paid attempt`).toBeLessThanOrEqual(1);
    if (o.status !== 'pending')
      expect(o.open_attempts, `order ${o.id} (${o.status}): no open attempt`).toBe(0);
    if (o.paid_attempts > 0)
      expect(o.status, `order ${o.id}: a paid attempt not flagged is its payment`).toBe('paid');
  }
  const flagged = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE b.user_id = ANY($1::int[]) AND p.needs_refund_at IS NOT NULL AND p.status NOT IN ('paid', 'refunded')`,
    [userIds],
  );
  expect(flagged[0]!.n, 'a flagged attempt is money held or given back').toBe(0);
  const vouchers = await sql<{ code: string; used_count: number; holding: number; orders: number }>(
    `SELECT v.code, v.used_count,
            (SELECT count(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id AND r.status <> 'released')::int AS holding,
            (SELECT count(*) FROM bookings b
              WHERE b.voucher_id = v.id AND b.status IN ('pending', 'paid', 'refunded'))::int AS orders
       FROM vouchers v WHERE v.code = ANY($1::text[])`,
    [run.vouchers],
  );
  for (const v of vouchers) {
    expect(v.holding, `voucher ${v.code}: its count is its uses`).toBe(v.used_count);
    expect(v.orders, `voucher ${v.code}: its uses are the orders holding it`).toBe(v.used_count);
  }
}

class Step implements fc.AsyncCommand<object, Run> {
  constructor(readonly ops: Op[]) {}
  check = () => true;
  async run(_model: object, run: Run) {
    const started: number[] = [];
    const before = this.ops.length === 1 ? await ordersOf(run) : null;
    const answers = await run.scheduler.waitFor(
      Promise.all(
        this.ops.map((op, i) =>
          run.scheduler.schedule(Promise.resolve(i), `${op.kind} ${i}`).then(() => {
            started.push(i);
            return exec(op, run);
          }),
        ),
      ),
    );
    stats.commands += 1;
    stats.ops += this.ops.length;
    if (this.ops.length > 1) {
      stats.bursts += 1;
      stats.orders.add(`${this.ops.map((o) => o.kind).join(',')}:${started.join('')}`);
    }
    for (const [i, { status, code }] of answers.entries()) {
      const name = `${this.ops[i]!.kind} ${status}${code ? ` ${code}` : ''}`;
      stats.statuses.set(name, (stats.statuses.get(name) ?? 0) + 1);
      expect(status, `${JSON.stringify(this.ops[i])} answered ${status}`).toBeLessThan(500);
    }
    if (before) await checkAlone(this.ops[0]!, answers[0]!, before, run);
    await checkInvariants(run);
  }
  toString() {
    return this.ops.map((o) => JSON.stringify(o)).join(' ‖ ');
  }
}

const user = fc.nat(1);
const pick = fc.nat(7);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('buy' as const), user, course: fc.nat(1) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('voucher' as const), user, pick, voucher: fc.nat(1) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unvoucher' as const), user, pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      user,
      pick,
      method: fc.constantFrom('qris', 'bca_va', 'gopay'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('gateway' as const),
      pick,
      outcome: fc.constantFrom<Outcome>('settlement', 'settlement', 'deny', 'expire', 'cancel', 'refund'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('expire' as const), pick, via: fc.constantFrom('job', 'read') }),
  },
);
const step = fc.oneof(
  { weight: 3, arbitrary: op.map((o) => new Step([o])) },
  // Several at once: the scheduler chooses the order they start in; the database runs them together.
  { weight: 2, arbitrary: fc.array(op, { minLength: 2, maxLength: 4 }).map((ops) => new Step(ops)) },
);

describe('the order model (buy, voucher, pay, cancel, gateway outcomes, replays, expiry)', () => {
  it(`holds its rules after every step: ${RUNS} runs of up to 14 steps, some concurrent`, async () => {
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.commands([step], { maxCommands: 14, size: 'max' }),
        async (scheduler, commands) => {
          counter += 1;
          const users = [await createLearner(ctx), await createLearner(ctx)];
          const vouchers = [`MODEL${counter}P20`, `MODEL${counter}FREE`];
          await sql(
            `INSERT INTO vouchers (tenant_id, code, name, kind, percent, quota)
           SELECT tenant_id, unnest($2::text[]), '{"en": "Model"}', 'percent', unnest($3::numeric[]), 1
             FROM tenant_domains WHERE host = $1`,
            [HOST_A, vouchers, [20, 100]],
          );
          // Every run starts with an order each and one payment page open, so that early steps
          // have something to act on.
          for (const u of users) await call('POST', `/api/v1/bookings?course_id=${courses[0]}`, u.token);
          const first = await bookingOf(users[0]!.id, 0);
          await call('POST', `/api/v1/bookings/${first}/pay`, users[0]!.token, { method: 'qris' });
          stats.runs += 1;
          await fc.asyncModelRun(
            () => ({ model: {}, real: { scheduler, users, vouchers, sent: [] } }),
            commands,
          );
        },
      ),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    const results = await sql<{ result: string; n: number }>(
      'SELECT result, count(*)::int AS n FROM payment_notifications GROUP BY result ORDER BY result',
    );
    const outcomes = [...stats.statuses.entries()]
      .sort()
      .map(([k, n]) => `${k}×${n}`)
      .join(', ');
    // The size of the run, for the record (docs/payments.md "What always holds").
    process.stdout.write(
      `order model: ${stats.runs} runs, ${stats.commands} steps, ${stats.ops} operations, ` +
        `${stats.bursts} concurrent steps in ${stats.orders.size} distinct start orders\n  answers: ${outcomes}` +
        `\n  notifications: ${results.map((r) => `${r.result}×${r.n}`).join(', ')}\n`,
    );
  }, 600_000);
});
