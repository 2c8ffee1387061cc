import { z } from 'zod';
import { fieldCode, withFieldCodes } from '../errors.ts';
import { localeSchema } from '../envelope.ts';
import { ANNOUNCEMENT_LIMITS as L, announcementStatuses, audienceKinds } from './constants.ts';

const id = z.coerce.number().int().min(1).max(2147483647);

const text = (max: number) =>
  z
    .string(withFieldCodes)
    .trim()
    .max(max, fieldCode('too_long'))
    // A NUL has no place in a mail, and PostgreSQL's text refuses it.
    .refine((value) => !value.includes('\u0000'), fieldCode('nul_character'))
    .default('');

/** A text per language; a language left empty reads another's (rules.ts textLanguage). */
const perLanguage = (max: number) =>
  z
    .object({ en: text(max), id: text(max), ms: text(max) }, withFieldCodes)
    .default({ en: '', id: '', ms: '' });

// A JSON number (not coerced): an absent one is `required`, a text one `invalid`.
const audienceId = () =>
  z
    .number(withFieldCodes)
    .int(fieldCode('invalid'))
    .min(1, fieldCode('invalid'))
    .max(2147483647, fieldCode('invalid'));

/**
 * Whom an announcement is for (constants.ts audienceKinds): a course's enrolled learners, or a
 * corporate cohort, a corporate order of the company (decision 54), whose people still enrolled in
 * one of its courses are mailed. Cohorts are the admins' alone: for a contributor, as for another
 * company's or an absent order, the cohort is 404.
 */
export const audience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('course'), course_id: audienceId() }, withFieldCodes),
    z.object({ kind: z.literal('cohort'), cohort_id: audienceId() }, withFieldCodes),
  ],
  withFieldCodes,
);
export type Audience = z.infer<typeof audience>;

/**
 * What the admin or mentor writes: the audience, and a subject and message in each language they
 * write in. The message is plain text (line breaks kept; never HTML).
 */
export const announcementBody = z.object(
  {
    audience,
    subject: perLanguage(L.maxSubject),
    body: perLanguage(L.maxBody),
  },
  withFieldCodes,
);
export type AnnouncementBody = z.infer<typeof announcementBody>;

const texts = z.object({ en: z.string(), id: z.string(), ms: z.string() });

/** One language's mail as its learners receive it. */
export const announcementPreviewMail = z.object({
  lang: localeSchema,
  /** The language its subject and message are written in (another when this one was not written). */
  text_lang: localeSchema,
  /** How many of the recipients read this language. */
  recipients: z.number().int(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type AnnouncementPreviewMail = z.infer<typeof announcementPreviewMail>;

export const announcementPreview = z.object({
  /** The learners who would be mailed now: enrolled, not unsubscribed. */
  recipients: z.number().int(),
  /** Enrolled learners left out because they unsubscribed from the company's announcements. */
  unsubscribed: z.number().int(),
  mails: z.array(announcementPreviewMail),
});
export type AnnouncementPreview = z.infer<typeof announcementPreview>;

export const announcement = z.object({
  id: z.uuid(),
  /** The kind and its id; the other kind's id is null. */
  audience: z.object({
    kind: z.enum(audienceKinds),
    course_id: z.number().int().nullable(),
    cohort_id: z.number().int().nullable(),
  }),
  /** The course's title in the caller's language; '' for a cohort. */
  course_title: z.string(),
  /** A cohort's corporate order: its client and invoice number; null for a course. */
  cohort: z.object({ client_name: z.string(), invoice_number: z.string() }).nullable(),
  subject: texts,
  body: texts,
  status: z.enum(announcementStatuses),
  /** Learners to mail, fixed when it was sent. */
  recipients: z.number().int(),
  /** Mailed so far. */
  sent: z.number().int(),
  /** Left out since: unsubscribed after it was sent, before their mail went. */
  skipped: z.number().int(),
  /** Could not be handed to the mail server after every try. */
  failed: z.number().int(),
  sender: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementListQuery = z.object({
  course_id: id.optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

export const announcementList = z.object({
  items: z.array(announcement),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AnnouncementList = z.infer<typeof announcementList>;

export const announcementParams = z.object({ id: z.uuid(fieldCode('invalid')) });

export const announcementOptionsQuery = z.object({ lang: localeSchema.optional() });

export const announcementOptions = z.object({
  /** The company's default language: the text other languages read when theirs is not written. */
  default_language: localeSchema,
  /** The courses this person may announce to, with their enrolled learners. */
  courses: z.array(z.object({ id: z.number().int(), title: z.string(), learners: z.number().int() })),
  /**
   * The company's corporate orders (cohorts), newest first, with the people each covers: an
   * admin's alone, empty for a contributor.
   */
  cohorts: z.array(
    z.object({
      id: z.number().int(),
      client_name: z.string(),
      invoice_number: z.string(),
      people: z.number().int(),
    }),
  ),
  limits: z.object({ per_course_day: z.number().int(), per_sender_hour: z.number().int() }),
});
export type AnnouncementOptions = z.infer<typeof announcementOptions>;

/** The signed token of an unsubscribe link (decision 55), as the learners' site passes it on. */
export const subscriptionParams = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, fieldCode('invalid_link')),
});

export const subscription = z.object({
  company: z.string(),
  /** The address the link was mailed to, partly hidden: "n***@example.com". */
  email: z.string(),
  /** Whether the company's announcements reach this address. */
  subscribed: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;
