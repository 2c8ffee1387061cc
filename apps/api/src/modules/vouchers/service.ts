import { randomInt, randomUUID } from 'node:crypto';
import type { FieldCode } from '@app/contract/errors';
import { CODE_ALPHABET, VOUCHER_LIMITS } from '@app/contract/vouchers/constants';
import { voucherProblems } from '@app/contract/vouchers/rules';
import type {
  StudioVoucher,
  VoucherBatchBody,
  VoucherBody,
  VoucherFields,
  VoucherOptions,
} from '@app/contract/vouchers/schemas';
import type { SqlRunner } from '../../db/client.ts';
import type { SignedInCaller } from '../../lib/caller.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { releaseFromPendingOrders } from '../commerce/vouchers/service.ts';
import * as q from './queries.ts';

/** What the voucher services need from the app. */
export interface VouchersContext {
  sql: SqlRunner;
}

/** docs/product.md "The studio": vouchers are the company's admins' (a contributor gets 403). */
function adminOf(caller: SignedInCaller) {
  if (caller.user.role !== 'admin') throw forbidden('Vouchers are for the company’s admins');
  return caller.tenant.id;
}

const missing = () => notFound('No such voucher');

function answerOf(row: q.VoucherStudioRow): StudioVoucher {
  const n = (value: string | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    code: row.code,
    name: { en: row.name.en ?? '', id: row.name.id ?? '', ms: row.name.ms ?? '' },
    kind: row.kind,
    percent: n(row.percent),
    amount_minor: n(row.amount_minor),
    max_discount_minor: n(row.max_discount_minor),
    min_purchase_minor: Number(row.min_purchase_minor),
    quota: row.quota,
    per_learner_limit: row.per_user_limit,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    course_ids: row.course_ids.map(Number),
    active: row.active,
    state: row.state,
    batch_id: row.batch_id,
    uses: row.used_count,
    paid_orders: row.paid_orders,
    cost_minor: Number(row.cost_minor),
    currency: row.currency,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The stored rules of the fields, after the rules across fields (contract vouchers/rules.ts) and
 * the company's own: its courses only. A name left empty in a language is the first one written.
 */
async function valuesOf(ctx: VouchersContext, tenantId: number, f: VoucherFields, fallbackName: string) {
  const problems: Record<string, FieldCode> = voucherProblems(f);
  if ((await q.foreignCourses(ctx.sql, tenantId, f.course_ids)).length > 0)
    problems.course_ids = 'not_an_option';
  if (Object.keys(problems).length) throw badRequest('The voucher needs a change', problems);
  const written = f.name.en || f.name.id || f.name.ms || fallbackName;
  const values: q.VoucherValues = {
    name: { en: f.name.en || written, id: f.name.id || written, ms: f.name.ms || written },
    kind: f.kind,
    percent: f.percent,
    amountMinor: f.amount_minor,
    maxDiscountMinor: f.max_discount_minor,
    minPurchaseMinor: f.min_purchase_minor,
    quota: f.quota,
    perUserLimit: f.per_learner_limit,
    validFrom: f.valid_from,
    validUntil: f.valid_until,
  };
  return values;
}

const codeTaken = () => badRequest('Another voucher has this code', { code: 'code_taken' });

export async function options(ctx: VouchersContext, caller: SignedInCaller): Promise<VoucherOptions> {
  const tenantId = adminOf(caller);
  const [facts, courses] = await Promise.all([
    q.companyFacts(ctx.sql, tenantId),
    q.companyCourses(ctx.sql, tenantId, caller.lang),
  ]);
  return { ...facts, courses };
}

export async function list(
  ctx: VouchersContext,
  caller: SignedInCaller,
  f: { q?: string | undefined; batch?: string | undefined; page: number },
) {
  const tenantId = adminOf(caller);
  const perPage = VOUCHER_LIMITS.perPage;
  const [rows, facts] = await Promise.all([
    q.listVouchers(ctx.sql, tenantId, { ...f, perPage }),
    q.companyFacts(ctx.sql, tenantId),
  ]);
  return {
    items: rows.map(answerOf),
    page: f.page,
    per_page: perPage,
    total: rows[0]?.total ?? 0,
    currency: facts.currency,
  };
}

export async function get(ctx: VouchersContext, caller: SignedInCaller, id: number) {
  const row = await q.findVoucher(ctx.sql, adminOf(caller), id);
  if (!row) throw missing();
  return answerOf(row);
}

export async function create(ctx: VouchersContext, caller: SignedInCaller, body: VoucherBody) {
  const tenantId = adminOf(caller);
  const values = await valuesOf(ctx, tenantId, body, body.code);
  const id = await ctx.sql.transaction(async (tx) => {
    const [made] = await q.insertVouchers(tx, tenantId, [body.code], values, null);
    // The unique (tenant_id, code) decides, so two admins saving one code at once get one voucher.
    if (!made) throw codeTaken();
    await q.setVoucherCourses(tx, [made.id], body.course_ids);
    return made.id;
  });
  caller.log.info({ voucher_id: id }, 'voucher created');
  return get(ctx, caller, id);
}

/** A random code: the prefix, a dash, then symbols of CODE_ALPHABET from the system's CSPRNG. */
export function randomCode(prefix: string) {
  let random = '';
  for (let i = 0; i < VOUCHER_LIMITS.randomLength; i++)
    random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return prefix ? `${prefix}-${random}` : random;
}

/**
 * "Generate N codes": N vouchers alike in one transaction, each with its own random code. A code
 * another voucher already has (one chance in about 10^14 a code) is drawn again.
 */
export async function generate(ctx: VouchersContext, caller: SignedInCaller, body: VoucherBatchBody) {
  const tenantId = adminOf(caller);
  const prefix = body.prefix.replace(/-+$/, '');
  const values = await valuesOf(ctx, tenantId, body, prefix || 'Voucher');
  const batchId = randomUUID();
  const codes = await ctx.sql.transaction(async (tx) => {
    const made: { id: number; code: string }[] = [];
    for (let round = 0; made.length < body.count; round++) {
      if (round === 5) throw new Error('could not draw unique voucher codes');
      const drawn = new Set<string>();
      while (drawn.size < body.count - made.length) drawn.add(randomCode(prefix));
      made.push(...(await q.insertVouchers(tx, tenantId, [...drawn], values, batchId)));
    }
    await q.setVoucherCourses(
      tx,
      made.map((m) => m.id),
      body.course_ids,
    );
    return made.map((m) => m.code).sort();
  });
  caller.log.info({ batch_id: batchId, count: codes.length }, 'voucher codes generated');
  return { batch_id: batchId, codes };
}

export async function update(ctx: VouchersContext, caller: SignedInCaller, id: number, body: VoucherBody) {
  const tenantId = adminOf(caller);
  const values = await valuesOf(ctx, tenantId, body, body.code);
  await ctx.sql.transaction(async (tx) => {
    const locked = await q.lockVoucher(tx, tenantId, id);
    if (!locked) throw missing();
    if (body.quota !== null && body.quota < locked.used_count)
      throw badRequest('The quota is below the uses so far', { quota: 'quota_below_uses' });
    if (await q.codeTaken(tx, tenantId, body.code, id)) throw codeTaken();
    await q.updateVoucher(tx, id, body.code, values);
    await q.setVoucherCourses(tx, [id], body.course_ids);
  });
  return get(ctx, caller, id);
}

/**
 * Deactivates a voucher: checkout refuses it from the commit on, and then the orders still
 * waiting for payment that hold it lose it (their full price again, their open payment page
 * cancelled: commerce/vouchers/service.ts).
 */
export async function deactivate(ctx: VouchersContext, caller: SignedInCaller, id: number) {
  const tenantId = adminOf(caller);
  await ctx.sql.transaction(async (tx) => {
    if (!(await q.lockVoucher(tx, tenantId, id))) throw missing();
    await q.setActive(tx, id, false);
  });
  const released = await releaseFromPendingOrders(ctx.sql, id);
  caller.log.info({ voucher_id: id, released }, 'voucher deactivated');
  return get(ctx, caller, id);
}

export async function activate(ctx: VouchersContext, caller: SignedInCaller, id: number) {
  const tenantId = adminOf(caller);
  await ctx.sql.transaction(async (tx) => {
    if (!(await q.lockVoucher(tx, tenantId, id))) throw missing();
    await q.setActive(tx, id, true);
  });
  return get(ctx, caller, id);
}
