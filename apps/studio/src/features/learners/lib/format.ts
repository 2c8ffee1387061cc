import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';

/** A percentage (given as 0–100) as the language writes it, "—" when there is none. */
export const percent = (value: number | null, lang: Locale) =>
  value === null
    ? '—'
    : new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'percent', maximumFractionDigits: 1 }).format(
        value / 100,
      );

export const count = (value: number, lang: Locale) => new Intl.NumberFormat(INTL_LOCALE[lang]).format(value);

/** Minutes as hours and minutes: "3 h 05 min" reads better than "185 min" past an hour. */
export function duration(minutes: number, lang: Locale) {
  const unit = (n: number, u: 'hour' | 'minute') =>
    new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
  if (minutes < 60) return unit(minutes, 'minute');
  const rest = minutes % 60;
  return rest === 0
    ? unit(Math.floor(minutes / 60), 'hour')
    : `${unit(Math.floor(minutes / 60), 'hour')} ${unit(rest, 'minute')}`;
}

/** An instant as the language writes it, in the company's time zone when known; "—" for none. */
export const dateTime = (iso: string | null, lang: Locale, timeZone?: string) =>
  iso === null
    ? '—'
    : new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(timeZone ? { timeZone } : {}),
      }).format(new Date(iso));

export const dateOnly = (iso: string, lang: Locale, timeZone?: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
