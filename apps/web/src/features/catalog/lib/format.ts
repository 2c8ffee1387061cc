import { intlLocale, type MessageKey } from '@/shared/i18n/i18n';
import { lengthParts } from '@/shared/lib/length';

type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A length in seconds as "28 sec", "45 min", "3 h", "12 h 30 min" (shared/lib/length.ts). */
export function formatLength(seconds: number, t: T) {
  const parts = lengthParts(seconds);
  if ('seconds' in parts) return t('catalog.duration.seconds', { s: parts.seconds });
  const { hours: h, minutes: m } = parts;
  if (h === 0) return t('catalog.duration.minutes', { m });
  if (m === 0) return t('catalog.duration.hours', { h });
  return t('catalog.duration.hoursMinutes', { h, m });
}

/** An average rating with one decimal in the locale's notation: "4.6", "4,6". */
export function formatRating(value: number, locale = intlLocale()) {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A course language code ("id", "en") as the language's name in the reader's language. */
export function languageName(code: string, locale = intlLocale()) {
  if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The share of a part in a whole as a whole percentage (0 when the whole is 0). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

type CountKey =
  | 'catalog.lessons'
  | 'catalog.sections'
  | 'catalog.students'
  | 'catalog.ratings'
  | 'catalog.resultsCount'
  | 'catalog.mentor.courses'
  | 'catalog.rate.stars'
  | 'catalog.rating.stars'
  | 'catalog.search.count';

/**
 * A counted phrase: "1 lesson", "12 lessons". English needs a singular; Indonesian and Malay give
 * both keys the same text. `count` is shown formatted in the reader's locale.
 */
export function countLabel(
  t: T,
  key: CountKey,
  count: number,
  vars: Record<string, string | number> = {},
  locale = intlLocale(),
) {
  const form = count === 1 ? 'one' : 'other';
  return t(`${key}.${form}` as MessageKey, { ...vars, count: new Intl.NumberFormat(locale).format(count) });
}
