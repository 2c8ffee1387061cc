import type { z } from 'zod';
import type {
  cvBody,
  EducationTrainingType,
  educationTrainingBody,
  LanguageLevel,
  personalSkillsBody,
  WorkType,
  workExperienceBody,
} from '@app/contract/cv/schemas';
import type { SqlRunner } from '../../db/client.ts';

/**
 * Data access of the CV (docs/product.md §18). Every statement names the user: a row of someone
 * else is never read, changed or deleted, it is simply not found.
 */

type CvFields = z.output<typeof cvBody>;
type WorkFields = z.output<typeof workExperienceBody>;
type EducationFields = z.output<typeof educationTrainingBody>;
type SkillsFields = z.output<typeof personalSkillsBody>;

export interface CvRow {
  first_name: string;
  last_name: string;
  headline: string;
  summary: string;
  email: string;
  phone_country_code: string;
  phone_number: string;
  street_address: string;
  city: string;
  postal_code: string;
  country: string;
  website: string;
  blog: string;
  linkedin: string;
  job_applied_for: string;
  position: string;
  work_types: WorkType[];
  salary: string;
  updated_at: Date;
}

const CV_COLUMNS = [
  'first_name',
  'last_name',
  'headline',
  'summary',
  'email',
  'phone_country_code',
  'phone_number',
  'street_address',
  'city',
  'postal_code',
  'country',
  'website',
  'blog',
  'linkedin',
  'job_applied_for',
  'position',
  'work_types',
  'salary',
] as const satisfies readonly (keyof CvFields)[];
const cvValues = (fields: CvFields) => CV_COLUMNS.map((column) => fields[column]);

export async function findCv(sql: SqlRunner, userId: number): Promise<CvRow | null> {
  const [row] = await sql.query<CvRow>(
    `SELECT ${CV_COLUMNS.join(', ')}, updated_at FROM cvs WHERE user_id = $1`,
    [userId],
  );
  return row ?? null;
}

/** Null when the user already has a CV. */
export async function insertCv(sql: SqlRunner, userId: number, fields: CvFields): Promise<CvRow | null> {
  const [row] = await sql.query<CvRow>(
    `INSERT INTO cvs (user_id, ${CV_COLUMNS.join(', ')})
     VALUES ($1, ${CV_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT (user_id) DO NOTHING
     RETURNING ${CV_COLUMNS.join(', ')}, updated_at`,
    [userId, ...cvValues(fields)],
  );
  return row ?? null;
}

/** Null when the user has no CV yet. */
export async function updateCv(sql: SqlRunner, userId: number, fields: CvFields): Promise<CvRow | null> {
  const [row] = await sql.query<CvRow>(
    `UPDATE cvs SET ${CV_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
      WHERE user_id = $1
     RETURNING ${CV_COLUMNS.join(', ')}, updated_at`,
    [userId, ...cvValues(fields)],
  );
  return row ?? null;
}

/** The photo of the profile, for the PDF (the CV has no photo of its own). */
export async function profilePhoto(sql: SqlRunner, userId: number) {
  const [row] = await sql.query<{ bytes: Uint8Array; content_type: string }>(
    `SELECT m.bytes, m.content_type FROM users u JOIN media m ON m.id = u.photo_media_id WHERE u.id = $1`,
    [userId],
  );
  return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
}

// ---------------------------------------------------------------------------------------------
// Work experiences and educations/trainings share their dates and their order.

/** Newest first: ongoing first, then by end month, then by start month. */
const NEWEST_FIRST = `coalesce(end_month, '9999-12') DESC, start_month DESC, id DESC`;

export interface WorkRow {
  id: number;
  name: string;
  position: string;
  city: string;
  start_month: string;
  end_month: string | null;
  on_going: boolean;
  description: string;
}
const WORK_COLUMNS = 'id, name, position, city, start_month, end_month, on_going, description';

export async function listWork(sql: SqlRunner, userId: number) {
  return sql.query<WorkRow>(
    `SELECT ${WORK_COLUMNS} FROM work_experiences WHERE user_id = $1 ORDER BY ${NEWEST_FIRST}`,
    [userId],
  );
}

export async function findWork(sql: SqlRunner, userId: number, id: number) {
  const [row] = await sql.query<WorkRow>(
    `SELECT ${WORK_COLUMNS} FROM work_experiences WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row ?? null;
}

const workValues = (f: WorkFields) => [f.name, f.position, f.city, f.from, f.to, f.on_going, f.description];

/** Null when the user already has `limit` of them. */
export async function insertWork(sql: SqlRunner, userId: number, fields: WorkFields, limit: number) {
  const [row] = await sql.query<WorkRow>(
    `INSERT INTO work_experiences (user_id, name, position, city, start_month, end_month, on_going, description)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8
      WHERE (SELECT count(*) FROM work_experiences WHERE user_id = $1) < $9
     RETURNING ${WORK_COLUMNS}`,
    [userId, ...workValues(fields), limit],
  );
  return row ?? null;
}

export async function updateWork(sql: SqlRunner, userId: number, id: number, fields: WorkFields) {
  const [row] = await sql.query<WorkRow>(
    `UPDATE work_experiences
        SET name = $3, position = $4, city = $5, start_month = $6, end_month = $7, on_going = $8,
            description = $9, updated_at = now()
      WHERE id = $1 AND user_id = $2
     RETURNING ${WORK_COLUMNS}`,
    [id, userId, ...workValues(fields)],
  );
  return row ?? null;
}

export async function deleteWork(sql: SqlRunner, userId: number, id: number) {
  const rows = await sql.query(`DELETE FROM work_experiences WHERE id = $1 AND user_id = $2 RETURNING id`, [
    id,
    userId,
  ]);
  return rows.length > 0;
}

export interface EducationRow {
  id: number;
  type: EducationTrainingType;
  name: string;
  qualification: string;
  department: string;
  location: string;
  start_month: string;
  end_month: string | null;
  on_going: boolean;
  description: string;
}
const EDUCATION_COLUMNS =
  'id, type, name, qualification, department, location, start_month, end_month, on_going, description';

export async function listEducation(sql: SqlRunner, userId: number, type?: EducationTrainingType) {
  return sql.query<EducationRow>(
    `SELECT ${EDUCATION_COLUMNS} FROM educations_trainings
      WHERE user_id = $1 AND ($2::text IS NULL OR type = $2)
      ORDER BY ${NEWEST_FIRST}`,
    [userId, type ?? null],
  );
}

export async function findEducation(sql: SqlRunner, userId: number, id: number) {
  const [row] = await sql.query<EducationRow>(
    `SELECT ${EDUCATION_COLUMNS} FROM educations_trainings WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row ?? null;
}

const educationValues = (f: EducationFields) => [
  f.type,
  f.name,
  f.qualification,
  f.department,
  f.location,
  f.from,
  f.to,
  f.on_going,
  f.description,
];

/** Null when the user already has `limit` of them. */
export async function insertEducation(
  sql: SqlRunner,
  userId: number,
  fields: EducationFields,
  limit: number,
) {
  const [row] = await sql.query<EducationRow>(
    `INSERT INTO educations_trainings (user_id, type, name, qualification, department, location,
                                       start_month, end_month, on_going, description)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
      WHERE (SELECT count(*) FROM educations_trainings WHERE user_id = $1) < $11
     RETURNING ${EDUCATION_COLUMNS}`,
    [userId, ...educationValues(fields), limit],
  );
  return row ?? null;
}

export async function updateEducation(sql: SqlRunner, userId: number, id: number, fields: EducationFields) {
  const [row] = await sql.query<EducationRow>(
    `UPDATE educations_trainings
        SET type = $3, name = $4, qualification = $5, department = $6, location = $7,
            start_month = $8, end_month = $9, on_going = $10, description = $11, updated_at = now()
      WHERE id = $1 AND user_id = $2
     RETURNING ${EDUCATION_COLUMNS}`,
    [id, userId, ...educationValues(fields)],
  );
  return row ?? null;
}

export async function deleteEducation(sql: SqlRunner, userId: number, id: number) {
  const rows = await sql.query(
    `DELETE FROM educations_trainings WHERE id = $1 AND user_id = $2 RETURNING id`,
    [id, userId],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Verified training: the user's certificates of this tenant that are not revoked.

export interface CertificateRow {
  id: number;
  code: string;
  course_title_en: string;
  course_title_id: string;
  course_title_ms: string;
  mentor_name: string;
  issued_at: Date;
  /** Months in the tenants' region (UTC+7), like the learning days. */
  start_month: string;
  end_month: string;
  hidden: boolean;
}

export async function listCertificates(sql: SqlRunner, userId: number, tenantId: number) {
  return sql.query<CertificateRow>(
    `SELECT c.id, c.code, c.course_title_en, c.course_title_id, c.course_title_ms, c.mentor_name, c.issued_at,
            to_char(coalesce(e.created_at, c.issued_at) AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM') AS start_month,
            to_char(c.issued_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM') AS end_month,
            (h.certificate_id IS NOT NULL) AS hidden
       FROM certificates c
       LEFT JOIN enrollments e ON e.user_id = c.user_id AND e.course_id = c.course_id
       LEFT JOIN cv_hidden_certificates h ON h.user_id = c.user_id AND h.certificate_id = c.id
      WHERE c.user_id = $1 AND c.tenant_id = $2 AND c.revoked_at IS NULL
      ORDER BY c.issued_at DESC, c.id DESC`,
    [userId, tenantId],
  );
}

/** Hides or shows one of the user's certificates; false when the code is not theirs. */
export async function setCertificateHidden(
  sql: SqlRunner,
  userId: number,
  tenantId: number,
  code: string,
  hidden: boolean,
) {
  const [certificate] = await sql.query<{ id: number }>(
    `SELECT id FROM certificates WHERE code = $1 AND user_id = $2 AND tenant_id = $3 AND revoked_at IS NULL`,
    [code, userId, tenantId],
  );
  if (!certificate) return false;
  await sql.query(
    hidden
      ? `INSERT INTO cv_hidden_certificates (user_id, certificate_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
      : `DELETE FROM cv_hidden_certificates WHERE user_id = $1 AND certificate_id = $2`,
    [userId, certificate.id],
  );
  return true;
}

// ---------------------------------------------------------------------------------------------
// Personal skills.

export interface SkillsRow {
  mother_tongue: string;
  languages: LanguageLevel[];
  communications: string;
  organisational_or_managerial: string;
  job_related: string;
  digital: string;
  driving_licence: string;
}
const SKILLS_COLUMNS = [
  'mother_tongue',
  'languages',
  'communications',
  'organisational_or_managerial',
  'job_related',
  'digital',
  'driving_licence',
] as const satisfies readonly (keyof SkillsFields)[];
// jsonb goes in as its text: both drivers then store exactly the array that was validated.
const skillsValues = (f: SkillsFields) =>
  SKILLS_COLUMNS.map((column) => (column === 'languages' ? JSON.stringify(f.languages) : f[column]));

export async function findSkills(sql: SqlRunner, userId: number) {
  const [row] = await sql.query<SkillsRow>(
    `SELECT ${SKILLS_COLUMNS.join(', ')} FROM personal_skills WHERE user_id = $1`,
    [userId],
  );
  return row ?? null;
}

export async function insertSkills(sql: SqlRunner, userId: number, fields: SkillsFields) {
  const [row] = await sql.query<SkillsRow>(
    `INSERT INTO personal_skills (user_id, ${SKILLS_COLUMNS.join(', ')})
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO NOTHING
     RETURNING ${SKILLS_COLUMNS.join(', ')}`,
    [userId, ...skillsValues(fields)],
  );
  return row ?? null;
}

export async function updateSkills(sql: SqlRunner, userId: number, fields: SkillsFields) {
  const [row] = await sql.query<SkillsRow>(
    `UPDATE personal_skills
        SET ${SKILLS_COLUMNS.map((column, i) => `${column} = $${i + 2}${column === 'languages' ? '::jsonb' : ''}`).join(', ')},
            updated_at = now()
      WHERE user_id = $1
     RETURNING ${SKILLS_COLUMNS.join(', ')}`,
    [userId, ...skillsValues(fields)],
  );
  return row ?? null;
}
