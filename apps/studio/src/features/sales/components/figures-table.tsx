import type { Locale } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import type { SalesFigures, SalesSummary } from '@app/contract/sales/schemas';
import { useT } from '@/shared/i18n/i18n';
import { percentOf, periodLabel } from '../lib/format';

/** The chart's table view: every period's figures, and the range's totals in the last row. */
export function FiguresTable({ summary, lang }: { summary: SalesSummary; lang: Locale }) {
  const t = useT();
  const money = (minor: number) => formatMinor(minor, summary.currency, lang);
  const cells = (f: SalesFigures) => [
    money(f.gross_minor),
    money(f.voucher_minor),
    money(f.tax_minor),
    money(f.refund_minor),
    money(f.net_minor),
    String(f.paid_orders),
    String(f.orders),
  ];
  const heads = [
    t('sales.kpi.gross'),
    t('sales.kpi.vouchers'),
    t('sales.kpi.tax', { rate: percentOf(summary.tax_rate, lang) }),
    t('sales.kpi.refunds'),
    t('sales.kpi.net'),
    t('sales.table.paid'),
    t('sales.table.orders'),
  ];
  // A table wider than the screen scrolls: the keyboard must reach it (axe scrollable-region-focusable).
  return (
    <div
      className="overflow-x-auto rounded-lg border border-line"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region, see above
      tabIndex={0}
      role="region"
      aria-label={t('sales.table.caption')}
    >
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">{t('sales.table.caption')}</caption>
        <thead className="bg-surface text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('sales.table.period')}
            </th>
            {heads.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.series.map((p) => (
            <tr key={p.period} className="border-t border-line">
              <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                {periodLabel(p.period, summary.group, lang, true)}
              </th>
              {cells(p).map((c, i) => (
                <td key={i} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-line font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {t('sales.table.total')}
            </th>
            {cells(summary.totals).map((c, i) => (
              <td key={i} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {c}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
