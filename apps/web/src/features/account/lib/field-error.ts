import type { MessageKey } from '@/shared/i18n/i18n';

/**
 * The contract's validation messages (English, shared with the server) mapped to translated
 * text. Field errors from the server carry the same messages, so both read the same.
 */
const KNOWN: Record<string, MessageKey> = {
  'Invalid email': 'account.error.email',
  'Password is required': 'account.error.required',
  'Current password is required': 'account.error.required',
  'Password must be at least 8 characters': 'account.error.passwordMin',
  'Password must be at most 256 characters': 'account.error.passwordMax',
  'Phone number must be 6 to 15 digits': 'account.error.phone',
  'Country code looks like +62': 'account.error.countryCode',
  'Full name is required': 'account.error.fullName',
  'Passwords do not match': 'account.error.mismatch',
  'Use the format YYYY-MM-DD': 'account.error.date',
  'Invalid URL': 'account.error.url',
  'Invalid postal code': 'account.error.postal',
  'The code has 6 digits': 'account.error.otp',
};

/** Too short / required messages zod writes itself ("Too small: expected string to have >=1 characters"). */
const GENERIC_REQUIRED = /^(Required|Invalid input|Too small)/i;

export function fieldErrorKey(message: string): MessageKey | null {
  return KNOWN[message] ?? (GENERIC_REQUIRED.test(message) ? 'account.error.required' : null);
}

/** Translated text of a field error; unknown server messages are shown as they came. */
export function fieldErrorText(
  t: (key: MessageKey) => string,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = fieldErrorKey(message);
  return key ? t(key) : message;
}
