import type { Locale, TextLang } from '@app/contract/envelope';

/**
 * The `lang` attribute of a text the server sent in another language than the page's: a company
 * that wrote no Malay gets its English text on a Malay page (docs/decisions.md §11), and the answer
 * names that text in the record's `text_lang`. Spread it on the element that holds the text,
 * `<h3 {...langOf(course, 'title')}>`, so screen readers pronounce it and translation tools treat
 * it as English. Nothing when the text is in the page's language.
 */
export function langOf<T extends { text_lang?: TextLang }>(
  record: T | null | undefined,
  field: Exclude<keyof T, 'text_lang'> & string,
): { lang?: Locale } {
  const lang = record?.text_lang?.[field];
  return lang ? { lang } : {};
}
