import { NavLink } from 'react-router';
import { useT } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session';
import { cx } from '@/shared/lib/cx';

/** The sales pages: the dashboard, the orders list and, for admins, the payments to refund. */
export function SalesTabs() {
  const t = useT();
  const admin = useSession().data?.user.role === 'admin';
  const tab = ({ isActive }: { isActive: boolean }) =>
    cx(
      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
      isActive ? 'border-brand text-ink' : 'border-transparent text-ink-soft hover:text-ink',
    );
  return (
    <nav aria-label={t('sales.pages')} className="flex gap-2 border-b border-line">
      <NavLink to="/sales" end className={tab}>
        {t('sales.tab.dashboard')}
      </NavLink>
      <NavLink to="/sales/orders" className={tab}>
        {t('sales.tab.orders')}
      </NavLink>
      {admin && (
        <NavLink to="/sales/refunds" className={tab}>
          {t('sales.tab.refunds')}
        </NavLink>
      )}
    </nav>
  );
}
