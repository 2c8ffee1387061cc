import type { Locale } from '@app/contract/envelope';
import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';
import { text } from '../../../lib/localized-sql.ts';
import type { BrandColumns } from '../../../lib/mail/render.ts';

export interface CertificateRow {
  code: string;
  learner_name: string;
  course_title: string;
  mentor_name: string;
  issued_at: Date | string;
  revoked_at: Date | string | null;
}

/** The course's title of the day of issue, in the reader's language, else English. */
const title = (lang: Locale) => text('ct', 'course_title', lang);

/** A certificate of this tenant by its code; another tenant's code is not found. */
export async function certificateByCode(sql: SqlRunner, tenantId: number, lang: Locale, code: string) {
  const [row] = await sql.query<CertificateRow>(
    `SELECT ct.code, ct.learner_name, ${title(lang)} AS course_title, ct.mentor_name, ct.issued_at, ct.revoked_at
       FROM certificates ct WHERE ct.code = $1 AND ct.tenant_id = $2`,
    [code, tenantId],
  );
  return row ?? null;
}

export interface CertificatePdfRow extends CertificateRow {
  company_name: string;
  primary_color: string;
  primary_host: string;
  logo_type: string | null;
  logo_bytes: Uint8Array | null;
}

/** The user's own certificate of a course, with the tenant's branding for the PDF. */
export async function certificateForPdf(
  sql: SqlRunner,
  tenantId: number,
  lang: Locale,
  userId: number,
  courseId: number,
) {
  const [row] = await sql.query<CertificatePdfRow>(
    `SELECT ct.code, ct.learner_name, ${title(lang)} AS course_title, ct.mentor_name, ct.issued_at, ct.revoked_at,
            t.company_name, t.primary_color, t.primary_host, m.content_type AS logo_type, m.bytes AS logo_bytes
       FROM certificates ct
       JOIN tenants t ON t.id = ct.tenant_id
       LEFT JOIN media m ON m.id = t.logo_media_id
      WHERE ct.user_id = $1 AND ct.course_id = $2 AND ct.tenant_id = $3`,
    [userId, courseId, tenantId],
  );
  return row ?? null;
}

/**
 * The certificate this transaction issued by completing the lesson (learning_complete_lesson,
 * 0013_learning.sql), or null. A certificate is issued once, stamped with its transaction's
 * now(): one issued earlier, by another transaction, has another time.
 */
export async function certificateIssuedNow(tx: SqlTransaction, userId: number, lessonId: number) {
  const [row] = await tx.query<{ id: number }>(
    `SELECT ct.id FROM lessons l
       JOIN certificates ct ON ct.course_id = l.course_id AND ct.user_id = $1
      WHERE l.id = $2 AND ct.issued_at = now()`,
    [userId, lessonId],
  );
  return row ? Number(row.id) : null;
}

export interface CertificateMailRow extends BrandColumns {
  code: string;
  course_id: number;
  learner_name: string;
  course_title_en: string;
  course_title_id: string;
  course_title_ms: string;
  issued_at: Date | string;
  revoked_at: Date | string | null;
  email: string;
  language: string | null;
  tenant_id: number;
  default_locale: string;
  primary_host: string;
}

/** A certificate with its learner's address and language and its tenant's brand, for its mail. */
export async function certificateForMail(sql: SqlRunner, certificateId: number) {
  const [row] = await sql.query<CertificateMailRow>(
    `SELECT ct.code, ct.course_id, ct.learner_name, ct.course_title_en, ct.course_title_id, ct.course_title_ms,
            ct.issued_at,
            ct.revoked_at, u.email, u.language, t.id AS tenant_id, t.company_name, t.primary_color,
            t.logo_media_id, t.support_email, t.address, t.time_zone, t.default_locale, t.primary_host
       FROM certificates ct
       JOIN users u ON u.id = ct.user_id
       JOIN tenants t ON t.id = ct.tenant_id
      WHERE ct.id = $1`,
    [certificateId],
  );
  return row ?? null;
}
