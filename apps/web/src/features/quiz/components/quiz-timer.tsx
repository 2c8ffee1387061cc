import { useMemo } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { clock as clockIcon, Icon } from '@/shared/ui/icons';
import { useTimeAnnouncement } from '../hooks/use-countdown';
import { clock } from '../lib/format';

/**
 * When the time left is said aloud: at 5 minutes and at 1 minute; a quiz shorter than five
 * minutes instead at half time and at 15 seconds (issue 28 item 4), when those come before the end.
 */
export function timeMarks(limitSeconds: number): number[] {
  if (limitSeconds >= 300) return [300, 60];
  const half = Math.floor(limitSeconds / 2);
  return half > 15 ? [half, 15] : [15];
}

/** The words of a mark: a long quiz's minutes, a short one's half time and last seconds. */
function markWords(t: ReturnType<typeof useT>, mark: number, limitSeconds: number) {
  if (limitSeconds >= 300) return mark === 300 ? t('quiz.timer.fiveMinutes') : t('quiz.timer.oneMinute');
  return mark === 15 ? t('quiz.timer.fifteenSeconds') : t('quiz.timer.halfTime', { time: clock(mark) });
}

/**
 * The time left on the server's clock. The visible timer is not read out (role timer is not
 * live); a separate live region says the marks of timeMarks() as they pass.
 */
export function QuizTimer({ seconds, limitSeconds }: { seconds: number; limitSeconds: number }) {
  const t = useT();
  const marks = useMemo(() => timeMarks(limitSeconds), [limitSeconds]);
  const mark = useTimeAnnouncement(seconds, marks);
  // Red for the last stretch: the last minute, or the last 15 seconds of a short quiz.
  const low = seconds <= marks[marks.length - 1]!;
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
        {mark === null ? '' : markWords(t, mark, limitSeconds)}
      </p>
    </div>
  );
}
