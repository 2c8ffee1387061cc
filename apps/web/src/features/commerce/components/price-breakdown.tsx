import type { Booking } from '@app/contract/commerce/schemas';
import { formatMinor } from '@app/contract/money';
import { formatNumber } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { breakdownLines, type BreakdownLine } from '../lib/price-breakdown';

/** The order's price line by line: price, discounts taken off, the tax the total includes, total. */
export function PriceBreakdown({ booking }: { booking: Booking }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const money = (amount: number) => formatMinor(amount, booking.currency, lang);
  const label = (line: BreakdownLine) => {
    switch (line.kind) {
      case 'price':
        return t('commerce.breakdown.price');
      case 'courseDiscount':
        return t('commerce.breakdown.courseDiscount');
      case 'voucher':
        return t('commerce.breakdown.voucher', { code: line.code });
      case 'tax':
        return t('commerce.breakdown.tax', { rate: formatNumber(line.rate, intlLocale(lang)) });
      case 'total':
        return t('commerce.breakdown.total');
    }
  };
  return (
    <dl className="space-y-2 text-sm">
      {breakdownLines(booking).map((line) => {
        const off = line.kind === 'courseDiscount' || line.kind === 'voucher';
        const total = line.kind === 'total';
        return (
          <div
            key={line.kind}
            className={cx(
              'flex items-baseline justify-between gap-4',
              total && 'mt-3 border-t border-line pt-3 text-base font-extrabold',
              line.kind === 'tax' && 'text-xs text-ink-soft',
            )}
          >
            <dt className={cx(!total && line.kind !== 'tax' && 'text-ink-soft')}>{label(line)}</dt>
            <dd
              className={cx(
                'text-right tabular-nums',
                off && 'font-semibold text-emerald-700',
                total && 'text-xl',
              )}
            >
              {/* Taken off: negative, so the sign is the one format's, as on the receipt. */}
              {money(off ? -line.amount : line.amount)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
