import type { MessageKey } from '@/shared/i18n/i18n';
import { daysAgo, durationParts } from './progress';

type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A length in minutes in words: "45 min", "2 h", "1 h 5 min". */
export function durationLabel(t: T, minutes: number) {
  const { hours, minutes: rest } = durationParts(minutes);
  if (hours === 0) return t('learning.duration.minutes', { minutes: rest });
  if (rest === 0) return t('learning.duration.hours', { hours });
  return t('learning.duration.hoursMinutes', { hours, minutes: rest });
}

/** When the learner last learned in a course, in words. */
export function lastActivityLabel(t: T, iso: string | null, formatDate: (iso: string) => string, now?: Date) {
  if (!iso) return t('learning.lastActivity.never');
  const days = daysAgo(iso, now);
  if (days === 0) return t('learning.lastActivity.today');
  if (days === 1) return t('learning.lastActivity.yesterday');
  if (days < 7) return t('learning.lastActivity.days', { days });
  return t('learning.lastActivity.date', { date: formatDate(iso) });
}

export const LESSON_TYPE_LABELS = {
  video: 'learning.type.video',
  text: 'learning.type.text',
  pdf: 'learning.type.pdf',
  quiz: 'learning.type.quiz',
} as const satisfies Record<string, MessageKey>;
