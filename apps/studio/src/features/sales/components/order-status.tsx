import type { BookingStatus } from '@app/contract/commerce/constants';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';

// Each state its own hue and a dot; the words say it too, so colour is never the only sign.
const styles: Record<BookingStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  failed: 'bg-red-50 text-red-800 ring-red-300',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  refunded: 'bg-violet-50 text-violet-800 ring-violet-300',
};

/** An order's or an attempt's state (both use the orders' words). */
export function OrderStatus({ status }: { status: BookingStatus }) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        styles[status],
      )}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(`orders.status.${status}`)}
    </span>
  );
}
