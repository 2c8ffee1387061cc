import { useRef, type KeyboardEvent } from 'react';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { voucherTabs, type VoucherTab } from '../lib/list-params';

const LABELS: Record<VoucherTab, MessageKey> = {
  all: 'commerce.vouchers.tab.all',
  available: 'commerce.vouchers.tab.available',
  used: 'commerce.vouchers.tab.used',
  expired: 'commerce.vouchers.tab.expired',
};

export const tabId = (tab: VoucherTab) => `voucher-tab-${tab}`;
export const VOUCHER_PANEL_ID = 'voucher-panel';

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows (and Home/End) move and select, the panel below
 * shows the selected tab's vouchers.
 */
export function VoucherTabs({ value, onChange }: { value: VoucherTab; onChange: (tab: VoucherTab) => void }) {
  const t = useT();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = voucherTabs.indexOf(value);
    const next =
      event.key === 'ArrowRight'
        ? voucherTabs[(index + 1) % voucherTabs.length]
        : event.key === 'ArrowLeft'
          ? voucherTabs[(index - 1 + voucherTabs.length) % voucherTabs.length]
          : event.key === 'Home'
            ? voucherTabs[0]
            : event.key === 'End'
              ? voucherTabs[voucherTabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('commerce.vouchers.tabs')}
      className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-white p-1 sm:flex"
    >
      {voucherTabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={VOUCHER_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={onKeyDown}
            className={cx(
              'min-h-10 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
              selected
                ? 'bg-brand text-on-brand shadow-sm'
                : 'text-ink-soft hover:bg-brand-soft hover:text-ink',
            )}
          >
            {t(LABELS[tab])}
          </button>
        );
      })}
    </div>
  );
}
