import { z } from 'zod';
import { fieldCode } from '../errors.ts';
import { envelope, localeSchema } from '../envelope.ts';
import { cefrLevels, CV_LIMITS, educationTrainingTypes, workTypes } from './constants.ts';

/**
 * The learner's CV (spec §3 CV, work experience, education/training, personal skills; §7 "CV";
 * docs/product.md §16). Field names are the spec's; what Europass adds (headline, summary, city,
 * description, qualification, the CEFR grid, driving licence) sits beside them.
 */
export * from './constants.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max, fieldCode('too_long'));
const optionalText = (max: number) => text(max).optional().default('');
const requiredText = (max: number) => text(max).min(1, fieldCode('required'));
/** Links must be http(s): a javascript: or data: link in a CV would be a trap for its reader. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}
const link = z
  .string()
  .trim()
  .max(CV_LIMITS.url, fieldCode('too_long'))
  .refine((value) => value === '' || isWebLink(value), fieldCode('invalid_url'))
  .optional()
  .default('');
const month = z
  .string()
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, fieldCode('month_format'));
/** An end month: empty or null when ongoing. */
const endMonth = z
  .union([month, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

/** The dates of a period: start ≤ end, and an end date exactly when it is not ongoing. */
function checkPeriod(value: { from: string; to: string | null; on_going: boolean }, ctx: z.RefinementCtx) {
  if (value.on_going && value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: fieldCode('end_while_ongoing') });
  else if (!value.on_going && !value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: fieldCode('end_required') });
  else if (value.to && value.to < value.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: fieldCode('end_before_start') });
}

// ---------------------------------------------------------------------------------------------
// CV: the personal details, the job wanted, contact details and links.

const cvFields = {
  first_name: requiredText(CV_LIMITS.personName),
  last_name: optionalText(CV_LIMITS.personName),
  /** One line under the name, e.g. "Digital marketer with five years in e-commerce". */
  headline: optionalText(CV_LIMITS.line),
  /** About me: a short paragraph. */
  summary: optionalText(CV_LIMITS.text),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(fieldCode('invalid_email')).max(254)),
  phone_country_code: z
    .string()
    .trim()
    .regex(/^(\+[0-9]{1,4})?$/, fieldCode('country_code_invalid'))
    .optional()
    .default(''),
  phone_number: z
    .string()
    .trim()
    .regex(/^([0-9]{6,15})?$/, fieldCode('phone_invalid'))
    .optional()
    .default(''),
  street_address: optionalText(CV_LIMITS.line),
  city: optionalText(CV_LIMITS.name),
  postal_code: optionalText(20),
  country: optionalText(CV_LIMITS.name),
  website: link,
  blog: link,
  linkedin: link,
  job_applied_for: optionalText(CV_LIMITS.line),
  /** The current or last position held. */
  position: optionalText(CV_LIMITS.line),
  work_types: z
    .array(z.enum(workTypes))
    .max(workTypes.length)
    .optional()
    .default([])
    .transform((list) => [...new Set(list)]),
  /** Expected salary as the learner words it, e.g. "Rp 9–11 juta per bulan" or "Negotiable". */
  salary: optionalText(60),
};

/** POST and PUT /api/v1/cv (spec §3 CV). */
export const cvBody = z.object(cvFields);
export type CvBody = z.input<typeof cvBody>;

export const cv = z.object({
  first_name: z.string(),
  last_name: z.string(),
  headline: z.string(),
  summary: z.string(),
  email: z.string(),
  phone_country_code: z.string(),
  phone_number: z.string(),
  street_address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  website: z.string(),
  blog: z.string(),
  linkedin: z.string(),
  job_applied_for: z.string(),
  position: z.string(),
  work_types: z.array(z.enum(workTypes)),
  salary: z.string(),
  /** The profile photo the PDF uses (edited on the profile page), or null. */
  photo_url: z.string().nullable(),
  /**
   * False until the learner saves the CV once: the fields are then filled in from the profile,
   * and the first save is a POST.
   */
  saved: z.boolean(),
  updated_at: z.string().nullable(),
});
export type Cv = z.infer<typeof cv>;
export const cvResponse = envelope(cv);

// ---------------------------------------------------------------------------------------------
// Work experience (spec §3: id, name, position, from, to, on_going).

const workExperienceFields = z.object({
  /** The employer. */
  name: requiredText(CV_LIMITS.name),
  /** The job title. */
  position: requiredText(CV_LIMITS.name),
  city: optionalText(CV_LIMITS.name),
  from: month,
  to: endMonth,
  on_going: z.boolean().optional().default(false),
  description: optionalText(CV_LIMITS.text),
});
export const workExperienceBody = workExperienceFields.superRefine(checkPeriod);
export type WorkExperienceBody = z.input<typeof workExperienceBody>;
export const workExperienceUpdate = workExperienceFields.extend({ id }).superRefine(checkPeriod);

export const workExperience = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  city: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  on_going: z.boolean(),
  description: z.string(),
});
export type WorkExperience = z.infer<typeof workExperience>;
export const workExperienceResponse = envelope(workExperience);
export const workExperiencesResponse = envelope(z.array(workExperience));

// ---------------------------------------------------------------------------------------------
// Education and training (spec §3: type, name, department, location, from, to, on_going).

const educationTrainingFields = z.object({
  type: z.enum(educationTrainingTypes, fieldCode('invalid_option')),
  /** The school, university or training provider. */
  name: requiredText(CV_LIMITS.name),
  /** The qualification awarded or the training followed, e.g. "S1 Teknik Informatika". */
  qualification: requiredText(CV_LIMITS.name),
  /** The field of study. */
  department: optionalText(CV_LIMITS.name),
  location: optionalText(CV_LIMITS.name),
  from: month,
  to: endMonth,
  on_going: z.boolean().optional().default(false),
  description: optionalText(CV_LIMITS.text),
});
export const educationTrainingBody = educationTrainingFields.superRefine(checkPeriod);
export type EducationTrainingBody = z.input<typeof educationTrainingBody>;
export const educationTrainingUpdate = educationTrainingFields.extend({ id }).superRefine(checkPeriod);

/** A course completed on this platform, with its certificate (docs/product.md §16). */
export const verifiedCertificate = z.object({
  code: z.string(),
  /** The public page that confirms the certificate: https://<primary domain>/certificates/<code>. */
  verification_url: z.string(),
  issued_at: z.string(),
  mentor_name: z.string(),
});

export const educationTraining = z.object({
  /** Null for verified training: it is the certificate's, not an entry of the learner's. */
  id: z.number().int().nullable(),
  type: z.enum(educationTrainingTypes),
  name: z.string(),
  qualification: z.string(),
  department: z.string(),
  location: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  on_going: z.boolean(),
  description: z.string(),
  /** A course completed here: it cannot be edited, only hidden from the CV. */
  verified: z.boolean(),
  certificate: verifiedCertificate.nullable(),
  /** Verified training the learner left out of the CV (still listed, so it can be shown again). */
  hidden: z.boolean(),
});
export type EducationTraining = z.infer<typeof educationTraining>;
export const educationTrainingResponse = envelope(educationTraining);
export const educationsTrainingsResponse = envelope(z.array(educationTraining));

export const educationsTrainingsQuery = z.object({
  type: z.enum(educationTrainingTypes, fieldCode('invalid_option')).optional(),
  lang: localeSchema.optional(),
});

/** Show or hide a verified training on the CV, by its certificate code. */
export const verifiedTrainingBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, fieldCode('certificate_code_format')),
  hidden: z.boolean(),
});
export const verifiedTrainingResponse = envelope(z.object({ code: z.string(), hidden: z.boolean() }));

// ---------------------------------------------------------------------------------------------
// Personal skills (spec §3: languages, communications, organisational_or_managerial,
// job_related, digital), with Europass's mother tongue, CEFR grid and driving licence.

const level = z.enum(cefrLevels, fieldCode('invalid_option'));
/** One other language and its five levels (the order of `languageSkills`). */
export const languageLevel = z.object({
  language: requiredText(60),
  listening: level,
  reading: level,
  spoken_interaction: level,
  spoken_production: level,
  writing: level,
});
export type LanguageLevel = z.infer<typeof languageLevel>;

export const personalSkillsBody = z.object({
  mother_tongue: optionalText(CV_LIMITS.name),
  languages: z.array(languageLevel).max(CV_LIMITS.languages).optional().default([]),
  communications: optionalText(CV_LIMITS.text),
  organisational_or_managerial: optionalText(CV_LIMITS.text),
  job_related: optionalText(CV_LIMITS.text),
  digital: optionalText(CV_LIMITS.text),
  /** Categories, e.g. "SIM A, SIM C" or "B2, D". */
  driving_licence: optionalText(60),
});
export type PersonalSkillsBody = z.input<typeof personalSkillsBody>;

export const personalSkills = z.object({
  mother_tongue: z.string(),
  languages: z.array(languageLevel),
  communications: z.string(),
  organisational_or_managerial: z.string(),
  job_related: z.string(),
  digital: z.string(),
  driving_licence: z.string(),
  /** False until saved once (the first save is a POST). */
  saved: z.boolean(),
});
export type PersonalSkills = z.infer<typeof personalSkills>;
export const personalSkillsResponse = envelope(personalSkills);

// ---------------------------------------------------------------------------------------------

export const entryIdQuery = z.object({ id });
export const entryIdParam = z.object({ id });
export const deletedResponse = envelope(z.object({ id: z.number().int() }));
export const cvLangQuery = z.object({ lang: localeSchema.optional() });
/** The PDF: bytes, not JSON. */
export const cvPdfResponse = z.unknown();
