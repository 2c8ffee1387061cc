import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/http/client';
import { translate, useI18n } from '@/shared/i18n/i18n';
import { voucherRefusal } from './voucher-refusal';

const refused = (status: number, code: string) =>
  new ApiError(status, 'Refused', { status, message: 'Refused', error: { code } });
const say = (error: unknown) => translate(useI18n.getState().messages, voucherRefusal(error));

describe('voucherRefusal (product §5: only a 2xx applies a code)', () => {
  it('says why for each reason the server gives', () => {
    expect(say(refused(422, 'voucher_unknown'))).toBe('We don’t know this code. Check it and try again.');
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
    expect(voucherRefusal(refused(429, 'rate_limited'))).toBe('commerce.voucher.refused.tooMany');
    expect(voucherRefusal(refused(400, 'invalid_input'))).toBe('commerce.voucher.refused.format');
    expect(voucherRefusal(refused(409, 'not_pending'))).toBe('commerce.voucher.refused.notOpen');
    expect(voucherRefusal(refused(422, 'something_new'))).toBe('commerce.voucher.refused.failed');
    expect(voucherRefusal(refused(500, 'internal'))).toBe('commerce.voucher.refused.failed');
    expect(voucherRefusal(new TypeError('Failed to fetch'))).toBe('commerce.voucher.refused.failed');
  });

  it('has the words in every language', async () => {
    const { default: id } = await import('@/shared/i18n/locales/id/commerce');
    const { default: ms } = await import('@/shared/i18n/locales/ms/commerce');
    for (const dictionary of [id, ms])
      expect(dictionary['commerce.voucher.refused.usedUp']).not.toBe('This voucher has been used up.');
  });
});
