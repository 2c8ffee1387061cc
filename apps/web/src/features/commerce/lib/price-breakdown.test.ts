import { describe, expect, it } from 'vitest';
import { taxIncluded } from '@app/contract/commerce/money';
import { breakdownLines } from './price-breakdown';
import { bookingFixture } from './test-utils';

/** An order's voucher: a percent one, with its rule. */
const rule = (v: { code: string; name: string; discount: number }) => ({
  ...v,
  kind: 'percent' as const,
  percent: 20,
  amount: null,
  max_discount: 50000,
});

describe('breakdownLines', () => {
  it('lists price, course discount, voucher, the tax included and the total, in that order', () => {
    const order = bookingFixture({
      price: 349000,
      discount: 100000,
      voucher: rule({ code: 'HEMAT20', name: 'Hemat 20%', discount: 49800 }),
      total: 199200,
      tax_included: taxIncluded(199200, 11),
    });
    expect(breakdownLines(order)).toEqual([
      { kind: 'price', amount: 349000 },
      { kind: 'courseDiscount', amount: 100000 },
      { kind: 'voucher', amount: 49800, code: 'HEMAT20' },
      { kind: 'tax', amount: 19741, rate: 11 },
      { kind: 'total', amount: 199200 },
    ]);
  });

  it('leaves out discounts that are not there', () => {
    const order = bookingFixture({ discount: 0, voucher: null, total: 349000, tax_included: 34586 });
    expect(breakdownLines(order).map((l) => l.kind)).toEqual(['price', 'tax', 'total']);
  });

  it('shows no tax line without a tax rate or for a free order', () => {
    expect(breakdownLines(bookingFixture({ tax_rate: 0, tax_included: 0 })).map((l) => l.kind)).toEqual([
      'price',
      'courseDiscount',
      'total',
    ]);
    const free = bookingFixture({ price: 0, discount: 0, total: 0, tax_included: 0 });
    expect(breakdownLines(free).map((l) => l.kind)).toEqual(['price', 'total']);
  });

  it('keeps a voucher line only when it takes something off', () => {
    const order = bookingFixture({ voucher: rule({ code: 'ZERO', name: 'Zero', discount: 0 }) });
    expect(breakdownLines(order).some((l) => l.kind === 'voucher')).toBe(false);
  });
});
