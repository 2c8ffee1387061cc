import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelBooking as cancelBookingCall } from '@app/contract/commerce/endpoints';
import { bookingsKey, courseBookingsKey, vouchersKey } from '@/shared/commerce/orders';
import { callData } from '@/shared/http/client';

/** POST /api/v1/bookings/:id/cancel: a pending order is cancelled; its voucher is free again. */
export const cancelBooking = (id: number) => callData(cancelBookingCall, { params: { id } });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: courseBookingsKey }),
        queryClient.invalidateQueries({ queryKey: vouchersKey }),
      ]),
  });
}
