import sharp from 'sharp';
import { cvFileName } from '@app/contract/cv/constants';
import * as q from '../queries.ts';
import {
  cvOf,
  educationsTrainingsOf,
  personalSkillsOf,
  workExperiencesOf,
  type Caller,
  type CvContext,
} from '../service.ts';
import { limits } from '../limits.ts';
import type { CvDocument } from './cv-pdf.ts';

/**
 * The profile photo as a JPEG for the PDF: photos are stored as WebP (docs/product.md §9), which
 * pdfkit cannot embed. 300 px is sharp at the 30 mm it is printed.
 */
async function photoForPdf(photo: { bytes: Buffer } | null) {
  if (!photo) return null;
  try {
    return await sharp(photo.bytes)
      .resize(300, 300, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The caller's whole CV as a PDF (docs/product.md §18); hidden verified training is left out.
 * Drawn in a PDF worker (lib/pdf-pool.ts), at most CV_PDFS_PER_10_MINUTES per user.
 */
export async function cvPdfOf(ctx: CvContext, caller: Caller) {
  await ctx.limiter.check([[limits.pdfUser, String(caller.user.id)]]);
  const [cv, work, education, skills, photo] = await Promise.all([
    cvOf(ctx, caller),
    workExperiencesOf(ctx, caller),
    educationsTrainingsOf(ctx, caller),
    personalSkillsOf(ctx, caller),
    q.profilePhoto(ctx.sql, caller.user.id).then(photoForPdf),
  ]);
  const document: CvDocument = {
    lang: caller.lang,
    brandColor: caller.tenant.primaryColor,
    cv,
    photo,
    work,
    education: education.filter((entry) => !entry.hidden),
    skills,
    date: new Date(),
  };
  const pdf = await ctx.pdf.render('cv', document, String(caller.user.id));
  return { pdf, filename: cvFileName(cv.first_name, cv.last_name) };
}
