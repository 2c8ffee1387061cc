import type { Locale } from '@app/contract/envelope';

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
