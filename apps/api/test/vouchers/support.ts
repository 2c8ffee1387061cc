import { expect } from 'vitest';
import type { StudioVoucher } from '@app/contract/vouchers/schemas';
import type { TestContext } from '../helper.ts';
import { STUDIO_A, studio } from '../studio/support.ts';

/** A voucher form as an admin fills it in: a fixed Rp 10.000 off every course, once per learner. */
export const fields = (over: Record<string, unknown> = {}) => ({
  name: { en: 'Test voucher', id: '', ms: '' },
  kind: 'fixed',
  percent: null,
  amount_minor: 10_000,
  max_discount_minor: null,
  min_purchase_minor: 0,
  quota: null,
  per_learner_limit: 1,
  valid_from: null,
  valid_until: null,
  course_ids: [],
  ...over,
});

let serial = 0;
/** A code no other test uses. */
export const freshCode = (stem = 'T') => {
  serial += 1;
  return `${stem}${serial}X${Date.now().toString(36)}`.toUpperCase();
};

/** Creates a voucher through the studio, expecting 200. */
export async function createVoucher(
  ctx: TestContext,
  cookie: string,
  over: Record<string, unknown> = {},
  host = STUDIO_A,
): Promise<StudioVoucher> {
  const res = await studio(
    ctx,
    cookie,
    'POST',
    '/api/studio/vouchers',
    { code: freshCode(), ...fields(over) },
    { host },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StudioVoucher;
}

/** The body of a 400: its code and fields. */
export const problemsOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { error: { code: string; fields: Record<string, string> } }).error.fields;
};
