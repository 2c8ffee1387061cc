import type { Booking } from '@app/contract/commerce/schemas';
import { useT } from '@/shared/i18n/i18n';
import { showAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { useDownloadReceipt } from '../api/get-receipt';
import { download } from '../lib/icons';

/** Saves the PDF receipt of a paid order as receipt-<order number>.pdf. */
export function ReceiptButton({
  booking,
  variant = 'secondary',
  size = 'sm',
  className,
}: {
  booking: Pick<Booking, 'id' | 'order_number'>;
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const t = useT();
  const receipt = useDownloadReceipt();
  const onClick = () =>
    receipt.mutate(booking, {
      onError: () =>
        void showAlert({
          icon: 'error',
          title: t('commerce.receipt.failedTitle'),
          text: t('commerce.receipt.failed'),
        }),
    });
  return (
    <Button variant={variant} size={size} loading={receipt.isPending} onClick={onClick} className={className}>
      {!receipt.isPending && <Icon path={download} size={16} />}
      {t('commerce.receipt.download')}
      <span className="sr-only"> {booking.order_number}</span>
    </Button>
  );
}
