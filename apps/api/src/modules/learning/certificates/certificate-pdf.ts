import QRCode from 'qrcode';
import type { Locale } from '@app/contract/envelope';
import { openPdf, PDF_FEATURES as FEATURES, PDF_INK as INK, readableColor } from '../../../lib/pdf.ts';

export interface CertificateDocument {
  lang: Locale;
  /** The company's time zone: the certificate is dated with the company's day. */
  timeZone: string;
  code: string;
  learnerName: string;
  courseTitle: string;
  /** The company's product noun in `lang` ("Course", "Class"): `{noun}` and `{nounLower}` below. */
  noun: string;
  mentorName: string;
  issuedAt: Date;
  verifyUrl: string;
  company: { name: string; primaryColor: string; logo: { bytes: Buffer; contentType: string } | null };
}

const WORDS = {
  en: {
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has completed every lesson of the {nounLower}',
    mentor: 'Mentor',
    issued: 'Issued on',
    code: 'Certificate code',
    verify: 'Verify this certificate at',
  },
  id: {
    title: 'Sertifikat Kelulusan',
    certifies: 'Dengan ini menyatakan bahwa',
    completed: 'telah menyelesaikan seluruh pelajaran {nounLower}',
    mentor: 'Mentor',
    issued: 'Diterbitkan pada',
    code: 'Kode sertifikat',
    verify: 'Periksa keaslian sertifikat ini di',
  },
  ms: {
    title: 'Sijil Tamat {noun}',
    certifies: 'Dengan ini disahkan bahawa',
    completed: 'telah menamatkan setiap pelajaran {nounLower}',
    mentor: 'Mentor',
    issued: 'Dikeluarkan pada',
    code: 'Kod sijil',
    verify: 'Sahkan sijil ini di',
  },
} satisfies Record<Locale, Record<string, string>>;

const MUTED = '#4b5563';

/**
 * The certificate as an A4 landscape PDF: the tenant's name (and raster logo) in its colour, the
 * learner, the course, the mentor, the date, the unique code and a QR code of the public
 * verification page. Fixed document dates keep the bytes the same for one certificate.
 */
export async function renderCertificatePdf(c: CertificateDocument): Promise<Buffer> {
  const nounLower = c.noun.toLocaleLowerCase(c.lang);
  const words = Object.fromEntries(
    Object.entries(WORDS[c.lang]).map(([key, text]) => [
      key,
      text.replace('{nounLower}', nounLower).replace('{noun}', c.noun),
    ]),
  ) as (typeof WORDS)['en'];
  const brand = readableColor(c.company.primaryColor);
  const qr = await QRCode.toBuffer(c.verifyUrl, {
    type: 'png',
    margin: 0,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const { doc, bytes: done } = await openPdf({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${words.title}: ${c.courseTitle}`,
      Author: c.company.name,
      Subject: `${c.learnerName} · ${c.code}`,
      CreationDate: c.issuedAt,
      ModDate: c.issuedAt,
    },
    lang: c.lang,
  });

  const { width, height } = doc.page;
  // A double frame in the brand colour.
  doc
    .lineWidth(6)
    .strokeColor(brand)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(38, 38, width - 76, height - 76)
    .stroke();

  let y = 70;
  if (c.company.logo && /^image\/(png|jpe?g)$/i.test(c.company.logo.contentType)) {
    try {
      doc.image(c.company.logo.bytes, width / 2 - 80, y, { fit: [160, 44], align: 'center' });
      y += 52;
    } catch {
      // A broken logo must not cost the learner their certificate: the name is printed below.
    }
  }
  const centred = { width: width - 160, align: 'center' as const, features: FEATURES };
  doc.font('bold').fontSize(16).fillColor(brand).text(c.company.name, 80, y, centred);
  y = doc.y + 18;
  doc.font('bold').fontSize(34).fillColor(INK).text(words.title, 80, y, centred);
  y = doc.y + 16;
  doc.font('regular').fontSize(14).fillColor(MUTED).text(words.certifies, 80, y, centred);
  y = doc.y + 8;
  doc.font('bold').fontSize(30).fillColor(brand).text(c.learnerName, 80, y, centred);
  y = doc.y + 8;
  doc.font('regular').fontSize(14).fillColor(MUTED).text(words.completed, 80, y, centred);
  y = doc.y + 6;
  doc.font('bold').fontSize(20).fillColor(INK).text(c.courseTitle, 80, y, centred);

  // Footer: mentor and date on the left, code and QR on the right.
  const footerY = height - 170;
  const date = new Intl.DateTimeFormat(c.lang === 'en' ? 'en-GB' : c.lang === 'id' ? 'id-ID' : 'ms-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: c.timeZone,
  }).format(c.issuedAt);
  const label = (text: string, x: number, yy: number) =>
    doc.font('regular').fontSize(10).fillColor(MUTED).text(text, x, yy, { width: 260, features: FEATURES });
  const value = (text: string, x: number, yy: number) =>
    doc.font('bold').fontSize(13).fillColor(INK).text(text, x, yy, { width: 260, features: FEATURES });
  label(words.mentor, 90, footerY);
  value(c.mentorName, 90, footerY + 14);
  label(words.issued, 90, footerY + 46);
  value(date, 90, footerY + 60);
  const qrSize = 96;
  const qrX = width - 90 - qrSize;
  doc.image(qr, qrX, footerY - 6, { width: qrSize, height: qrSize });
  label(words.code, qrX - 280, footerY);
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(INK)
    .text(c.code, qrX - 280, footerY + 14, { width: 260, features: FEATURES });
  label(words.verify, qrX - 280, footerY + 46);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(brand)
    .text(c.verifyUrl, qrX - 280, footerY + 60, {
      width: 270,
      link: c.verifyUrl,
      features: FEATURES,
    });
  doc.end();
  return done;
}
