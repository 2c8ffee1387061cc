/**
 * The two ways a value enters a mail's HTML: as text (escaped) and as a link (an absolute http(s)
 * address, escaped). Nothing else does: no value is ever written into the markup as it came.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Escaped text whose line breaks become <br>. */
export const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/**
 * An absolute http(s) address, as the mail links to it. Anything else (a relative path, a
 * `javascript:` or `data:` address, a typo) is a programming error: the mail is not sent.
 */
export function absoluteUrl(value: string, what: string): string {
  const bad = () => new Error(`The mail's ${what} must be an absolute http(s) address, got "${value}"`);
  // As given (no trailing slash added), but whole: no spaces or control characters in it.
  if (!/^https?:\/\/\S+$/i.test(value) || /\p{Cc}/u.test(value)) throw bad();
  try {
    new URL(value);
  } catch {
    throw bad();
  }
  return value;
}
