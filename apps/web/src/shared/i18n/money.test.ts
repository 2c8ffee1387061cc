import { describe, expect, it } from 'vitest';
import { currencySymbol, expandPrices, formatMinor, formatMoney } from '@app/contract/money';

/**
 * The one money format (issue 23 item 2): the web app, the API's receipts and mails, and the
 * company's texts all write prices with @app/contract/money. The symbol, a normal space, then the
 * amount with the currency's decimals and the language's separators.
 */
describe('formatMoney', () => {
  it.each([
    ['id', 'IDR', 279_000, 'Rp 279.000'],
    ['en', 'IDR', 279_000, 'Rp 279,000'],
    ['ms', 'IDR', 279_000, 'Rp 279,000'],
    ['id', 'IDR', 12_500_000, 'Rp 12.500.000'],
    ['en', 'IDR', 12_500_000, 'Rp 12,500,000'],
    ['ms', 'IDR', 12_500_000, 'Rp 12,500,000'],
    ['en', 'MYR', 399, 'RM 399.00'],
    ['ms', 'MYR', 399, 'RM 399.00'],
    ['id', 'MYR', 399, 'RM 399,00'],
    ['en', 'MYR', 4800, 'RM 4,800.00'],
    ['ms', 'MYR', 4800, 'RM 4,800.00'],
    ['id', 'MYR', 4800, 'RM 4.800,00'],
    ['en', 'MYR', 1_234_567.5, 'RM 1,234,567.50'],
  ] as const)('%s, %s %d → %s', (lang, currency, amount, expected) => {
    expect(formatMoney(amount, currency, lang)).toBe(expected);
  });

  it('puts a normal space after the symbol, never a no-break one or none', () => {
    for (const lang of ['id', 'en', 'ms'] as const)
      for (const currency of ['IDR', 'MYR']) {
        const text = formatMoney(50, currency, lang);
        expect(text).toMatch(/^(Rp|RM) \d/);
        expect(text).not.toMatch(/[\u00a0\u202f]/);
      }
  });

  it('never writes the ISO code of rupiah or ringgit', () => {
    for (const lang of ['id', 'en', 'ms'] as const) {
      expect(formatMoney(1, 'IDR', lang)).not.toMatch(/IDR/);
      expect(formatMoney(1, 'MYR', lang)).not.toMatch(/MYR/);
    }
  });

  it('writes zero, with the currency’s decimals', () => {
    expect(formatMoney(0, 'IDR', 'id')).toBe('Rp 0');
    expect(formatMoney(0, 'MYR', 'en')).toBe('RM 0.00');
    expect(formatMoney(0, 'MYR', 'id')).toBe('RM 0,00');
  });

  it('puts the sign of a negative amount before the symbol, and none on an amount that rounds to nothing', () => {
    expect(formatMoney(-50_000, 'IDR', 'id')).toBe('-Rp 50.000');
    expect(formatMoney(-50_000, 'IDR', 'en')).toBe('-Rp 50,000');
    expect(formatMoney(-34.99, 'MYR', 'ms')).toBe('-RM 34.99');
    expect(formatMoney(-0.2, 'IDR', 'id')).toBe('Rp 0');
    expect(formatMoney(-0, 'MYR', 'en')).toBe('RM 0.00');
  });

  it('rounds to whole rupiah and to sen', () => {
    expect(formatMoney(1234.6, 'IDR', 'id')).toBe('Rp 1.235');
    expect(formatMoney(0.5, 'MYR', 'en')).toBe('RM 0.50');
    expect(formatMoney(0.05, 'MYR', 'ms')).toBe('RM 0.05');
    expect(formatMoney(199.999, 'MYR', 'en')).toBe('RM 200.00');
  });

  it('writes a currency without a symbol here by its code', () => {
    expect(currencySymbol('EUR')).toBe('EUR');
    expect(formatMoney(10, 'EUR', 'en')).toBe('EUR 10.00');
  });
});

describe('formatMinor', () => {
  it('reads rupiah as whole and ringgit as sen', () => {
    expect(formatMinor(249_000, 'IDR', 'id')).toBe('Rp 249.000');
    expect(formatMinor(39_900, 'MYR', 'en')).toBe('RM 399.00');
    expect(formatMinor(50, 'MYR', 'ms')).toBe('RM 0.50');
    expect(formatMinor(1, 'MYR', 'id')).toBe('RM 0,01');
    expect(formatMinor(-3_499, 'MYR', 'en')).toBe('-RM 34.99');
  });
});

describe('expandPrices', () => {
  it('writes every {price:N} of a company text in its currency and the reader’s language', () => {
    const text = 'Fee {price:12500000}, or 12 × {price:1100000}';
    expect(expandPrices(text, 'IDR', 'id')).toBe('Fee Rp 12.500.000, or 12 × Rp 1.100.000');
    expect(expandPrices(text, 'IDR', 'en')).toBe('Fee Rp 12,500,000, or 12 × Rp 1,100,000');
    expect(expandPrices('{price:4800} per person', 'MYR', 'ms')).toBe('RM 4,800.00 per person');
    expect(expandPrices('from {price:49.9}', 'MYR', 'en')).toBe('from RM 49.90');
  });

  it('leaves a text without placeholders, or with one that is not well formed, as it is', () => {
    expect(expandPrices('No price here', 'IDR', 'id')).toBe('No price here');
    expect(expandPrices('{price:4,800}', 'MYR', 'en')).toBe('{price:4,800}');
    expect(expandPrices('{price: 10}', 'MYR', 'en')).toBe('{price: 10}');
  });
});
