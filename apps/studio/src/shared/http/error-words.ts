import type { MessageKey, Translate } from '../i18n/i18n';
import { ApiError } from './client';

/** A key's words, or null while the catalogue has none for it. */
function wordsOf(t: Translate, key: string): string | null {
  const text = t(key as MessageKey);
  return text === key ? null : text;
}

/** Codes that say only "bad input": the words of the field they name say more. */
const SAYS_FIELDS = new Set(['validation', 'bad_request', 'payload_too_large']);

/**
 * The words of a failed call in the studio's language, from the shared catalogue (as the site's
 * shared/http/error-words.ts): its code's, its first field's for bad input, the general words for
 * a code the catalogue does not know, or the offline words when no answer came.
 */
export function errorText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return wordsOf(t, 'errors.offline') ?? 'Offline';
  const field = Object.values(error.fields)[0];
  if (error.code && field && SAYS_FIELDS.has(error.code)) return fieldText(t, field)!;
  return codeText(t, error.code);
}

export function codeText(t: Translate, code: string | undefined): string {
  return (code && wordsOf(t, `errors.${code}`)) || (wordsOf(t, 'errors.unknown') ?? 'Something went wrong.');
}

/** The words of a field code (the server's `error.fields` values, or the form's own checks). */
export function fieldText(t: Translate, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return wordsOf(t, `errors.field.${code}`) ?? wordsOf(t, 'errors.field.invalid') ?? code;
}
