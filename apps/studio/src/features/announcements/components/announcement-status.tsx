import type { AnnouncementStatus } from '@app/contract/announcements/constants';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';

const tones: Record<AnnouncementStatus, string> = {
  queued: 'border-slate-300 bg-slate-50 text-slate-800',
  sending: 'border-amber-300 bg-amber-50 text-amber-900',
  sent: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  failed: 'border-red-300 bg-red-50 text-red-900',
};

/** Where an announcement's mailing stands, in words (never colour alone). */
export function AnnouncementStatusBadge({ status }: { status: AnnouncementStatus }) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        tones[status],
      )}
      data-testid="announcement-status"
    >
      {t(`announcements.status.${status}`)}
    </span>
  );
}
