import { minorDigits, toMajor } from './commerce/money.ts';
import type { Locale } from './envelope.ts';

/**
 * The one money format (issue 23 item 2, docs/product.md §14 "Money"): every price the web app,
 * the PDFs and the mails show is written here, so one page never shows two styles. The form is
 * the currency's symbol, a normal space, then the amount with the currency's decimals and the
 * language's separators: "Rp 279.000" (id), "Rp 279,000" (en, ms), "RM 399.00" (en, ms),
 * "RM 399,00" (id). A negative amount puts the sign first: "-Rp 50.000".
 */

/** The Intl locale of each language of the app; the web's i18n and the API's receipts use these. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-GB', id: 'id-ID', ms: 'ms-MY' };

/** What people write before an amount; Intl alone writes "IDR" or "MYR" in some languages. */
const SYMBOLS: Readonly<Record<string, string>> = { IDR: 'Rp', MYR: 'RM', SGD: 'S$', USD: 'US$' };

/** The symbol of a currency ("Rp", "RM"); its ISO code when it has none here. */
export const currencySymbol = (currency: string) => SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();

// Built once per language and number of decimals: a catalogue page formats dozens of prices.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Locale, digits: number) {
  const key = `${lang}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang] ?? INTL_LOCALE.en, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      // No "-0" for an amount that rounds to nothing.
      signDisplay: 'negative',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in major units of `currency` (as the catalogue counts: 279000 rupiah, 399.5 ringgit)
 * in the language `lang`: "Rp 279.000", "RM 399.50". The sign, grouping and decimal marks come
 * from Intl's parts for the language; the symbol and the space between are ours.
 */
export function formatMoney(amount: number, currency: string, lang: Locale): string {
  const parts = numberFormat(lang, minorDigits(currency)).formatToParts(amount);
  const sign = parts
    .filter((p) => p.type === 'minusSign')
    .map((p) => p.value)
    .join('');
  const digits = parts
    .filter((p) => p.type !== 'minusSign')
    .map((p) => p.value)
    .join('');
  return `${sign}${currencySymbol(currency)} ${digits}`;
}

/** An amount in minor units (as every order, voucher and receipt counts: sen, rupiah). */
export const formatMinor = (minor: number, currency: string, lang: Locale): string =>
  formatMoney(toMajor(minor, currency), currency, lang);

/**
 * A price in a company's own texts (docs/tenant-folder.md "Prices in texts"): `{price:4800}` is
 * 4800 in the company's currency, in major units, with at most two decimals (`{price:49.90}`).
 * Written so, the API shows it in the reader's language like every other price.
 */
export const PRICE_PLACEHOLDER = /\{price:(\d{1,12}(?:\.\d{1,2})?)\}/g;

/** Text that starts a placeholder: the tenant command refuses one that is not well formed. */
export const PRICE_PLACEHOLDER_START = '{price:';

/** `text` with every `{price:…}` written as money in `currency` and `lang`. */
export const expandPrices = (text: string, currency: string, lang: Locale): string =>
  text.includes(PRICE_PLACEHOLDER_START)
    ? text.replace(PRICE_PLACEHOLDER, (_, amount: string) => formatMoney(Number(amount), currency, lang))
    : text;
