import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';

/**
 * Numbers and instants as the studio's language writes them (INTL_LOCALE: "id-ID", "en-MY",
 * "ms-MY"), one way for every page: sales, learners, vouchers and what comes after them.
 */

/** A percentage given as 0–100 ("11.00" from the API too): "11 %", "12,5%"; "—" when there is none. */
export const percent = (value: number | string | null, lang: Locale, digits = 1) =>
  value === null
    ? '—'
    : new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'percent', maximumFractionDigits: digits }).format(
        Number(value) / 100,
      );

/** A part of a whole as a percentage, "—" when the whole is nothing. */
export const share = (part: number, whole: number, lang: Locale) =>
  whole === 0 ? '—' : percent((part * 100) / whole, lang);

export const count = (value: number, lang: Locale) => new Intl.NumberFormat(INTL_LOCALE[lang]).format(value);

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
