import type { Locale } from '../envelope.ts';
import type { FieldCode } from '../errors.ts';

type Texts = Record<Locale, string>;

/** The order a text is looked for in when a language has none of its own. */
export const fallbackOrder = (defaultLanguage: Locale): Locale[] => [
  defaultLanguage,
  ...(['en', 'id', 'ms'] as const).filter((l) => l !== defaultLanguage),
];

/**
 * The languages written: a subject and a message both. A language with one of the two and not the
 * other is a problem on the missing one; nothing written at all is a problem on the default
 * language's two fields. Checked alike by the studio's form and the server.
 */
export function announcementProblems(
  f: { subject: Texts; body: Texts },
  defaultLanguage: Locale,
): Record<string, FieldCode> {
  const problems: Record<string, FieldCode> = {};
  let written = 0;
  for (const lang of fallbackOrder(defaultLanguage)) {
    const subject = f.subject[lang].trim() !== '';
    const body = f.body[lang].trim() !== '';
    if (subject && body) written += 1;
    else if (subject) problems[`body.${lang}`] = 'required';
    else if (body) problems[`subject.${lang}`] = 'required';
  }
  if (written === 0 && Object.keys(problems).length === 0) {
    problems[`subject.${defaultLanguage}`] = 'required';
    problems[`body.${defaultLanguage}`] = 'required';
  }
  return problems;
}

/**
 * The language whose text the learners of `lang` read: their own when written, else the company's
 * default language's, else the first written (en, id, ms).
 */
export function textLanguage(f: { subject: Texts; body: Texts }, lang: Locale, defaultLanguage: Locale) {
  const written = (l: Locale) => f.subject[l].trim() !== '' && f.body[l].trim() !== '';
  if (written(lang)) return lang;
  return fallbackOrder(defaultLanguage).find(written) ?? lang;
}
