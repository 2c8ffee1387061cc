import type { Locale } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import type { SalesSummary } from '@app/contract/sales/schemas';
import { useT } from '@/shared/i18n/i18n';
import { dayLabel, periodLabel } from '../lib/format';

const HEIGHT = 200;

/**
 * Net revenue per period as bars, drawn as plain SVG (decision 49: no chart library for one bar
 * chart). The picture is described in words for screen readers; the table view has every value.
 */
export function RevenueChart({ summary, lang }: { summary: SalesSummary; lang: Locale }) {
  const t = useT();
  const values = summary.series.map((p) => p.net_minor);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const y = (value: number) => ((max - value) / span) * HEIGHT;
  const width = summary.series.length;
  const money = (minor: number) => formatMinor(minor, summary.currency, lang);
  const best = summary.series.reduce((a, b) => (b.net_minor > a.net_minor ? b : a), summary.series[0]!);
  const label = t('sales.chart.summary', {
    from: dayLabel(summary.from, lang),
    to: dayLabel(summary.to, lang),
    total: money(summary.totals.net_minor),
    max: money(best.net_minor),
    period: periodLabel(best.period, summary.group, lang, true),
  });
  const first = summary.series[0]!;
  const last = summary.series[summary.series.length - 1]!;
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex gap-2">
        <div
          className="flex w-20 shrink-0 flex-col justify-between text-right text-xs text-ink-soft tabular-nums"
          aria-hidden
          style={{ height: HEIGHT }}
        >
          <span>{money(max)}</span>
          <span>{money(min)}</span>
        </div>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface"
          style={{ height: HEIGHT }}
          data-testid="revenue-chart"
        >
          <line
            x1={0}
            x2={width}
            y1={y(0)}
            y2={y(0)}
            className="stroke-ink-soft"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
          {summary.series.map((p, i) => {
            const top = y(Math.max(p.net_minor, 0));
            const height = Math.abs(y(p.net_minor) - y(0));
            return (
              <rect
                key={p.period}
                x={i + 0.15}
                width={0.7}
                y={top}
                height={height}
                className={p.net_minor < 0 ? 'fill-red-700' : 'fill-brand'}
              >
                <title>{`${periodLabel(p.period, summary.group, lang, true)}: ${money(p.net_minor)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="flex justify-between pl-22 text-xs text-ink-soft" aria-hidden>
        <span>{periodLabel(first.period, summary.group, lang)}</span>
        {last !== first && <span>{periodLabel(last.period, summary.group, lang)}</span>}
      </div>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
