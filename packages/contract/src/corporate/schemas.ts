import { z } from 'zod';
import { fieldCode, withFieldCodes } from '../errors.ts';
import { localeSchema } from '../envelope.ts';
import { CORPORATE_LIMITS as L, corporatePersonStatuses } from './constants.ts';

const id = z.coerce.number().int().min(1).max(2147483647);

const text = (max: number) =>
  z.string(withFieldCodes).trim().min(1, fieldCode('required')).max(max, fieldCode('too_long'));

/**
 * A corporate enrolment as the admin fills it in: the client, the invoice (paid outside the site),
 * the courses, the language new people are invited in, and the CSV file's text (a header row with
 * `name` and `email`, comma- or semicolon-separated; a BOM is fine). "Check file" and "Enrol" send
 * the same body.
 */
export const corporateBody = z.object({
  client_name: text(L.maxClient),
  invoice_number: text(L.maxInvoice),
  course_ids: z
    .array(id, withFieldCodes)
    .min(1, fieldCode('required'))
    .max(L.maxCourses, fieldCode('too_many'))
    .refine((ids) => new Set(ids).size === ids.length, fieldCode('invalid')),
  language: localeSchema,
  csv: z.string(withFieldCodes).max(L.maxCsvChars, fieldCode('too_long')),
});
export type CorporateBody = z.infer<typeof corporateBody>;

const course = z.object({ id: z.number().int(), title: z.string() });

/** One person of the file as the check found them. */
export const corporatePerson = z.object({
  /** The line of the file the person is on (the header is line 1). */
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(corporatePersonStatuses),
  /** The chosen courses this person has already: they are left as they are. */
  already_enrolled: z.array(z.number().int()),
});
export type CorporatePerson = z.infer<typeof corporatePerson>;

/** What an import would do, before anything is written. */
export const corporateCheck = z.object({
  people: z.array(corporatePerson),
  existing: z.number().int(),
  new: z.number().int(),
  /** Enrolments it makes (people × courses, less those already there). */
  enrolments: z.number().int(),
});
export type CorporateCheck = z.infer<typeof corporateCheck>;

export const corporateOrder = z.object({
  id: z.number().int(),
  client_name: z.string(),
  invoice_number: z.string(),
  language: localeSchema,
  people: z.number().int(),
  invited: z.number().int(),
  enrolments: z.number().int(),
  courses: z.array(course),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type CorporateOrder = z.infer<typeof corporateOrder>;

export const corporateList = z.object({
  items: z.array(corporateOrder),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type CorporateList = z.infer<typeof corporateList>;

export const corporateListQuery = z.object({
  /** A part of the client's name or the invoice number. */
  q: z.string().trim().max(L.maxSearch, fieldCode('too_long')).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

export const corporateParams = z.object({ id });

export const corporateOptions = z.object({
  default_language: localeSchema,
  courses: z.array(course),
});
export type CorporateOptions = z.infer<typeof corporateOptions>;

/** One person's progress in one course of the order. */
export const cohortProgress = z.object({
  course_id: z.number().int(),
  /** Completed lessons over the course's live lessons, whole percent (decision 52). */
  progress: z.number().int(),
  completed_lessons: z.number().int(),
  lessons_count: z.number().int(),
  completed_at: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  /** False when the course is no longer theirs (their enrolment ended). */
  enrolled: z.boolean(),
});

export const cohortPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Invited by this order and not yet signed in (no password set). */
  invited: z.boolean(),
  courses: z.array(cohortProgress),
});
export type CohortPerson = z.infer<typeof cohortPerson>;

/** Per course of the order: its people, completed, average progress. */
export const cohortCourse = course.extend({
  people: z.number().int(),
  completed: z.number().int(),
  average_progress: z.number().int(),
});

export const corporateCohort = z.object({
  order: corporateOrder,
  time_zone: z.string(),
  courses: z.array(cohortCourse),
  people: z.array(cohortPerson),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type CorporateCohort = z.infer<typeof corporateCohort>;

export const cohortQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  lang: localeSchema.optional(),
});
export const cohortExportQuery = z.object({ lang: localeSchema.optional() });
