/**
 * Money is counted in integer minor units of the tenant's currency (docs/product.md §14): rupiah
 * have none in practice (Midtrans takes whole rupiah), ringgit have 100 sen. Prices shown to a
 * learner are final: the tax is included, and the receipt shows how much of the total it is.
 */
export const MINOR_DIGITS: Readonly<Record<string, number>> = { IDR: 0, MYR: 2, SGD: 2, USD: 2 };

/** Digits after the decimal point of a currency (2 for an unknown one). */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

/** A price in major units (as the catalogue stores it, e.g. 149.90) to minor units (14990). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** Minor units back to major units, for display and for gateways that take major units. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** The part of a tax-inclusive total that is tax, at `ratePercent` (11 → 11 %), in minor units. */
export function taxIncluded(totalMinor: number, ratePercent: number): number {
  if (ratePercent <= 0 || totalMinor <= 0) return 0;
  return Math.round((totalMinor * ratePercent) / (100 + ratePercent));
}

/**
 * An amount as a gateway writes it ("249000.00") in exact minor units of `currency`, or null when
 * it is not a whole number of them ("249000.01" rupiah, "399.005" ringgit) or not an amount at
 * all. Parsed from the digits, never through a float, so no rounding can make two amounts equal.
 */
export function parseMinor(text: string, currency: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const digits = minorDigits(currency);
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  if (/[^0]/.test(fraction.slice(digits))) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.slice(0, digits) || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}
