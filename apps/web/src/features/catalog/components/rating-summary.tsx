import type { RatingSummary as Summary } from '@app/contract/catalog/schemas';
import { formatNumber } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { StarRating } from '@/shared/ui/star-rating';
import { formatRating, percent, countLabel } from '../lib/format';

/** The average, the number of ratings and how they spread over 5 to 1 stars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="flex flex-col items-center gap-1 text-center">
        <p className="text-5xl font-extrabold text-amber-800">{formatRating(summary.average, locale)}</p>
        <StarRating value={summary.average} size={18} />
        <p className="text-sm font-semibold text-ink-soft">
          {countLabel(t, 'catalog.ratings', summary.count)}
        </p>
      </div>
      <ul className="space-y-2" aria-label={t('catalog.rating.distribution')}>
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const share = percent(summary.distribution[stars], summary.count);
          return (
            <li key={stars} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-3 text-sm">
              <span className="font-semibold whitespace-nowrap">
                {countLabel(t, 'catalog.rating.stars', stars)}
              </span>
              <span aria-hidden className="h-2.5 overflow-hidden rounded-full bg-line">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span className="text-right text-ink-soft tabular-nums">
                {share}%
                <span className="sr-only"> ({formatNumber(summary.distribution[stars], locale)})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
