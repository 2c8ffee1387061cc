import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/http/client';
import { loadNamespace, setLocale, translate, useI18n, type MessageKey } from '@/shared/i18n/i18n';
import { voucherRefusal } from './voucher-refusal';

const refused = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiError(status, 'Refused', { status, message: 'Refused', error: { code, ...(fields && { fields }) } });
const say = (error: unknown) =>
  voucherRefusal((key: MessageKey) => translate(useI18n.getState().messages, key), error);

beforeAll(async () => {
  await loadNamespace('commerce');
  await loadNamespace('errors');
});

describe('voucherRefusal (product §5: only a 2xx applies a code)', () => {
  it('says why for each reason the server gives', () => {
    expect(say(refused(422, 'voucher_unknown', { voucher: 'voucher_unknown' }))).toBe(
      'We don’t know this code. Check it and try again.',
    );
    expect(say(refused(422, 'voucher_expired'))).toBe('This voucher has expired.');
    expect(say(refused(422, 'voucher_not_started'))).toBe('This voucher cannot be used yet.');
    expect(say(refused(422, 'voucher_min_purchase'))).toBe(
      'This order is below the voucher’s minimum purchase.',
    );
    expect(say(refused(422, 'voucher_not_applicable'))).toBe('This voucher is not valid for this course.');
    expect(say(refused(422, 'voucher_used_up'))).toBe('This voucher has been used up.');
    expect(say(refused(422, 'voucher_already_used'))).toBe('You have already used this voucher.');
  });

  it('tells too many tries, a bad code and a closed order apart from a general failure', () => {
    expect(say(refused(429, 'rate_limited'))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(say(refused(400, 'validation', { voucher: 'voucher_format' }))).toBe(
      'A voucher code has only letters, digits and dashes, at most 40.',
    );
    expect(say(refused(409, 'not_pending'))).toBe('This order can no longer be changed.');
    expect(say(refused(422, 'something_new'))).toBe('Something went wrong. Please try again.');
    expect(say(new TypeError('Failed to fetch'))).toBe('The voucher could not be applied. Please try again.');
  });

  it('says it in the page’s language', async () => {
    await setLocale('id', { remember: false });
    expect(say(refused(422, 'voucher_used_up'))).toBe('Kuota voucher ini sudah habis.');
    await setLocale('ms', { remember: false });
    expect(say(refused(422, 'voucher_used_up'))).toBe('Baucar ini telah habis digunakan.');
    await setLocale('en', { remember: false });
  });
});
