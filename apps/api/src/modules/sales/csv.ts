import { minorDigits } from '@app/contract/commerce/money';

/** Minor units as major units with the currency's digits, from the digits (no float): 39990 → "399.90". */
export function majorText(minor: number | string, currency: string): string {
  const digits = minorDigits(currency);
  const n = BigInt(minor);
  const sign = n < 0n ? '-' : '';
  const abs = (n < 0n ? -n : n).toString().padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}
