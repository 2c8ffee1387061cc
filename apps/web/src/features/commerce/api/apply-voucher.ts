import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applyVoucher as applyVoucherCall,
  removeVoucher as removeVoucherCall,
} from '@app/contract/commerce/endpoints';
import type { Booking } from '@app/contract/commerce/schemas';
import { bookingKey, bookingHistoryKey, vouchersKey } from '@/shared/commerce/orders';
import { callData } from '@/shared/http/client';

/**
 * product §3 "redeem takes id and voucher", §7: POST /api/v1/bookings/apply_voucher, form-encoded.
 * Only a 2xx answer is success (product §5): any other throws, and the page says why.
 */
export const applyVoucher = (id: number, voucher: string) =>
  callData(applyVoucherCall, { body: { id, voucher } });

/** POST /api/v1/bookings/remove_voucher: the order goes back to its price without the voucher. */
export const removeVoucher = (id: number) => callData(removeVoucherCall, { body: { id } });

/** The order as the server answered it, put in place at once; the lists refresh behind it. */
function useOrderUpdate() {
  const queryClient = useQueryClient();
  return (booking: Booking) => {
    queryClient.setQueriesData<Booking>({ queryKey: bookingKey(booking.id) }, booking);
    void queryClient.invalidateQueries({ queryKey: bookingHistoryKey });
    void queryClient.invalidateQueries({ queryKey: vouchersKey });
  };
}

export function useApplyVoucher(bookingId: number) {
  const onSuccess = useOrderUpdate();
  return useMutation({ mutationFn: (code: string) => applyVoucher(bookingId, code), onSuccess });
}

export function useRemoveVoucher(bookingId: number) {
  const onSuccess = useOrderUpdate();
  return useMutation({ mutationFn: () => removeVoucher(bookingId), onSuccess });
}
