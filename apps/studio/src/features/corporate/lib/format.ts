import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';

/** A day as the language writes it, in the company's time zone when known; "—" for none. */
export const day = (iso: string | null, lang: Locale, timeZone?: string) =>
  iso === null
    ? '—'
    : new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        dateStyle: 'medium',
        ...(timeZone ? { timeZone } : {}),
      }).format(new Date(iso));

/** The CSV an admin fills in, as a link's address. */
export const templateHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
