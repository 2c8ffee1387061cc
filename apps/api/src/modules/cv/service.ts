import type { z } from 'zod';
import {
  CV_LIMITS,
  type Cv,
  type cvBody,
  type EducationTraining,
  type educationTrainingBody,
  type EducationTrainingType,
  type PersonalSkills,
  type personalSkillsBody,
  type WorkExperience,
  type workExperienceBody,
} from '@app/contract/cv/schemas';
import type { SqlRunner } from '../../db/client.ts';
import type { Tenant, UserRow } from '../../db/schema/index.ts';
import type { SignedInCaller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { mediaUrl } from '../../lib/media.ts';
import type { PdfRenderer } from '../../lib/pdf-pool.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { limits } from './limits.ts';
import * as q from './queries.ts';

/** What the CV services need from the app, passed in so that they never see a request. */
export interface CvContext {
  sql: SqlRunner;
  limiter: RateLimiter;
  pdf: PdfRenderer;
  /** The origin of a tenant's site (its primary domain, configured scheme and port). */
  siteOrigin(tenant: Pick<Tenant, 'primaryHost'>): string;
}

/** Who is asking (lib/caller.ts): a signed-in learner; titles are in its language. */
export type Caller = SignedInCaller;

// ---------------------------------------------------------------------------------------------
// The CV itself.

/** Before the first save the CV is the profile's details, so the learner starts from something. */
function fromProfile(user: UserRow): Cv {
  const [first = '', ...rest] = user.fullName.trim().split(/\s+/);
  return {
    first_name: first.slice(0, CV_LIMITS.personName),
    last_name: rest.join(' ').slice(0, CV_LIMITS.personName),
    headline: '',
    summary: user.bio.slice(0, CV_LIMITS.text),
    email: user.email,
    phone_country_code: user.phoneNumber ? user.phoneCountryCode : '',
    phone_number: user.phoneNumber,
    street_address: user.address.slice(0, CV_LIMITS.line),
    city: user.city,
    postal_code: user.postalCode,
    country: user.country,
    website: user.websiteUrl,
    blog: user.blogUrl,
    linkedin: user.linkedinUrl,
    job_applied_for: '',
    position: user.job,
    work_types: [],
    salary: '',
    photo_url: user.photoMediaId ? mediaUrl(user.photoMediaId) : null,
    saved: false,
    updated_at: null,
  };
}

const toCv = (row: q.CvRow, user: UserRow): Cv => ({
  first_name: row.first_name,
  last_name: row.last_name,
  headline: row.headline,
  summary: row.summary,
  email: row.email,
  phone_country_code: row.phone_country_code,
  phone_number: row.phone_number,
  street_address: row.street_address,
  city: row.city,
  postal_code: row.postal_code,
  country: row.country,
  website: row.website,
  blog: row.blog,
  linkedin: row.linkedin,
  job_applied_for: row.job_applied_for,
  position: row.position,
  work_types: row.work_types,
  salary: row.salary,
  photo_url: user.photoMediaId ? mediaUrl(user.photoMediaId) : null,
  saved: true,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** Every CV write counts against one allowance per user (limits.ts); past it, 429. */
const countWrite = (ctx: CvContext, caller: Caller) =>
  ctx.limiter.check([[limits.writeUser, String(caller.user.id)]]);

export async function cvOf(ctx: CvContext, caller: Caller): Promise<Cv> {
  const row = await q.findCv(ctx.sql, caller.user.id);
  return row ? toCv(row, caller.user) : fromProfile(caller.user);
}

export async function createCv(ctx: CvContext, caller: Caller, fields: z.output<typeof cvBody>) {
  await countWrite(ctx, caller);
  const row = await q.insertCv(ctx.sql, caller.user.id, fields);
  if (!row) throw conflict('The CV exists already: change it with PUT', 'cv_exists');
  return toCv(row, caller.user);
}

export async function updateCv(ctx: CvContext, caller: Caller, fields: z.output<typeof cvBody>) {
  await countWrite(ctx, caller);
  const row = await q.updateCv(ctx.sql, caller.user.id, fields);
  if (!row) throw notFound('There is no CV yet: save it first with POST');
  return toCv(row, caller.user);
}

// ---------------------------------------------------------------------------------------------
// Work experience.

const toWork = (row: q.WorkRow): WorkExperience => ({
  id: row.id,
  name: row.name,
  position: row.position,
  city: row.city,
  from: row.start_month,
  to: row.end_month,
  on_going: row.on_going,
  description: row.description,
});

const workNotFound = () => notFound('Work experience not found');
const tooMany = () =>
  conflict(`A CV holds at most ${CV_LIMITS.entries} of these; delete one first`, 'too_many_entries');

export async function workExperiencesOf(ctx: CvContext, caller: Caller) {
  return (await q.listWork(ctx.sql, caller.user.id)).map(toWork);
}

export async function workExperienceOf(ctx: CvContext, caller: Caller, id: number) {
  const row = await q.findWork(ctx.sql, caller.user.id, id);
  if (!row) throw workNotFound();
  return toWork(row);
}

export async function addWorkExperience(
  ctx: CvContext,
  caller: Caller,
  fields: z.output<typeof workExperienceBody>,
) {
  await countWrite(ctx, caller);
  const row = await q.insertWork(ctx.sql, caller.user.id, fields, CV_LIMITS.entries);
  if (!row) throw tooMany();
  return toWork(row);
}

export async function changeWorkExperience(
  ctx: CvContext,
  caller: Caller,
  id: number,
  fields: z.output<typeof workExperienceBody>,
) {
  await countWrite(ctx, caller);
  const row = await q.updateWork(ctx.sql, caller.user.id, id, fields);
  if (!row) throw workNotFound();
  return toWork(row);
}

export async function removeWorkExperience(ctx: CvContext, caller: Caller, id: number) {
  await countWrite(ctx, caller);
  if (!(await q.deleteWork(ctx.sql, caller.user.id, id))) throw workNotFound();
  return { id };
}

// ---------------------------------------------------------------------------------------------
// Education and training, with the verified training of certificates.

const toEducation = (row: q.EducationRow): EducationTraining => ({
  id: row.id,
  type: row.type,
  name: row.name,
  qualification: row.qualification,
  department: row.department,
  location: row.location,
  from: row.start_month,
  to: row.end_month,
  on_going: row.on_going,
  description: row.description,
  verified: false,
  certificate: null,
  hidden: false,
});

/** A completed course as a training entry: the tenant is the provider, the course the training. */
function toVerified(ctx: CvContext, caller: Caller, row: q.CertificateRow): EducationTraining {
  return {
    id: null,
    type: 'training',
    name: caller.tenant.companyName,
    qualification:
      (caller.lang === 'id' ? row.course_title_id : caller.lang === 'ms' ? row.course_title_ms : '') ||
      row.course_title_en,
    department: '',
    location: '',
    from: row.start_month,
    to: row.end_month,
    on_going: false,
    description: '',
    verified: true,
    certificate: {
      code: row.code,
      verification_url: `${ctx.siteOrigin(caller.tenant)}/certificates/${row.code}`,
      issued_at: new Date(row.issued_at).toISOString(),
      mentor_name: row.mentor_name,
    },
    hidden: row.hidden,
  };
}

/** The order of the lists: ongoing first, then by end month, then by start month. */
const newestFirst = (a: EducationTraining, b: EducationTraining) =>
  (b.to ?? '9999-12').localeCompare(a.to ?? '9999-12') || b.from.localeCompare(a.from);

const educationNotFound = () => notFound('Education or training not found');

export async function educationsTrainingsOf(
  ctx: CvContext,
  caller: Caller,
  type?: EducationTrainingType,
): Promise<EducationTraining[]> {
  const [own, certificates] = await Promise.all([
    q.listEducation(ctx.sql, caller.user.id, type),
    type === 'education' ? [] : q.listCertificates(ctx.sql, caller.user.id, caller.tenant.id),
  ]);
  // Sorted again together; the sort is stable, so equal dates keep the newest-id-first order.
  return [...own.map(toEducation), ...certificates.map((row) => toVerified(ctx, caller, row))].sort(
    newestFirst,
  );
}

export async function educationTrainingOf(ctx: CvContext, caller: Caller, id: number) {
  const row = await q.findEducation(ctx.sql, caller.user.id, id);
  if (!row) throw educationNotFound();
  return toEducation(row);
}

export async function addEducationTraining(
  ctx: CvContext,
  caller: Caller,
  fields: z.output<typeof educationTrainingBody>,
) {
  await countWrite(ctx, caller);
  const row = await q.insertEducation(ctx.sql, caller.user.id, fields, CV_LIMITS.entries);
  if (!row) throw tooMany();
  return toEducation(row);
}

export async function changeEducationTraining(
  ctx: CvContext,
  caller: Caller,
  id: number,
  fields: z.output<typeof educationTrainingBody>,
) {
  await countWrite(ctx, caller);
  const row = await q.updateEducation(ctx.sql, caller.user.id, id, fields);
  if (!row) throw educationNotFound();
  return toEducation(row);
}

export async function removeEducationTraining(ctx: CvContext, caller: Caller, id: number) {
  await countWrite(ctx, caller);
  if (!(await q.deleteEducation(ctx.sql, caller.user.id, id))) throw educationNotFound();
  return { id };
}

/** Verified training may be hidden from the CV (or shown again), never edited or deleted. */
export async function setVerifiedTrainingHidden(
  ctx: CvContext,
  caller: Caller,
  code: string,
  hidden: boolean,
) {
  await countWrite(ctx, caller);
  const found = await q.setCertificateHidden(ctx.sql, caller.user.id, caller.tenant.id, code, hidden);
  if (!found) throw notFound('Certificate not found');
  return { code, hidden };
}

// ---------------------------------------------------------------------------------------------
// Personal skills.

const EMPTY_SKILLS: PersonalSkills = {
  mother_tongue: '',
  languages: [],
  communications: '',
  organisational_or_managerial: '',
  job_related: '',
  digital: '',
  driving_licence: '',
  saved: false,
};

const toSkills = (row: q.SkillsRow): PersonalSkills => ({ ...row, saved: true });

export async function personalSkillsOf(ctx: CvContext, caller: Caller) {
  const row = await q.findSkills(ctx.sql, caller.user.id);
  return row ? toSkills(row) : EMPTY_SKILLS;
}

export async function createPersonalSkills(
  ctx: CvContext,
  caller: Caller,
  fields: z.output<typeof personalSkillsBody>,
) {
  await countWrite(ctx, caller);
  const row = await q.insertSkills(ctx.sql, caller.user.id, fields);
  if (!row) throw conflict('The personal skills exist already: change them with PUT', 'skills_exist');
  return toSkills(row);
}

export async function updatePersonalSkills(
  ctx: CvContext,
  caller: Caller,
  fields: z.output<typeof personalSkillsBody>,
) {
  await countWrite(ctx, caller);
  const row = await q.updateSkills(ctx.sql, caller.user.id, fields);
  if (!row) throw notFound('There are no personal skills yet: save them first with POST');
  return toSkills(row);
}
