import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { clock as clockIcon, Icon } from '@/shared/ui/icons';
import { useTimeAnnouncement } from '../hooks/use-countdown';
import { clock } from '../lib/format';

const MARKS = [300, 60] as const;

/**
 * The time left on the server's clock. The visible timer is not read out (role timer is not
 * live); a separate live region says "5 minutes left" and "1 minute left" as they pass.
 */
export function QuizTimer({ seconds }: { seconds: number }) {
  const t = useT();
  const mark = useTimeAnnouncement(seconds, MARKS);
  const low = seconds <= 60;
  return (
    <div className="flex items-center gap-2">
      <div
        role="timer"
        aria-label={t('quiz.timer.label')}
        className={cx(
          'flex min-h-10 items-center gap-1.5 rounded-full px-3 font-mono text-lg font-bold tabular-nums',
          low ? 'bg-red-100 text-red-900' : 'bg-brand-soft text-ink',
        )}
      >
        <Icon path={clockIcon} size={18} />
        <span>{clock(seconds)}</span>
      </div>
      <p role="status" className="sr-only">
        {mark === 300 ? t('quiz.timer.fiveMinutes') : mark === 60 ? t('quiz.timer.oneMinute') : ''}
      </p>
    </div>
  );
}
