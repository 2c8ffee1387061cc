import type { Locale } from '@app/contract/envelope';
import { expandPrices } from '@app/contract/money';

const isLocalized = (value: object): value is Record<string, unknown> & { en: unknown } =>
  'en' in value && Object.keys(value).every((k) => k === 'en' || k === 'id' || k === 'ms');

/**
 * Replaces every {"en": …, "id": …} object inside `value` with the text of `locale`.
 * Malay falls back to English: our demo content is written in English and Indonesian.
 */
export function localize<T = unknown>(value: unknown, locale: Locale): T {
  if (Array.isArray(value)) return value.map((v) => localize(v, locale)) as T;
  if (value && typeof value === 'object') {
    if (isLocalized(value)) return ((value as Record<string, unknown>)[locale] ?? value.en) as T;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = localize(v, locale);
    return out as T;
  }
  return value as T;
}

/**
 * `value` with every `{price:N}` in its strings written in the one money format, in the
 * company's currency and the reader's language (docs/tenant-folder.md "Prices in texts").
 */
export function withPrices<T>(value: T, currency: string, locale: Locale): T {
  if (typeof value === 'string') return expandPrices(value, currency, locale) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => withPrices(v, currency, locale)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withPrices(v, currency, locale);
    return out as T;
  }
  return value;
}
