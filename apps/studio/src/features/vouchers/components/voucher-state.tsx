import type { VoucherState } from '@app/contract/vouchers/constants';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';

// Each state its own hue and a dot; the words say it too, so colour is never the only sign.
const styles: Record<VoucherState, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  scheduled: 'bg-sky-50 text-sky-900 ring-sky-300',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  used_up: 'bg-amber-50 text-amber-900 ring-amber-300',
  inactive: 'bg-red-50 text-red-800 ring-red-300',
};

export function VoucherStateBadge({ state }: { state: VoucherState }) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        styles[state],
      )}
      data-testid="voucher-state"
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(`vouchers.state.${state}`)}
    </span>
  );
}
