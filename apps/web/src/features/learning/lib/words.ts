import type { MessageKey } from '@/shared/i18n/i18n';
import { lengthParts } from '@/shared/lib/length';
import { daysAgo } from './progress';

type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A length in seconds in words: "28 sec", "45 min", "2 h", "1 h 5 min" (shared/lib/length.ts). */
export function lengthLabel(t: T, seconds: number) {
  const parts = lengthParts(seconds);
  if ('seconds' in parts) return t('learning.duration.seconds', { seconds: parts.seconds });
  const { hours, minutes: rest } = parts;
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
