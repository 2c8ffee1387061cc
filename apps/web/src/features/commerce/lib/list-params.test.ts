import { describe, expect, it } from 'vitest';
import { bookingIdOf, parseTransactionParams, parseVoucherParams, transactionQuery } from './list-params';

const params = (query: string) => new URLSearchParams(query);

describe('My transactions filters (product §3 buy history query, §9 page size)', () => {
  it('defaults to every status, no search, page 1, 10 a page', () => {
    const p = parseTransactionParams(params(''));
    expect(p).toEqual({ status: 'all', q: '', page: 1 });
    expect(transactionQuery(p)).toEqual({
      page: 1,
      limit: 10,
      'q[order_status_eq]': undefined,
      'q[name_cont]': undefined,
    });
  });

  it('sends the status and the trimmed course name as q[order_status_eq] and q[name_cont]', () => {
    const p = parseTransactionParams(params('status=paid&q=%20python%20&page=3'));
    expect(transactionQuery(p)).toEqual({
      page: 3,
      limit: 10,
      'q[order_status_eq]': 'paid',
      'q[name_cont]': 'python',
    });
  });

  it('ignores an unknown status and a page that is not a positive number', () => {
    expect(parseTransactionParams(params('status=shipped&page=-2'))).toEqual({
      status: 'all',
      q: '',
      page: 1,
    });
    expect(parseTransactionParams(params('page=abc')).page).toBe(1);
    expect(parseTransactionParams(params('page=2.7')).page).toBe(2);
  });

  it('caps the search term at 100 characters, as the server does', () => {
    expect(parseTransactionParams(params(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('My vouchers tabs', () => {
  it('reads the tab, the search and the page', () => {
    expect(parseVoucherParams(params('tab=expired&q=hemat&page=2'))).toEqual({
      tab: 'expired',
      q: 'hemat',
      page: 2,
    });
    expect(parseVoucherParams(params('tab=nope'))).toEqual({ tab: 'all', q: '', page: 1 });
  });
});

describe('bookingIdOf (/payment?booking=)', () => {
  it('takes a positive whole number only', () => {
    expect(bookingIdOf('42')).toBe(42);
    expect(bookingIdOf(null)).toBeNull();
    expect(bookingIdOf('')).toBeNull();
    expect(bookingIdOf('0')).toBeNull();
    expect(bookingIdOf('-1')).toBeNull();
    expect(bookingIdOf('4.2')).toBeNull();
    expect(bookingIdOf('abc')).toBeNull();
    expect(bookingIdOf('99999999999')).toBeNull();
  });
});
