import type { LearnerCourseReport } from '@app/contract/learners/schemas';
import type { Locale } from '@app/contract/envelope';
import { useT } from '@/shared/i18n/i18n';
import { share } from '@/shared/lib/format';
import { count } from '../lib/format';

const HEIGHT = 160;

/**
 * How many learners are in each progress bucket, as bars drawn in plain SVG (like the sales
 * chart, decision 49). The picture is described in words; the table view has every value.
 */
export function ProgressChart({ report, lang }: { report: LearnerCourseReport; lang: Locale }) {
  const t = useT();
  const max = Math.max(1, ...report.progress.map((b) => b.learners));
  const width = report.progress.length;
  const label = t('learners.chart.summary', {
    buckets: report.progress
      .map((b) => `${t(`learners.bucket.${b.bucket}`)}: ${count(b.learners, lang)}`)
      .join('; '),
  });
  return (
    <figure className="flex flex-col gap-2">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="w-full rounded-lg border border-line bg-surface"
        style={{ height: HEIGHT }}
        data-testid="progress-chart"
      >
        {report.progress.map((b, i) => {
          const height = (b.learners / max) * (HEIGHT - 8);
          return (
            <rect
              key={b.bucket}
              x={i + 0.15}
              width={0.7}
              y={HEIGHT - height}
              height={height}
              className={b.bucket === '100' ? 'fill-emerald-700' : 'fill-brand'}
            >
              <title>{`${t(`learners.bucket.${b.bucket}`)}: ${count(b.learners, lang)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div
        className="grid text-center text-xs text-ink-soft"
        style={{ gridTemplateColumns: `repeat(${width}, 1fr)` }}
        aria-hidden
      >
        {report.progress.map((b) => (
          <span key={b.bucket} className="flex flex-col">
            <span className="font-semibold text-ink tabular-nums">{count(b.learners, lang)}</span>
            <span>{t(`learners.bucketShort.${b.bucket}`)}</span>
          </span>
        ))}
      </div>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}

/** The chart's table view: each bucket, its learners and their share of the enrolments. */
export function ProgressTable({ report, lang }: { report: LearnerCourseReport; lang: Locale }) {
  const t = useT();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('learners.chart.caption')}</caption>
      <thead className="bg-surface text-left">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            {t('learners.chart.bucket')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            {t('learners.chart.learners')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            {t('learners.chart.share')}
          </th>
        </tr>
      </thead>
      <tbody>
        {report.progress.map((b) => (
          <tr key={b.bucket} className="border-t border-line">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {t(`learners.bucket.${b.bucket}`)}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{count(b.learners, lang)}</td>
            <td className="px-3 py-2 text-right tabular-nums">
              {share(b.learners, report.enrolments, lang)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
