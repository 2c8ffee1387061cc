import { useMutation } from '@tanstack/react-query';
import { getReceipt as getReceiptCall } from '@app/contract/commerce/endpoints';
import type { Booking } from '@app/contract/commerce/schemas';
import { download } from '@/shared/http/client';

/** The file name a receipt is saved under. */
export const receiptFileName = (orderNumber: string) => `receipt-${orderNumber}.pdf`;

/** GET /api/v1/bookings/:id/receipt: the PDF receipt of a paid order, saved by the browser. */
export async function downloadReceipt(booking: Pick<Booking, 'id' | 'order_number'>) {
  const blob = await download(getReceiptCall, { params: { id: booking.id } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(booking.order_number);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; a moment later the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
