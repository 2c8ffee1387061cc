import type { TextLang } from '@app/contract/envelope';

/**
 * A text of an answer's record, inside `<span lang>` when the server sent it in another language
 * than the page's (the record's `text_lang`, see shared/i18n/text-lang.ts), else the bare text.
 * For texts handed to a component as children; an element of our own takes `langOf` instead.
 */
export function TextOf<T extends { text_lang?: TextLang }>({
  of,
  field,
}: {
  of: T;
  field: Exclude<keyof T, 'text_lang'> & string;
}) {
  const lang = of.text_lang?.[field];
  const value = String(of[field] ?? '');
  return lang ? <span lang={lang}>{value}</span> : value;
}
