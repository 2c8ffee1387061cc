import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { TabList } from '@/shared/ui/tab-list';
import { voucherTabs, type VoucherTab } from '../lib/list-params';

const LABELS: Record<VoucherTab, MessageKey> = {
  all: 'commerce.vouchers.tab.all',
  available: 'commerce.vouchers.tab.available',
  used: 'commerce.vouchers.tab.used',
  expired: 'commerce.vouchers.tab.expired',
};

export const tabId = (tab: VoucherTab) => `voucher-tab-${tab}`;
export const VOUCHER_PANEL_ID = 'voucher-panel';

/** The voucher tabs (shared/ui TabList); the panel below shows the selected tab's vouchers. */
export function VoucherTabs({ value, onChange }: { value: VoucherTab; onChange: (tab: VoucherTab) => void }) {
  const t = useT();
  return (
    <TabList
      tabs={voucherTabs}
      value={value}
      onChange={onChange}
      label={t('commerce.vouchers.tabs')}
      idPrefix="voucher-tab"
      panelId={VOUCHER_PANEL_ID}
      className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-white p-1 sm:flex"
      tabClassName="min-h-10 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors"
      renderTab={(tab) => t(LABELS[tab])}
    />
  );
}
