/**
 * Money is counted in integer minor units of the tenant's currency (docs/product.md §14): rupiah
 * have none in practice (Midtrans takes whole rupiah), ringgit have 100 sen. Prices shown to a
 * learner are final: the tax is included, and the receipt shows how much of the total it is.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = { IDR: 0, MYR: 2, SGD: 2, USD: 2 };

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
