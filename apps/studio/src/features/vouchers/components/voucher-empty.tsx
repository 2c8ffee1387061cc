import type { ReactNode } from 'react';
import { Icon, icons } from '@/shared/ui/icons';

/** No voucher to show: what happened, and the way on. */
export function VoucherEmpty({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="card flex flex-col items-center px-6 py-10 text-center" data-testid="vouchers-empty">
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand">
        <Icon path={icons.ticket} size={26} />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 max-w-md text-ink-soft">{lead}</p>
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}
