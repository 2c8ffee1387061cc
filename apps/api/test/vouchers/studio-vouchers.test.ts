import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '@app/contract/vouchers/constants';
import { generatedCode, type StudioVoucher } from '@app/contract/vouchers/schemas';
import { SETUP_MS } from '../account/support.ts';
import { applyVoucher, courseByTitle, createLearner, order } from '../commerce/helpers.ts';
import { createTestApp, HOST_B, type TestContext } from '../helper.ts';
import { ADMIN, MENTOR, STUDIO_A, STUDIO_B, studio, studioSession } from '../studio/support.ts';
import { createVoucher, fields, freshCode, problemsOf } from './support.ts';

/**
 * The studio's vouchers (issue 25 item 5): who may see and change them, the rules of a voucher's
 * fields, bulk generation.
 */
let ctx: TestContext;
let admin: string;
let mentor: string;
let adminB: string;
let python: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await studioSession(ctx, ADMIN);
  mentor = await studioSession(ctx, MENTOR);
  adminB = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
  python = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
}, SETUP_MS);
afterAll(() => ctx?.close());

const post = (cookie: string | null, url: string, body?: unknown, host = STUDIO_A) =>
  studio(ctx, cookie, 'POST', url, body, { host });
const put = (cookie: string | null, url: string, body: unknown) => studio(ctx, cookie, 'PUT', url, body);
const get = (cookie: string | null, url: string, host = STUDIO_A) =>
  studio(ctx, cookie, 'GET', url, undefined, { host });

describe('who may see and change vouchers', () => {
  it('is the admin: a contributor is answered 403, nobody signed in 401', async () => {
    const mine = await createVoucher(ctx, admin);
    for (const res of [
      await get(mentor, '/api/studio/vouchers'),
      await get(mentor, '/api/studio/vouchers/options'),
      await get(mentor, `/api/studio/vouchers/${mine.id}`),
      await post(mentor, '/api/studio/vouchers', { code: freshCode(), ...fields() }),
      await post(mentor, '/api/studio/vouchers/batch', { ...fields(), count: 2, prefix: 'X' }),
      await put(mentor, `/api/studio/vouchers/${mine.id}`, {
        code: mine.code,
        ...fields({ amount_minor: 1 }),
      }),
      await post(mentor, `/api/studio/vouchers/${mine.id}/deactivate`),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    expect((await get(null, '/api/studio/vouchers')).statusCode).toBe(401);
    // Nothing changed.
    const after = (await get(admin, `/api/studio/vouchers/${mine.id}`)).json().data as StudioVoucher;
    expect(after).toMatchObject({ amount_minor: 10_000, active: true });
  });

  it('shows another company’s vouchers to nobody: 404 by id, absent from the list', async () => {
    const theirs = await createVoucher(ctx, adminB, {}, STUDIO_B);
    expect((await get(admin, `/api/studio/vouchers/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await put(admin, `/api/studio/vouchers/${theirs.id}`, { code: theirs.code, ...fields() })).statusCode,
    ).toBe(404);
    expect((await post(admin, `/api/studio/vouchers/${theirs.id}/deactivate`)).statusCode).toBe(404);
    const list = (await get(admin, `/api/studio/vouchers?q=${theirs.code}`)).json().data;
    expect(list.items).toEqual([]);
    // Acme's own list has it, in its currency.
    const own = (await get(adminB, `/api/studio/vouchers?q=${theirs.code}`, STUDIO_B)).json().data;
    expect(own.items.map((v: StudioVoucher) => v.id)).toEqual([theirs.id]);
    expect(own.currency).toBe('MYR');
    // A course of the other company is not an option either.
    const [acmeCourse] = await ctx.database.sql.query<{ id: number }>(
      `SELECT c.id FROM courses c JOIN tenant_domains d ON d.tenant_id = c.tenant_id WHERE d.host = $1 LIMIT 1`,
      [HOST_B],
    );
    const res = await post(admin, '/api/studio/vouchers', {
      code: freshCode(),
      ...fields({ course_ids: [python, acmeCourse!.id] }),
    });
    expect(problemsOf(res)).toEqual({ course_ids: 'not_an_option' });
  });
});

describe('a voucher’s rules', () => {
  const create = (over: Record<string, unknown>, code = freshCode()) =>
    post(admin, '/api/studio/vouchers', { code, ...fields(over) });

  it('takes 1 to 100 percent, a fixed amount above zero in whole minor units', async () => {
    expect(problemsOf(await create({ kind: 'percent', percent: 0 }))).toEqual({ percent: 'too_small' });
    expect(problemsOf(await create({ kind: 'percent', percent: 101 }))).toEqual({ percent: 'too_large' });
    expect(problemsOf(await create({ kind: 'percent', percent: null }))).toEqual({ percent: 'required' });
    expect(problemsOf(await create({ kind: 'fixed', amount_minor: 0 }))).toEqual({
      amount_minor: 'too_small',
    });
    expect(problemsOf(await create({ kind: 'fixed', amount_minor: -5 }))).toEqual({
      amount_minor: 'too_small',
    });
    expect(problemsOf(await create({ kind: 'fixed', amount_minor: 10.5 }))).toEqual({
      amount_minor: 'invalid',
    });
    expect(problemsOf(await create({ kind: 'fixed', amount_minor: null }))).toEqual({
      amount_minor: 'required',
    });
    expect(problemsOf(await create({ kind: 'fixed', amount_minor: '10000' }))).toEqual({
      amount_minor: 'invalid',
    });
    expect(problemsOf(await create({ kind: 'half' }))).toEqual({ kind: 'invalid_option' });
    expect(problemsOf(await create({ per_learner_limit: 0 }))).toEqual({ per_learner_limit: 'too_small' });
    expect(problemsOf(await create({ quota: 0 }))).toEqual({ quota: 'too_small' });
    expect(problemsOf(await create({ min_purchase_minor: -1 }))).toEqual({ min_purchase_minor: 'too_small' });
    expect(problemsOf(await create({}, 'AB'))).toEqual({ code: 'too_short' });
    expect(problemsOf(await create({}, 'NO SPACES'))).toEqual({ code: 'voucher_format' });

    const percent = await createVoucher(ctx, admin, {
      kind: 'percent',
      percent: 100,
      max_discount_minor: 75_000,
    });
    expect(percent).toMatchObject({
      kind: 'percent',
      percent: 100,
      amount_minor: null,
      max_discount_minor: 75_000,
    });
    // The amount of the other kind is not kept.
    const fixed = await createVoucher(ctx, admin, { kind: 'fixed', amount_minor: 1, percent: 30 });
    expect(fixed).toMatchObject({ kind: 'fixed', amount_minor: 1, percent: null, currency: 'IDR' });
  });

  it('is valid from a time before its end, both in the company’s time zone', async () => {
    expect(
      problemsOf(await create({ valid_from: '2026-12-01T10:00', valid_until: '2026-12-01T10:00' })),
    ).toEqual({ valid_until: 'range_reversed' });
    expect(
      problemsOf(await create({ valid_from: '2026-12-02T00:00', valid_until: '2026-12-01T23:59' })),
    ).toEqual({ valid_until: 'range_reversed' });
    expect(problemsOf(await create({ valid_from: '2026-02-30T10:00' }))).toEqual({
      valid_from: 'date_invalid',
    });
    expect(problemsOf(await create({ valid_until: '1 Dec 2026' }))).toEqual({ valid_until: 'date_format' });
    const v = await createVoucher(ctx, admin, {
      valid_from: '2026-12-01T10:00',
      valid_until: '2026-12-31T23:59',
    });
    expect(v).toMatchObject({ valid_from: '2026-12-01T10:00', valid_until: '2026-12-31T23:59' });
    // Cendekia is in Asia/Jakarta (UTC+7).
    const [row] = await ctx.database.sql.query<{ starts_at: Date; ends_at: Date }>(
      'SELECT starts_at, ends_at FROM vouchers WHERE id = $1',
      [v.id],
    );
    expect(new Date(row!.starts_at).toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(new Date(row!.ends_at).toISOString()).toBe('2026-12-31T16:59:00.000Z');
  });

  it('has a code unique in the company in any case', async () => {
    const code = freshCode('Spring-');
    expect((await create({}, code.toLowerCase())).statusCode).toBe(200);
    expect(problemsOf(await create({}, code))).toEqual({ code: 'code_taken' });
    const other = await createVoucher(ctx, admin);
    expect(
      problemsOf(
        await put(admin, `/api/studio/vouchers/${other.id}`, {
          code: ` ${code.toLowerCase()} `,
          ...fields(),
        }),
      ),
    ).toEqual({ code: 'code_taken' });
    // Its own code is no conflict; another company may have the same one.
    expect(
      (await put(admin, `/api/studio/vouchers/${other.id}`, { code: other.code, ...fields() })).statusCode,
    ).toBe(200);
    expect((await post(adminB, '/api/studio/vouchers', { code, ...fields() }, STUDIO_B)).statusCode).toBe(
      200,
    );
  });

  it('keeps its quota at or above its uses so far', async () => {
    const v = await createVoucher(ctx, admin, { quota: 5, course_ids: [python] });
    for (let i = 0; i < 2; i++) {
      const learner = await createLearner(ctx);
      const booking = await order(ctx, learner.token, python);
      expect((await applyVoucher(ctx, learner.token, booking.id, v.code)).statusCode).toBe(200);
    }
    const read = (await get(admin, `/api/studio/vouchers/${v.id}`)).json().data as StudioVoucher;
    expect(read.uses).toBe(2);
    const body = { code: v.code, ...fields({ quota: 1, course_ids: [python] }) };
    expect(problemsOf(await put(admin, `/api/studio/vouchers/${v.id}`, body))).toEqual({
      quota: 'quota_below_uses',
    });
    const ok = await put(admin, `/api/studio/vouchers/${v.id}`, { ...body, quota: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ quota: 2, uses: 2, state: 'used_up' });
  });

  it('answers 400 naming the field, never 500, for input of the wrong shape', async () => {
    const bodies: unknown[] = [
      { code: freshCode(), ...fields({ name: 'plain' }) },
      { code: freshCode(), ...fields({ course_ids: ['x'] }) },
      { code: freshCode(), ...fields({ course_ids: [99_999_999_999] }) },
      { code: freshCode(), ...fields({ valid_from: 20261201 }) },
      { code: 12345, ...fields() },
      { code: freshCode(), ...fields({ amount_minor: 1e15 }) },
    ];
    for (const body of bodies) {
      const res = await post(admin, '/api/studio/vouchers', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).not.toEqual([]);
    }
    expect((await get(admin, '/api/studio/vouchers/not-a-number')).statusCode).toBe(400);
    expect((await get(admin, '/api/studio/vouchers/99999999')).statusCode).toBe(404);
  });
});

describe('generating codes in bulk', () => {
  it('makes N vouchers alike, each with its own unguessable code', async () => {
    const res = await post(admin, '/api/studio/vouchers/batch', {
      ...fields({ kind: 'percent', percent: 15, quota: 1, course_ids: [python] }),
      count: 300,
      prefix: 'promo',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { batch_id, codes } = res.json().data as { batch_id: string; codes: string[] };
    expect(codes).toHaveLength(300);
    expect(new Set(codes).size).toBe(300);
    for (const code of codes) expect(code).toMatch(generatedCode('PROMO'));
    // Random, not counted: every position of the random part takes most of the 31 symbols.
    for (let i = 0; i < 10; i++) {
      const symbols = new Set(codes.map((c) => c.charAt('PROMO-'.length + i)));
      expect(symbols.size).toBeGreaterThan(CODE_ALPHABET.length * 0.8);
    }
    // Each is a voucher of its own with the batch's rules, found again by the batch.
    const page = (await get(admin, `/api/studio/vouchers?batch=${batch_id}`)).json().data;
    expect(page.total).toBe(300);
    expect(page.items[0]).toMatchObject({
      kind: 'percent',
      percent: 15,
      quota: 1,
      course_ids: [python],
      batch_id,
    });
    // Another batch with the same prefix shares no code.
    const again = await post(admin, '/api/studio/vouchers/batch', {
      ...fields(),
      count: 300,
      prefix: 'PROMO',
    });
    const second = (again.json().data as { codes: string[] }).codes;
    expect(second.filter((c) => codes.includes(c))).toEqual([]);
    // Any of them works at checkout, in any case.
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const applied = await applyVoucher(ctx, learner.token, booking.id, codes[7]!.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
  });

  it('takes 1 to 1000 codes and a short prefix', async () => {
    const batch = (over: Record<string, unknown>) =>
      post(admin, '/api/studio/vouchers/batch', { ...fields(), prefix: 'X', count: 2, ...over });
    expect(problemsOf(await batch({ count: 0 }))).toEqual({ count: 'too_small' });
    expect(problemsOf(await batch({ count: 1001 }))).toEqual({ count: 'too_large' });
    expect(problemsOf(await batch({ prefix: 'WAY-TOO-LONG-PREFIX' }))).toEqual({ prefix: 'too_long' });
    expect(problemsOf(await batch({ prefix: 'A B' }))).toEqual({ prefix: 'voucher_format' });
    const none = await batch({ prefix: '' });
    expect(none.statusCode).toBe(200);
    for (const code of none.json().data.codes) expect(code).toMatch(generatedCode(''));
  });
});

describe('the list', () => {
  it('finds vouchers by code or name, newest first, with a total', async () => {
    const stem = freshCode('FIND');
    const a = await createVoucher(ctx, admin, { name: { en: '', id: 'Promo Merdeka', ms: '' } });
    await post(admin, '/api/studio/vouchers', { code: `${stem}-1`, ...fields() });
    await post(admin, '/api/studio/vouchers', { code: `${stem}-2`, ...fields() });
    const byCode = (await get(admin, `/api/studio/vouchers?q=${stem.toLowerCase()}`)).json().data;
    expect(byCode.items.map((v: StudioVoucher) => v.code)).toEqual([`${stem}-2`, `${stem}-1`]);
    expect(byCode.total).toBe(2);
    const byName = (await get(admin, '/api/studio/vouchers?q=merdeka')).json().data;
    expect(byName.items.map((v: StudioVoucher) => v.id)).toContain(a.id);
    // A name written in one language is the name in every language.
    expect(byName.items.find((v: StudioVoucher) => v.id === a.id).name).toEqual({
      en: 'Promo Merdeka',
      id: 'Promo Merdeka',
      ms: 'Promo Merdeka',
    });
    // The seed's vouchers are there too, with their state.
    const seed = (await get(admin, '/api/studio/vouchers?q=RAMADAN2026')).json().data;
    expect(seed.items[0]).toMatchObject({ code: 'RAMADAN2026', state: 'expired' });
    expect((await get(admin, `/api/studio/vouchers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});
