import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { clampPercent } from '../lib/progress';

/** A course's progress: a bar with its share, and the words for people who cannot see the bar. */
export function ProgressBar({
  percent,
  label,
  size = 'md',
  className,
}: {
  percent: number;
  /** What the bar measures, for assistive technology (the course's title, say). */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const t = useT();
  const value = clampPercent(percent);
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('learning.progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={t('learning.progress.value', { percent: value })}
      className={cx(
        'overflow-hidden rounded-full bg-brand-soft',
        size === 'sm' ? 'h-1.5' : 'h-2.5',
        className,
      )}
    >
      <div
        className={cx(
          'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
          value >= 100 ? 'bg-emerald-600' : 'bg-brand',
        )}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
