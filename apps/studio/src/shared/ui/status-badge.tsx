import type { StudioCourseStatus } from '@app/contract/studio/constants';
import { useT } from '../i18n/i18n';
import { cx } from '../lib/cx';

// Each status its own hue and a dot, so it is not told by colour alone (the words say it too).
const styles: Record<StudioCourseStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  changes: 'bg-amber-50 text-amber-900 ring-amber-300',
};
const dots: Record<StudioCourseStatus, string> = {
  draft: 'bg-slate-500',
  published: 'bg-emerald-600',
  changes: 'bg-amber-600',
};

export function StatusBadge({ status, className }: { status: StudioCourseStatus; className?: string }) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        styles[status],
        className,
      )}
      data-testid="status-badge"
    >
      <span aria-hidden className={cx('size-1.5 rounded-full', dots[status])} />
      {t(`courses.status.${status}`)}
    </span>
  );
}
