import { useId } from 'react';
import type { ActivityBar, LearningDay } from '../lib/activity';
import { activitySummary, dayDate } from '../lib/activity';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { formatNumber } from '@/shared/i18n/format';

const WIDTH = 560;
const HEIGHT = 128;
const PAD_TOP = 8;

/** The chart's figures as a table, behind "Show the numbers". */
function ActivityTable(props: { bars: ActivityBar[]; long: Intl.DateTimeFormat; locale: string }) {
  const { bars, long, locale } = props;
  const t = useT();
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer rounded font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2">
        {t('learning.chart.table')}
      </summary>
      <div className="mt-2">
        <table className="w-full text-left">
          <caption className="sr-only">{t('learning.chart.title')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 font-semibold">
                {t('learning.chart.day')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('learning.chart.minutes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.day} className="border-b border-line/60">
                <th scope="row" className="py-1 font-normal">
                  {long.format(dayDate(bar.day))}
                </th>
                <td className="py-1 text-right tabular-nums">{formatNumber(bar.minutes, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * Minutes learned per day over the last four weeks: a hand-drawn SVG bar chart (no chart library:
 * the page's chunk stays small). The picture is decoration for sighted users; the same figures are
 * in the sentence under the title and in a table behind "Show the numbers".
 */
export function ActivityChart({ days }: { days: LearningDay[] }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const summaryId = useId();
  const { bars, top, total, activeDays, best } = activitySummary(days);
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const plot = HEIGHT - PAD_TOP - 1;
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(4, slot * 0.62);
  const y = (share: number) => PAD_TOP + plot * (1 - share);

  return (
    <section
      aria-labelledby={`${summaryId}-title`}
      className="rounded-[var(--radius-card)] border border-line/70 bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${summaryId}-title`} className="text-lg font-bold">
          {t('learning.chart.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('learning.chart.lead')}</p>
      </div>
      <p id={summaryId} className="mt-1 text-sm text-ink-soft">
        {total > 0
          ? t('learning.chart.summary', { total: formatNumber(total, locale), days: activeDays })
          : t('learning.chart.summaryNone')}{' '}
        {best &&
          t('learning.chart.best', {
            date: long.format(dayDate(best.day)),
            minutes: formatNumber(best.minutes, locale),
          })}
      </p>
      <div className="mt-3 pl-9" aria-hidden="true">
        <div className="relative">
          {[1, 0.5, 0].map((share) => (
            <span
              key={share}
              className="absolute -left-9 w-7 -translate-y-1/2 text-right text-[11px] text-ink-soft tabular-nums"
              style={{ top: `${(y(share) / HEIGHT) * 100}%` }}
            >
              {formatNumber(top * share, locale)}
            </span>
          ))}
          {/* Stretched to the width: only lines and bars inside, so nothing is distorted but them. */}
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-32 w-full"
            focusable="false"
          >
            {[0, 0.5, 1].map((share) => (
              <line
                key={share}
                x1={0}
                x2={WIDTH}
                y1={y(share)}
                y2={y(share)}
                className="stroke-line"
                vectorEffect="non-scaling-stroke"
                strokeDasharray={share === 0 ? undefined : '3 4'}
              />
            ))}
            {bars.map((bar, i) => {
              const height = Math.max(bar.minutes > 0 ? 2 : 0, plot * Math.min(1, bar.share));
              return (
                <rect
                  key={bar.day}
                  x={i * slot + (slot - barWidth) / 2}
                  y={y(0) - height}
                  width={barWidth}
                  height={height}
                  className={i === bars.length - 1 ? 'fill-accent' : 'fill-brand'}
                />
              );
            })}
          </svg>
        </div>
        <div className="relative h-5 text-[11px] text-ink-soft">
          {bars.map((bar, i) =>
            i % 7 === 0 ? (
              <span
                key={bar.day}
                className="absolute top-1 whitespace-nowrap"
                style={{ left: `${(i / bars.length) * 100}%` }}
              >
                {short.format(dayDate(bar.day))}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <ActivityTable bars={bars} long={long} locale={locale} />
    </section>
  );
}
