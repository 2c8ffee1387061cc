import type { BookingStatus } from '@app/contract/commerce/constants';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';

/** An order's status in words and colour: the word carries the meaning, the colour only helps. */
const STYLES: Record<BookingStatus, { label: MessageKey; className: string }> = {
  pending: { label: 'commerce.status.pending', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  paid: { label: 'commerce.status.paid', className: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  failed: { label: 'commerce.status.failed', className: 'bg-red-100 text-red-900 ring-red-300' },
  cancelled: { label: 'commerce.status.cancelled', className: 'bg-red-100 text-red-900 ring-red-300' },
  expired: { label: 'commerce.status.expired', className: 'bg-slate-200 text-slate-800 ring-slate-300' },
  refunded: { label: 'commerce.status.refunded', className: 'bg-sky-100 text-sky-900 ring-sky-300' },
};

export const statusLabel = (status: BookingStatus): MessageKey => STYLES[status].label;

export function StatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const t = useT();
  const style = STYLES[status];
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset',
        style.className,
        className,
      )}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(style.label)}
    </span>
  );
}
