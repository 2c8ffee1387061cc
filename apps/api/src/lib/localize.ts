import type { Locale, TextLang } from '@app/contract/envelope';
import { expandPrices } from '@app/contract/money';

type LocalizedValue = Record<string, unknown> & { en: unknown };

const isLocalized = (value: unknown): value is LocalizedValue =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  'en' in value &&
  Object.keys(value).every((k) => k === 'en' || k === 'id' || k === 'ms');

const isEmpty = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The language a localised `value` is read in for `locale`: its own when written, else English
 * (docs/decisions.md §11); null when it is not a localised value or has nothing to read.
 */
export function readLang(value: unknown, locale: Locale): Locale | null {
  if (!isLocalized(value)) return null;
  if (value[locale] !== undefined) return locale;
  return isEmpty(value.en) ? null : 'en';
}

/**
 * The `text_lang` of a record (the contract's textLang) from its localised fields: the fields read
 * in another language than `locale`, with that language; undefined when all are in `locale`.
 */
export function textLangOf(fields: Record<string, unknown>, locale: Locale): TextLang {
  let out: Record<string, Locale> | undefined;
  for (const [field, value] of Object.entries(fields)) {
    const lang = readLang(value, locale);
    if (lang && lang !== locale) (out ??= {})[field] = lang;
  }
  return out;
}

/** The `text_lang` of SQL-read languages by field (null: in the asked language, or no text). */
export function textLangFrom(langs: Record<string, string | null>): TextLang {
  const entries = Object.entries(langs).filter((e): e is [string, Locale] => e[1] !== null);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Replaces every {"en": …, "id": …, "ms": …} object inside `value` with the text of `locale`,
 * English when that language has none. An object whose fields fell back that way gets a
 * `text_lang` naming them (`{"title": "en"}`), so the page can mark their language.
 */
export function localize<T = unknown>(value: unknown, locale: Locale): T {
  if (Array.isArray(value)) return value.map((v) => localize(v, locale)) as T;
  if (value && typeof value === 'object') {
    if (isLocalized(value)) return (value[locale] ?? value.en) as T;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = localize(v, locale);
    const langs = textLangOf(value as Record<string, unknown>, locale);
    if (langs) out.text_lang = { ...(out.text_lang as object | undefined), ...langs };
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
