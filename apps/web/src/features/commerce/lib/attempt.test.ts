import { describe, expect, it } from 'vitest';
import { bookingFixture } from '@/shared/testing/booking-fixture';
import { endedAttempt } from './attempt';

describe('endedAttempt', () => {
  it('names how the latest attempt of a pending order ended without paying', () => {
    for (const attempt of ['failed', 'expired', 'cancelled'] as const)
      expect(endedAttempt(bookingFixture({ payment_status: attempt }))).toBe(attempt);
  });

  it('is null before any attempt, while one is open, and once the order itself has ended', () => {
    expect(endedAttempt(bookingFixture({ payment_status: null }))).toBeNull();
    expect(endedAttempt(bookingFixture({ payment_status: 'pending' }))).toBeNull();
    for (const status of ['paid', 'expired', 'cancelled', 'failed', 'refunded'] as const)
      expect(endedAttempt(bookingFixture({ status, payment_status: 'failed' })), status).toBeNull();
  });
});
