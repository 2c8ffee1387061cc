import type { VoucherStatus } from '@app/contract/commerce/constants';
import type { Voucher } from '@app/contract/commerce/schemas';
import { formatMinor } from '@app/contract/money';
import { formatDate } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { calendar, Icon, users } from '@/shared/ui/icons';
import { countLabel } from '../lib/format';
import { ticket, wallet } from '../lib/icons';
import { voucherRule } from '../lib/voucher-rule';
import { CopyCodeButton } from './copy-code-button';

const STATUS: Record<VoucherStatus, { label: MessageKey; className: string }> = {
  available: { label: 'commerce.voucher.status.available', className: 'bg-emerald-100 text-emerald-900' },
  used: { label: 'commerce.voucher.status.used', className: 'bg-sky-100 text-sky-900' },
  expired: { label: 'commerce.voucher.status.expired', className: 'bg-slate-200 text-slate-800' },
  used_up: { label: 'commerce.voucher.status.usedUp', className: 'bg-slate-200 text-slate-800' },
};

/** "1 Jan 2026 – 31 Mar 2026", "Until 31 Mar 2026", "From 1 Jan 2026", or no limit. */
function validity(t: ReturnType<typeof useT>, voucher: Voucher, locale: string) {
  const from = voucher.starts_at ? formatDate(voucher.starts_at, locale) : null;
  const to = voucher.ends_at ? formatDate(voucher.ends_at, locale) : null;
  if (from && to) return t('commerce.voucher.validBetween', { from, to });
  if (to) return t('commerce.voucher.validUntil', { to });
  if (from) return t('commerce.voucher.validFrom', { from });
  return t('commerce.voucher.validAlways');
}

/**
 * A voucher as a ticket: what it takes off, its code to copy, and its conditions: minimum
 * purchase, when it is valid, what it is for, and how many are left.
 */
export function VoucherCard({ voucher }: { voucher: Voucher }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const locale = intlLocale(lang);
  const available = voucher.status === 'available';
  const status = STATUS[voucher.status];
  const titleId = `voucher-${voucher.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]',
        !available && 'opacity-80',
      )}
    >
      <div
        className={cx(
          'flex items-start justify-between gap-3 border-b border-dashed border-line px-4 py-4 sm:px-5',
          available ? 'bg-brand-soft' : 'bg-surface',
        )}
      >
        <div className="flex min-w-0 gap-3">
          <Icon path={ticket} size={28} className={available ? 'text-brand' : 'text-ink-soft'} />
          <div className="min-w-0">
            <p className="text-lg leading-tight font-extrabold">{voucherRule(t, voucher, lang)}</p>
            <h2 id={titleId} className="mt-0.5 text-sm font-semibold text-ink-soft">
              {voucher.name}
            </h2>
          </div>
        </div>
        <span className={cx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold', status.className)}>
          {t(status.label)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 px-4 py-4 sm:px-5">
        {voucher.description && <p className="text-sm text-ink-soft">{voucher.description}</p>}
        <div className="flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('commerce.voucher.code')}</span>
          <code className="rounded-lg border border-dashed border-brand-muted bg-surface px-3 py-1.5 font-mono text-sm font-bold tracking-wider break-all">
            {voucher.code}
          </code>
          {available && <CopyCodeButton code={voucher.code} />}
        </div>
        <ul className="mt-auto space-y-1.5 text-sm text-ink-soft">
          {voucher.min_purchase > 0 && (
            <li className="flex gap-2">
              <Icon path={wallet} size={16} className="mt-0.5" />
              {t('commerce.voucher.minPurchase', {
                amount: formatMinor(voucher.min_purchase, voucher.currency, lang),
              })}
            </li>
          )}
          <li className="flex gap-2">
            <Icon path={calendar} size={16} className="mt-0.5" />
            {validity(t, voucher, locale)}
          </li>
          <li className="flex gap-2">
            <Icon path={ticket} size={16} className="mt-0.5" />
            {voucher.scope === 'tenant' || !voucher.scope_name
              ? t('commerce.voucher.forEverything')
              : t('commerce.voucher.for', { name: voucher.scope_name })}
          </li>
          {voucher.quota_left !== null && available && (
            <li className="flex gap-2">
              <Icon path={users} size={16} className="mt-0.5" />
              {countLabel(t, 'commerce.voucher.left', voucher.quota_left, locale)}
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}

export function VoucherGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="space-y-3 rounded-[var(--radius-card)] border border-line bg-white p-5"
        >
          <div className="skeleton h-5 w-1/2" />
          <div className="skeleton h-3 w-1/3" />
          <div className="skeleton h-8 w-2/3" />
          <div className="skeleton h-3 w-3/4" />
        </div>
      ))}
    </div>
  );
}
