import { ALREADY_ORDERED_MESSAGE, ALREADY_PURCHASED_MESSAGE } from '@app/contract/commerce/constants';
import type { Booking } from '@app/contract/commerce/schemas';
import { ApiError } from '@/shared/http/client';
import type catalogWords from '@/shared/i18n/locales/en/catalog';

type CatalogKey = keyof typeof catalogWords;

/**
 * What a click on Buy led to (product §8 "buy"):
 * - `ordered`: a pending order; the learner pays it from My Transactions;
 * - `enrolled`: a free course, owned at once;
 * - `processing`: an order already open or the course already owned (the server's two 409
 *   answers), or a 500: the purchase may have gone through, so the learner checks the transactions;
 * - `failed`: anything else (no answer, 403, 404, 429, ...).
 */
export type BuyOutcome = 'ordered' | 'enrolled' | 'processing' | 'failed';

export const outcomeOfBooking = (booking: Pick<Booking, 'status'>): BuyOutcome =>
  booking.status === 'paid' ? 'enrolled' : 'ordered';

export function outcomeOfError(error: unknown): BuyOutcome {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 500) return 'processing';
  // By its code; the spec names the two answers by their messages, which our server sends with them.
  if (error.code === 'already_ordered' || error.code === 'already_purchased') return 'processing';
  if (error.message === ALREADY_ORDERED_MESSAGE || error.message === ALREADY_PURCHASED_MESSAGE)
    return 'processing';
  return 'failed';
}

interface BuyAlert {
  icon: 'success' | 'info' | 'error';
  title: CatalogKey;
  text: CatalogKey;
  /** Where the learner goes once the alert is confirmed; none stays on the course page. */
  thenTransactions: boolean;
}

/** The alert of each outcome; the English texts are the specification's, verbatim (product §8). */
export const BUY_ALERTS: Record<BuyOutcome, BuyAlert> = {
  ordered: {
    icon: 'success',
    title: 'catalog.buy.orderedTitle',
    text: 'catalog.buy.ordered',
    thenTransactions: true,
  },
  processing: {
    icon: 'info',
    title: 'catalog.buy.processingTitle',
    text: 'catalog.buy.processing',
    thenTransactions: true,
  },
  enrolled: {
    icon: 'success',
    title: 'catalog.buy.enrolledTitle',
    text: 'catalog.buy.enrolled',
    thenTransactions: false,
  },
  failed: {
    icon: 'error',
    title: 'catalog.buy.failedTitle',
    text: 'catalog.buy.failed',
    thenTransactions: false,
  },
};
