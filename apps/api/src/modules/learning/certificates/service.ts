import type { CertificateVerification } from '@app/contract/learning/schemas';
import sharp from 'sharp';
import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { iso, isoOrNull } from '../../../lib/localized-sql.ts';
import { localize } from '../../../lib/localize.ts';
import type { Log } from '../../../lib/log.ts';
import { mailBrandOfRow, mailLanguage, renderMail } from '../../../lib/mail/render.ts';
import type { Messenger } from '../../../lib/messenger.ts';
import { requireCourse } from '../../catalog/courses/service.ts';
import type { LearningContext } from '../context.ts';
import { limits } from '../limits.ts';
import type { CertificateDocument } from './certificate-pdf.ts';
import { certificateByCode, certificateForMail, certificateForPdf, certificateIssuedNow } from './queries.ts';
import type { Caller, SignedInCaller } from '../../../lib/caller.ts';

/** The public verification page's address of a certificate, on the tenant's primary domain. */
export const verificationUrl = (
  ctx: Pick<LearningContext, 'siteOrigin'>,
  primaryHost: string,
  code: string,
) => `${ctx.siteOrigin(primaryHost)}/certificates/${code}`;

/** certificates/{code}: what the public page shows; the same 404 for a wrong code and another tenant's. */
export async function verifyCertificate(
  ctx: LearningContext,
  caller: Caller,
  code: string,
): Promise<CertificateVerification> {
  const { lang, ip } = caller;
  const tenantId = caller.tenant.id;
  await ctx.limiter.check([[limits.certificateLookup, ip]]);
  const row = await certificateByCode(ctx.sql, tenantId, lang, code);
  if (!row) throw notFound('No certificate has this code.');
  return {
    code: row.code,
    learner_name: row.learner_name,
    course_title: row.course_title,
    mentor_name: row.mentor_name,
    issued_at: iso(row.issued_at),
    status: row.revoked_at ? 'revoked' : 'valid',
    revoked_at: isoOrNull(row.revoked_at),
  };
}

/** get-certificate/{course id}: the token user's certificate as a PDF. */
export async function certificatePdfOf(ctx: LearningContext, caller: SignedInCaller, courseId: number) {
  const { lang } = caller;
  const tenantId = caller.tenant.id;
  const userId = caller.user.id;
  await ctx.limiter.check([[limits.certificatePdfUser, String(userId)]]);
  await requireCourse(ctx.sql, tenantId, courseId);
  const row = await certificateForPdf(ctx.sql, tenantId, lang, userId, courseId);
  if (!row) throw notFound('You have no certificate for this course yet: finish every lesson first.');
  if (row.revoked_at) throw new HttpError(410, 'This certificate has been revoked.', 'certificate_revoked');
  const document: CertificateDocument = {
    lang,
    timeZone: caller.tenant.timeZone,
    code: row.code,
    learnerName: row.learner_name,
    courseTitle: row.course_title,
    noun: localize<string>(caller.tenant.singularName, lang),
    mentorName: row.mentor_name,
    issuedAt: new Date(row.issued_at),
    verifyUrl: verificationUrl(ctx, row.primary_host, row.code),
    company: {
      name: row.company_name,
      primaryColor: row.primary_color,
      logo: await rasterLogo(row.logo_bytes, row.logo_type),
    },
  };
  const pdf = await ctx.pdf.render('certificate', document, String(userId));
  return { pdf, fileName: `certificate-${row.code}.pdf` };
}

/** The tenant's logo as PDF can embed it: PNG or JPEG as they are, an SVG drawn to PNG. */
async function rasterLogo(bytes: Uint8Array | null, type: string | null) {
  if (!bytes || !type) return null;
  if (/^image\/(png|jpeg)$/.test(type)) return { bytes: Buffer.from(bytes), contentType: type };
  if (type !== 'image/svg+xml') return null;
  try {
    const png = await sharp(Buffer.from(bytes), { density: 192 }).resize({ height: 96 }).png().toBuffer();
    return { bytes: png, contentType: 'image/png' };
  } catch {
    return null;
  }
}

/**
 * The certificate a lesson's completion issued in this transaction, or null: the caller mails it
 * (sendCertificateMail) once the transaction has committed. Progress (learning) and a passed
 * quiz (quiz) both complete lessons.
 */
export const certificateIssuedBy = (tx: SqlTransaction, userId: number, lessonId: number) =>
  certificateIssuedNow(tx, userId, lessonId);

/** What the certificate mail needs: learning's context has it, and the quiz module passes it too. */
export interface CertificateMailContext {
  sql: SqlRunner;
  messenger: Messenger;
  /** The origin of a tenant's site (its primary domain). */
  siteOrigin(primaryHost: string): string;
}

/**
 * "You earned a certificate for …": mailed once, when the certificate is issued, in the learner's
 * language with the company's brand, linking to the public page and to the course page where
 * the signed-in learner downloads the PDF. A failure is logged, never thrown: the certificate
 * stands whether or not its mail left.
 */
export async function sendCertificateMail(ctx: CertificateMailContext, certificateId: number, log: Log) {
  try {
    const row = await certificateForMail(ctx.sql, certificateId);
    if (!row || row.revoked_at) return;
    const lang = mailLanguage(row.language, row.default_locale);
    const site = ctx.siteOrigin(row.primary_host);
    const brand = mailBrandOfRow(row, site);
    const mail = renderMail('certificate', {
      lang,
      brand,
      data: {
        name: row.learner_name,
        // The title in the mail's language, English where the company gave none (decision 11).
        course:
          (lang === 'id' && row.course_title_id) ||
          (lang === 'ms' && row.course_title_ms) ||
          row.course_title_en,
        code: row.code,
        issuedAt: new Date(row.issued_at),
        pageUrl: verificationUrl(ctx, row.primary_host, row.code),
        pdfUrl: `${site}/profile/detailcourse/${row.course_id}`,
      },
    });
    await ctx.messenger.send({ tenantId: row.tenant_id, channel: 'email', to: row.email, ...mail }, log);
  } catch (error) {
    log.error(
      { certificate_id: certificateId, err: { message: (error as Error).message } },
      'certificate mail not sent',
    );
  }
}
