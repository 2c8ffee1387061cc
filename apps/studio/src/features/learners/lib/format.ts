import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';

export { count, dateOnly, dateTime, percent } from '@/shared/lib/format';

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
