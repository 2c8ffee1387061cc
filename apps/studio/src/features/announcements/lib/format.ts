import type { Announcement } from '@app/contract/announcements/schemas';
import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';

/** The subject to show in the studio: in its language when written, else the first written. */
export const subjectOf = (a: Pick<Announcement, 'subject'>, lang: Locale) =>
  a.subject[lang] || a.subject.id || a.subject.en || a.subject.ms;

/** A time as people of the language write it, in the browser's zone. */
export const whenOf = (iso: string, lang: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * Whom it went to, as the history and the announcement's page show it: the course's title, or the
 * corporate cohort's client and invoice (`label` words them in the studio's language).
 */
export const audienceOf = (
  a: Pick<Announcement, 'course_title' | 'cohort'>,
  label: (cohort: { client: string; invoice: string }) => string,
) => (a.cohort ? label({ client: a.cohort.client_name, invoice: a.cohort.invoice_number }) : a.course_title);
