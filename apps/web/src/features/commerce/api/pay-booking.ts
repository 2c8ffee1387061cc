import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@app/contract/commerce/constants';
import { payBooking as payBookingCall } from '@app/contract/commerce/endpoints';
import { bookingKey } from '@/shared/commerce/orders';
import { callData } from '@/shared/http/client';
import { goToGateway } from '../lib/gateway';

/** POST /api/v1/bookings/:id/pay {method}: starts the payment; answers the gateway page to go to. */
export const payBooking = (id: number, method: PaymentMethod) =>
  callData(payBookingCall, { params: { id }, body: { method } });

export function usePayBooking(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) => payBooking(bookingId, method),
    onSuccess: ({ booking, redirect_url }) => {
      queryClient.setQueriesData({ queryKey: bookingKey(booking.id) }, booking);
      goToGateway(redirect_url);
    },
    // Refused (e.g. the order is no longer open): show the order as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKey(bookingId) }),
  });
}
