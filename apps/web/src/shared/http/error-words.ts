import type { MessageKey } from '../i18n/i18n';
import { ApiError } from './client';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A key's words, or null while the errors catalogue has none for it (a code it does not know). */
function wordsOf(t: Translate, key: string): string | null {
  const text = t(key as MessageKey);
  return text === key ? null : text;
}

/** Codes that say only "bad input": the words of the field they name say more. */
const SAYS_FIELDS = new Set(['validation', 'bad_request', 'payload_too_large']);

/**
 * The words of a failed call in the page's language (locales/<lang>/errors.ts): those of its
 * `error.code` (of its first field, for bad input the form has no field for), the general words
 * for a code the catalogue does not know, or the offline words when no answer came. Never the
 * server's English `message` (docs/decisions.md §35).
 */
export function errorText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return wordsOf(t, 'errors.offline') ?? t('app.loadFailed');
  const code = error.code;
  const field = Object.values(error.fields)[0];
  return code && field && SAYS_FIELDS.has(code) ? fieldText(t, field)! : codeText(t, code);
}

/** The words of an error code; the general words for a code the catalogue does not know. */
export function codeText(t: Translate, code: string | undefined): string {
  // Without the catalogue (it could not load either): the shell's own words.
  return (code && wordsOf(t, `errors.${code}`)) || (wordsOf(t, 'errors.unknown') ?? t('app.loadFailed'));
}

/**
 * The words of a field code: a value of the server's `error.fields`, or a contract rule's message
 * from the browser's own check. A code the catalogue does not know reads as "not valid".
 */
export function fieldText(t: Translate, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return wordsOf(t, `errors.field.${code}`) ?? wordsOf(t, 'errors.field.invalid') ?? t('app.loadFailed');
}
