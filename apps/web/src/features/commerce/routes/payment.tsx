import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { BookingStatus } from '@app/contract/commerce/constants';
import type { Booking } from '@app/contract/commerce/schemas';
import { bookingHistoryKey, courseBookingsKey, PAYMENT_METHOD_ANCHOR } from '@/shared/commerce/orders';
import { ApiError } from '@/shared/http/client';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { awaitingGateway, useBooking } from '../api/get-booking';
import { Checkout } from '../components/checkout';
import { ProfileHeader } from '@/shared/ui/profile-header';
import { OrderSummary } from '../components/order-summary';
import { PaymentResult } from '../components/payment-result';
import { PriceBreakdown } from '../components/price-breakdown';
import { endedAttempt, endedAttemptText } from '../lib/attempt';
import { bookingIdOf } from '../lib/list-params';
import { methodLabel } from '../lib/payment-methods';

const ANNOUNCE: Record<BookingStatus, MessageKey> = {
  pending: 'commerce.payment.waitingTitle',
  paid: 'commerce.result.paid',
  failed: 'commerce.result.failed',
  expired: 'commerce.result.expired',
  cancelled: 'commerce.result.cancelled',
  refunded: 'commerce.result.refunded',
};

function OrderNotFound() {
  const t = useT();
  return (
    <>
      <ProfileHeader title={t('commerce.payment.title')} />
      <div className="container-page py-10">
        <EmptyState
          title={t('commerce.payment.notFound')}
          text={t('commerce.payment.notFoundText')}
          action={<LinkButton to={paths.transactions}>{t('commerce.result.transactions')}</LinkButton>}
        />
      </div>
    </>
  );
}

function PaymentSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('commerce.payment.loading')}
      className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="space-y-5">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

function Outcome({ booking }: { booking: Booking & { status: Exclude<BookingStatus, 'pending'> } }) {
  const t = useT();
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <PaymentResult booking={booking} />
      <div className="space-y-5">
        <OrderSummary booking={booking} />
        <section
          aria-labelledby="summary-title"
          className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
        >
          <h2 id="summary-title" className="mb-3 text-lg font-bold">
            {t('commerce.payment.summary')}
          </h2>
          <PriceBreakdown booking={booking} />
        </section>
      </div>
    </div>
  );
}

/** What the page says aloud of the order: how it ended, that it waits for the gateway, or why it waits again. */
function useAnnouncement(booking: Booking | undefined) {
  const t = useT();
  if (!booking) return '';
  const ended = endedAttempt(booking);
  if (ended)
    return t(endedAttemptText(ended), {
      method: booking.payment_method ? methodLabel(t, booking.payment_method) : '',
    });
  return booking.status !== 'pending' || awaitingGateway(booking) ? t(ANNOUNCE[booking.status]) : '';
}

function PaymentPage({ id, again }: { id: number; again: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: booking, isPending, isError, error, refetch } = useBooking(id);
  const status = booking?.status;

  // Once settled, the course page's buy button and the transactions show the outcome too.
  useEffect(() => {
    if (!status || status === 'pending') return;
    void queryClient.invalidateQueries({ queryKey: courseBookingsKey });
    void queryClient.invalidateQueries({ queryKey: bookingHistoryKey });
  }, [status, queryClient]);

  const announcement = useAnnouncement(booking);
  if (isError && error instanceof ApiError && (error.status === 404 || error.status === 400))
    return <OrderNotFound />;

  return (
    <>
      <ProfileHeader
        title={t('commerce.payment.title')}
        lead={booking && booking.status !== 'pending' ? undefined : t('commerce.payment.lead')}
      />
      <div className="container-page py-6 sm:py-10">
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {isPending ? (
          <PaymentSkeleton />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : booking.status === 'pending' ? (
          <Checkout booking={booking} again={again} />
        ) : (
          <Outcome booking={booking as Booking & { status: Exclude<BookingStatus, 'pending'> }} />
        )}
      </div>
    </>
  );
}

/**
 * product §2 /payment?booking=<id>: pay a pending order (voucher, price, method, then the
 * gateway), or see how it ended. Coming back from the gateway, the page asks every 3 s until the
 * payment is settled and says so as it changes; after one that did not go through (My
 * Transactions' Pay again links to `#payment-method`; the sandbox comes back with its `result`),
 * it opens at the choice of method.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('commerce.payment.title'));
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const id = bookingIdOf(search.get('booking'));
  const again = hash === `#${PAYMENT_METHOD_ANCHOR}` || search.has('result');
  return id === null ? <OrderNotFound /> : <PaymentPage key={id} id={id} again={again} />;
}
