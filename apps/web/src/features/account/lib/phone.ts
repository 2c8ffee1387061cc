/** Country codes offered in the phone fields; Indonesia first (product §5, §9: +62 by default). */
export const COUNTRY_CODES = [
  { code: '+62', iso: 'ID' },
  { code: '+60', iso: 'MY' },
  { code: '+65', iso: 'SG' },
  { code: '+673', iso: 'BN' },
  { code: '+63', iso: 'PH' },
  { code: '+66', iso: 'TH' },
  { code: '+84', iso: 'VN' },
  { code: '+61', iso: 'AU' },
  { code: '+91', iso: 'IN' },
  { code: '+44', iso: 'GB' },
  { code: '+1', iso: 'US' },
] as const;

export const DEFAULT_COUNTRY_CODE = '+62';

/**
 * The national number as the API stores it: digits only, without the trunk 0 people type out of
 * habit ("0812…" and "812…" are the same Indonesian number).
 */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+/, '');
}
