import { intlLocale } from './i18n';

// Money is not formatted here: every price goes through @app/contract/money (one format).

/**
 * A date in the reader's language; in `timeZone` when given (a company's dates, such as a
 * certificate's, are its day, wherever the reader is), else the reader's own.
 */
export function formatDate(
  value: string | Date,
  locale = intlLocale(),
  style: 'medium' | 'long' = 'medium',
  timeZone?: string,
) {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: style, ...(timeZone ? { timeZone } : {}) }).format(
    date,
  );
}

export function formatNumber(value: number, locale = intlLocale()) {
  return new Intl.NumberFormat(locale).format(value);
}
