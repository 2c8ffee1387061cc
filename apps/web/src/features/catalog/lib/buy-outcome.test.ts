import { describe, expect, it } from 'vitest';
import en from '@/shared/i18n/locales/en/catalog';
import id from '@/shared/i18n/locales/id/catalog';
import ms from '@/shared/i18n/locales/ms/catalog';
import { ApiError } from '@/shared/http/client';
import { translate } from '@/shared/i18n/i18n';
import { BUY_ALERTS, outcomeOfBooking, outcomeOfError } from './buy-outcome';

const error = (status: number, message: string) => new ApiError(status, message, null);

describe('buy outcomes (product §8)', () => {
  it('a pending order is “ordered”, a paid one (a free course) “enrolled”', () => {
    expect(outcomeOfBooking({ status: 'pending' })).toBe('ordered');
    expect(outcomeOfBooking({ status: 'paid' })).toBe('enrolled');
  });

  it('the two messages of an open or owned order, or a 500, are “processing”', () => {
    expect(outcomeOfError(error(409, 'You are already ordered this course'))).toBe('processing');
    expect(outcomeOfError(error(409, 'Course already purchased'))).toBe('processing');
    expect(outcomeOfError(error(500, 'Internal server error'))).toBe('processing');
  });

  it('anything else “failed”', () => {
    expect(outcomeOfError(error(409, 'Another conflict'))).toBe('failed');
    expect(outcomeOfError(error(403, 'Forbidden'))).toBe('failed');
    expect(outcomeOfError(error(429, 'Too many requests'))).toBe('failed');
    expect(outcomeOfError(error(502, 'Bad gateway'))).toBe('failed');
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toBe('failed');
  });

  it('speaks the specification’s English verbatim, and translates it', () => {
    // With the default noun ("Course"); a company's own noun takes its place.
    expect(translate(en, BUY_ALERTS.ordered.text)).toBe(
      'You have order a course! Please continue payment in Profile - My Transaction!',
    );
    expect(en[BUY_ALERTS.processing.text]).toBe(
      'Your purchase is being processed. Please check your transactions for status.',
    );
    expect(en[BUY_ALERTS.failed.text]).toBe(
      'An error occurred while processing your purchase. Please try again.',
    );
    for (const outcome of ['ordered', 'processing', 'failed'] as const) {
      expect(id[BUY_ALERTS[outcome].text]).not.toBe(en[BUY_ALERTS[outcome].text]);
      expect(ms[BUY_ALERTS[outcome].text]).not.toBe(en[BUY_ALERTS[outcome].text]);
    }
    expect(BUY_ALERTS.ordered.thenTransactions && BUY_ALERTS.processing.thenTransactions).toBe(true);
    expect(BUY_ALERTS.failed.thenTransactions || BUY_ALERTS.enrolled.thenTransactions).toBe(false);
  });
});
