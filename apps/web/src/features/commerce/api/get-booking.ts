import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBooking as getBookingCall } from '@app/contract/commerce/endpoints';
import type { Booking } from '@app/contract/commerce/schemas';
import type { Locale } from '@app/contract/envelope';
import { bookingKey } from '@/shared/commerce/orders';
import { ApiError, callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

/** How often the payment page asks whether a started payment has come through. */
export const PAYMENT_POLL_MS = 3000;

/** GET /api/v1/bookings/:id: one order of this learner (another's answers 404). */
export function getBooking(id: number, signal?: AbortSignal) {
  return callData(getBookingCall, { params: { id } }, { signal });
}

/**
 * A payment was started on a gateway and its outcome is not known yet: the page asks again every
 * 3 s until the attempt is paid or ends, or the order does (the gateway tells the server, not the
 * browser).
 */
export const awaitingGateway = (booking: Booking | undefined) =>
  booking?.status === 'pending' && booking.payment_status === 'pending';

export const bookingQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: [...bookingKey(id), locale] as const,
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 0,
    // An unknown or someone else's order will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && [400, 404].includes(error.status)) && count < 3,
    refetchInterval: (query) => (awaitingGateway(query.state.data) ? PAYMENT_POLL_MS : false),
  });

export function useBooking(id: number) {
  const locale = useI18n((s) => s.locale);
  return useQuery(bookingQueryOptions(id, locale));
}
