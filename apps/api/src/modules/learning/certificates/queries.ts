import type { Locale } from '@app/contract/envelope';
import type { SqlRunner } from '../../../db/client.ts';
import { text } from '../../../lib/localized-sql.ts';

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
