import { announcementProblems } from '@app/contract/announcements/rules';
import { announcementBody, type AnnouncementBody } from '@app/contract/announcements/schemas';
import type { AudienceKind } from '@app/contract/announcements/constants';
import type { Locale } from '@app/contract/envelope';
import { fieldCodeOfIssue, isFieldCode, type FieldCode } from '@app/contract/errors';

/**
 * What the form holds: the audience (a course, or a corporate cohort for an admin) and its choice,
 * the languages written in, and each language's texts.
 */
export interface AnnouncementValues {
  audience: AudienceKind;
  courseId: string;
  cohortId: string;
  languages: Locale[];
  subject: Record<Locale, string>;
  body: Record<Locale, string>;
}

/** The form's problems by field: `course` or `cohort`, `subject.<lang>`, `body.<lang>`. */
export type Problems = Record<string, FieldCode>;

/** The order the languages are offered and their fields checked (the studio's own order). */
export const LANGUAGE_ORDER: Locale[] = ['id', 'en', 'ms'];

export const emptyValues = (defaultLanguage: Locale): AnnouncementValues => ({
  audience: 'course',
  courseId: '',
  cohortId: '',
  languages: [defaultLanguage],
  subject: { en: '', id: '', ms: '' },
  body: { en: '', id: '', ms: '' },
});

/** The control of a problem's field: its label's `for`, and where focus goes. */
export const idOf = (field: string) => `announcement-${field.replace(/[._]/g, '-')}`;

/**
 * A field the server names (`audience.course_id`, `audience.cohort_id`, `subject.en`) as the form
 * names it; `audience` alone is the choice of the kind shown.
 */
export const formField = (name: string, audience: AudienceKind = 'course') =>
  name.startsWith('audience.cohort') ? 'cohort' : name.startsWith('audience') ? audience : name;

/**
 * The body the API takes, or the problems: the contract's schema and its rules across fields, over
 * the languages chosen (an unchosen language is sent empty, and its learners read another's text).
 * A problem of no language chosen to write lands on the first chosen one.
 */
export function bodyOf(
  values: AnnouncementValues,
  defaultLanguage: Locale,
): { body: AnnouncementBody; problems: null } | { body: null; problems: Problems } {
  const pick = (texts: Record<Locale, string>) =>
    Object.fromEntries(
      LANGUAGE_ORDER.map((l) => [l, values.languages.includes(l) ? texts[l] : '']),
    ) as Record<Locale, string>;
  const chosen = values.audience === 'cohort' ? values.cohortId : values.courseId;
  const id = chosen === '' ? undefined : Number(chosen);
  const raw = {
    audience:
      values.audience === 'cohort' ? { kind: 'cohort', cohort_id: id } : { kind: 'course', course_id: id },
    subject: pick(values.subject),
    body: pick(values.body),
  };
  const problems: Problems = {};
  const parsed = announcementBody.safeParse(raw, { error: fieldCodeOfIssue });
  // The rules across fields, over the texts as typed, beside the schema's own problems.
  const first = LANGUAGE_ORDER.find((l) => values.languages.includes(l)) ?? defaultLanguage;
  for (const [name, code] of Object.entries(announcementProblems(raw, defaultLanguage))) {
    const [field, lang] = name.split('.') as [string, Locale];
    problems[values.languages.includes(lang) ? name : `${field}.${first}`] = code;
  }
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems[formField(issue.path.join('.'), values.audience)] = isFieldCode(issue.message)
        ? issue.message
        : 'invalid';
  // No course or cohort chosen: required (the schema reads an absent number as not a number).
  if (chosen === '') problems[values.audience] = 'required';
  if (!parsed.success || Object.keys(problems).length > 0) return { body: null, problems };
  return { body: parsed.data, problems: null };
}

/** The fields in the order the form shows them: the first with a problem takes focus. */
export const fieldOrder = (languages: Locale[], audience: AudienceKind = 'course') => [
  audience,
  ...LANGUAGE_ORDER.filter((l) => languages.includes(l)).flatMap((l) => [`subject.${l}`, `body.${l}`]),
];
