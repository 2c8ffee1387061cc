import { minorDigits } from '@app/contract/commerce/money';

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell a spreadsheet would run as a formula (=, +, -, @ first) is kept as text (OWASP CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Minor units as major units with the currency's digits, from the digits (no float): 39990 → "399.90". */
export function majorText(minor: number | string, currency: string): string {
  const digits = minorDigits(currency);
  const n = BigInt(minor);
  const sign = n < 0n ? '-' : '';
  const abs = (n < 0n ? -n : n).toString().padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}
