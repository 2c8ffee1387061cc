import QRCode from 'qrcode';
import { languageSkills } from '@app/contract/cv/constants';
import type { Cv, EducationTraining, PersonalSkills, WorkExperience } from '@app/contract/cv/schemas';
import type { Locale } from '@app/contract/envelope';
import { openPdf, PDF_FEATURES, PDF_INK as INK, readableColor } from '../../../lib/pdf.ts';
import { CV_WORDS, formatPeriod } from './words.ts';

/** Everything the PDF shows; hidden verified training is already left out. */
export interface CvDocument {
  lang: Locale;
  /** The tenant's primary colour, for headings and rules. */
  brandColor: string;
  cv: Omit<Cv, 'photo_url' | 'saved' | 'updated_at'>;
  /** JPEG or PNG bytes of the profile photo. */
  photo: Buffer | null;
  work: WorkExperience[];
  education: EducationTraining[];
  skills: PersonalSkills;
  /** The document's date (kept in its info, so one CV on one day gives the same bytes). */
  date: Date;
}

const MARGIN = 46;
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const LABEL_WIDTH = 118;
const GAP = 14;
const QR_SIZE = 50;
const CHECK_PATH = 'M1.5 5.2 L4 7.7 L8.7 2.3';

/**
 * The CV as an A4 PDF in a Europass-like layout: the photo and contact details on top, then
 * sections whose entries have their dates in a narrow left column. Verified training carries a
 * badge, its certificate code, a clickable verification link and a QR code of it. Every value is
 * drawn as text: nothing the learner typed is interpreted (no HTML, no markup).
 */
export async function renderCvPdf(input: CvDocument): Promise<Buffer> {
  const words = CV_WORDS[input.lang];
  const brand = readableColor(input.brandColor);
  const { cv, skills } = input;
  const fullName = [cv.first_name, cv.last_name].filter(Boolean).join(' ');

  const { doc, bytes: done } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${words.title}: ${fullName}`,
      Author: fullName,
      CreationDate: input.date,
      ModDate: input.date,
    },
    lang: input.lang,
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const right = left + width;
  const contentLeft = left + LABEL_WIDTH + GAP;
  const contentWidth = right - contentLeft;
  // Room kept free at the foot of every page for the page line.
  const bottom = doc.page.height - MARGIN - 18;
  let y = MARGIN;

  type Style = { font?: 'regular' | 'bold'; size?: number; color?: string };
  const style = ({ font = 'regular', size = 9.5, color = INK }: Style) =>
    doc.font(font).fontSize(size).fillColor(color);
  const options = (w: number, extra: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions => ({
    width: w,
    lineGap: 1.5,
    features: PDF_FEATURES,
    ...extra,
  });
  const heightOf = (value: string, w: number, s: Style, extra: PDFKit.Mixins.TextOptions = {}) => {
    style(s);
    return doc.heightOfString(value, options(w, extra));
  };
  const write = (value: string, x: number, top: number, w: number, s: Style, extra = {}) => {
    style(s);
    doc.text(value, x, top, options(w, extra));
    return doc.y;
  };
  /** Starts a new page when `height` does not fit any more. */
  const room = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = MARGIN;
  };

  // --- Header: photo, name, headline, contact details and links. --------------------------------
  const photoSize = 84;
  let textLeft = left;
  if (input.photo) {
    try {
      doc.save();
      doc.roundedRect(left, y, photoSize, photoSize, 10).clip();
      doc.image(input.photo, left, y, { cover: [photoSize, photoSize], align: 'center', valign: 'center' });
      doc.restore();
      textLeft = left + photoSize + 18;
    } catch {
      // An unreadable photo must not cost the learner their CV: it is left out.
      doc.restore();
    }
  }
  const headerWidth = right - textLeft;
  let headerY = write(fullName, textLeft, y - 4, headerWidth, { font: 'bold', size: 22, color: brand });
  if (cv.headline)
    headerY = write(cv.headline, textLeft, headerY + 1, headerWidth, { size: 11, color: MUTED });
  const contacts = [
    cv.email && `${words.email}: ${cv.email}`,
    cv.phone_number &&
      `${words.phone}: ${[cv.phone_country_code, cv.phone_number].filter(Boolean).join(' ')}`,
    [cv.street_address, [cv.postal_code, cv.city].filter(Boolean).join(' '), cv.country]
      .filter(Boolean)
      .join(', ') &&
      `${words.address}: ${[cv.street_address, [cv.postal_code, cv.city].filter(Boolean).join(' '), cv.country].filter(Boolean).join(', ')}`,
  ].filter(Boolean) as string[];
  if (contacts.length)
    headerY = write(contacts.join('   ·   '), textLeft, headerY + 6, headerWidth, { size: 9 });
  const links: [string, string][] = (
    [
      [words.website, cv.website],
      [words.linkedin, cv.linkedin],
      [words.blog, cv.blog],
    ] as [string, string][]
  ).filter(([, url]) => url);
  for (const [label, url] of links) {
    style({ size: 9, color: MUTED });
    doc.text(`${label}: `, textLeft, headerY + 2, options(headerWidth, { continued: true }));
    style({ size: 9, color: brand });
    doc.text(url, options(headerWidth, { link: url, underline: false }));
    headerY = doc.y;
  }
  y = Math.max(headerY, input.photo && textLeft !== left ? y + photoSize : headerY) + 12;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1.5).strokeColor(brand).stroke();
  y += 14;

  // --- A label in the left column and text beside it (the job wanted, skills). ------------------
  const labelled = (label: string, value: string, valueStyle: Style = { size: 10 }) => {
    const height = Math.max(
      heightOf(label, LABEL_WIDTH, { size: 9 }, { align: 'right' }),
      heightOf(value, contentWidth, valueStyle),
    );
    room(height);
    write(label, left, y + 0.5, LABEL_WIDTH, { size: 9, color: MUTED }, { align: 'right' });
    write(value, contentLeft, y, contentWidth, valueStyle);
    y += height + 6;
  };

  const wanted: [string, string][] = (
    [
      [words.jobAppliedFor, cv.job_applied_for],
      [words.position, cv.position],
      [words.workTypes, cv.work_types.map((type) => words.workType[type]).join(', ')],
      [words.salary, cv.salary],
    ] as [string, string][]
  ).filter(([, value]) => value);
  for (const [label, value] of wanted)
    labelled(label, value, { font: label === words.jobAppliedFor ? 'bold' : 'regular', size: 10 });
  if (wanted.length) y += 6;

  // --- Sections. ---------------------------------------------------------------------------------
  const heading = (title: string, firstBlockHeight: number) => {
    // A heading never stays alone at the foot of a page.
    room(26 + Math.min(firstBlockHeight, 120));
    write(
      title.toUpperCase(),
      left,
      y,
      width,
      { font: 'bold', size: 11, color: brand },
      { characterSpacing: 0.6 },
    );
    y = doc.y + 3;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke();
    y += 9;
  };

  if (cv.summary) {
    const height = heightOf(cv.summary, width, { size: 10 });
    heading(words.aboutMe, height);
    room(height);
    write(cv.summary, left, y, width, { size: 10 });
    y = doc.y + 14;
  }

  /** One dated entry: period on the left; title, details and description on the right. */
  interface Entry {
    period: string;
    title: string;
    details: string;
    description: string;
    verified?: { code: string; url: string; mentor: string };
  }
  const entryHeight = (entry: Entry) => {
    const textWidth = entry.verified ? contentWidth - QR_SIZE - 10 : contentWidth;
    let height = heightOf(entry.title, textWidth, { font: 'bold', size: 10.5 });
    if (entry.details) height += 1 + heightOf(entry.details, textWidth, { size: 9.5 });
    if (entry.verified)
      height += 4 + 15 + heightOf(`${words.verifyAt} ${entry.verified.url}`, textWidth, { size: 8.5 });
    if (entry.description) height += 4 + heightOf(entry.description, contentWidth, { size: 9.5 });
    return Math.max(height, entry.verified ? QR_SIZE : 0, heightOf(entry.period, LABEL_WIDTH, { size: 9 }));
  };
  const drawEntry = (entry: Entry) => {
    const height = entryHeight(entry);
    room(height);
    const top = y;
    write(entry.period, left, top + 1, LABEL_WIDTH, { size: 9, color: MUTED }, { align: 'right' });
    const textWidth = entry.verified ? contentWidth - QR_SIZE - 10 : contentWidth;
    let at = write(entry.title, contentLeft, top, textWidth, { font: 'bold', size: 10.5 });
    if (entry.details) at = write(entry.details, contentLeft, at + 1, textWidth, { size: 9.5, color: MUTED });
    if (entry.verified) {
      at += 4;
      // The badge: a tick and the word, on the brand colour's outline.
      style({ font: 'bold', size: 8 });
      const label = words.verified.toUpperCase();
      const badgeWidth = doc.widthOfString(label, { characterSpacing: 0.5 }) + 24;
      doc.roundedRect(contentLeft, at, badgeWidth, 13, 6.5).lineWidth(0.9).strokeColor(brand).stroke();
      doc
        .save()
        .translate(contentLeft + 6, at + 2)
        .path(CHECK_PATH)
        .lineWidth(1.4)
        .strokeColor(brand)
        .stroke()
        .restore();
      write(
        label,
        contentLeft + 17,
        at + 2.2,
        badgeWidth - 17,
        { font: 'bold', size: 8, color: brand },
        {
          characterSpacing: 0.5,
          lineBreak: false,
        },
      );
      style({ size: 8.5, color: MUTED });
      doc.text(
        `${words.certificate} ${entry.verified.code}   ·   ${words.mentor}: ${entry.verified.mentor}`,
        contentLeft + badgeWidth + 8,
        at + 1.8,
        options(textWidth - badgeWidth - 8),
      );
      at = Math.max(at + 15, doc.y + 1);
      style({ size: 8.5, color: MUTED });
      doc.text(`${words.verifyAt} `, contentLeft, at, options(textWidth, { continued: true }));
      style({ size: 8.5, color: brand });
      doc.text(entry.verified.url, options(textWidth, { link: entry.verified.url, underline: false }));
      at = doc.y;
      drawQr(doc, entry.verified.url, right - QR_SIZE, top, QR_SIZE, entry.verified.url);
    }
    if (entry.description) {
      if (entry.verified) at = Math.max(at, top + QR_SIZE);
      at = write(entry.description, contentLeft, at + 4, contentWidth, { size: 9.5 });
    }
    y = Math.max(at, top + height) + 12;
  };

  const workEntries: Entry[] = input.work.map((w) => ({
    period: formatPeriod(w.from, w.to, input.lang),
    title: w.position,
    details: [w.name, w.city].filter(Boolean).join(', '),
    description: w.description,
  }));
  if (workEntries.length) {
    heading(words.workExperience, entryHeight(workEntries[0]!));
    workEntries.forEach(drawEntry);
    y += 2;
  }

  const educationEntries: Entry[] = input.education.map((e) => ({
    period: formatPeriod(e.from, e.to, input.lang),
    title: e.qualification,
    details: [e.name, e.department && `${words.field}: ${e.department}`, e.location]
      .filter(Boolean)
      .join(', '),
    description: e.description,
    ...(e.certificate
      ? {
          verified: {
            code: e.certificate.code,
            url: e.certificate.verification_url,
            mentor: e.certificate.mentor_name,
          },
        }
      : {}),
  }));
  if (educationEntries.length) {
    heading(words.educationTraining, entryHeight(educationEntries[0]!));
    educationEntries.forEach(drawEntry);
    y += 2;
  }

  // --- Languages: mother tongue, then the CEFR grid of the others. -------------------------------
  if (skills.mother_tongue || skills.languages.length) {
    heading(words.languageSkills, 60);
    if (skills.mother_tongue) labelled(words.motherTongue, skills.mother_tongue, { font: 'bold', size: 10 });
    if (skills.languages.length) {
      const languageWidth = LABEL_WIDTH;
      const cellWidth = (width - languageWidth) / languageSkills.length;
      const headerHeight = Math.max(
        ...languageSkills.map((skill) =>
          heightOf(words.skills[skill], cellWidth - 6, { size: 8 }, { align: 'center' }),
        ),
      );
      room(headerHeight + 10 + 22 * Math.min(skills.languages.length, 3));
      doc
        .save()
        .rect(left, y, width, headerHeight + 10)
        .fillOpacity(0.08)
        .fill(brand)
        .restore();
      write(words.otherLanguages, left + 6, y + 5, languageWidth - 12, {
        font: 'bold',
        size: 8.5,
        color: MUTED,
      });
      languageSkills.forEach((skill, i) =>
        write(
          words.skills[skill],
          left + languageWidth + i * cellWidth + 3,
          y + 5,
          cellWidth - 6,
          {
            size: 8,
            color: MUTED,
          },
          { align: 'center' },
        ),
      );
      y += headerHeight + 10;
      for (const language of skills.languages) {
        const rowHeight = heightOf(language.language, languageWidth - 12, { font: 'bold', size: 10 }) + 10;
        room(rowHeight);
        write(language.language, left + 6, y + 5, languageWidth - 12, { font: 'bold', size: 10 });
        languageSkills.forEach((skill, i) =>
          write(
            language[skill],
            left + languageWidth + i * cellWidth,
            y + 5,
            cellWidth,
            { size: 10 },
            {
              align: 'center',
            },
          ),
        );
        y += rowHeight;
        doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
      }
      y += 5;
      const noteHeight = heightOf(words.cefrNote, width, { size: 7.5 });
      room(noteHeight);
      write(words.cefrNote, left, y, width, { size: 7.5, color: MUTED });
      y = doc.y + 12;
    }
  }

  const otherSkills: [string, string][] = (
    [
      [words.digital, skills.digital],
      [words.communications, skills.communications],
      [words.organisational, skills.organisational_or_managerial],
      [words.jobRelated, skills.job_related],
      [words.drivingLicence, skills.driving_licence],
    ] as [string, string][]
  ).filter(([, value]) => value);
  for (const [label, value] of otherSkills) {
    heading(label, heightOf(value, width, { size: 10 }));
    room(heightOf(value, width, { size: 10 }));
    write(value, left, y, width, { size: 10 });
    y = doc.y + 14;
  }

  // --- The page line on every page, now that the number of pages is known. ---------------------
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    const footY = doc.page.height - MARGIN + 6;
    const pageLabel = words.page.replace('{n}', String(i + 1)).replace('{total}', String(range.count));
    write(
      `${fullName} · ${words.title}`,
      left,
      footY,
      width / 2,
      { size: 7.5, color: MUTED },
      { lineBreak: false },
    );
    write(
      pageLabel,
      left + width / 2,
      footY,
      width / 2,
      { size: 7.5, color: MUTED },
      {
        align: 'right',
        lineBreak: false,
      },
    );
  }

  doc.end();
  return done;
}

/** A QR code drawn as vector squares (sharp at any zoom), linking to `url` as well. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, top: number, size: number, url: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  doc.save();
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, top + row * cell, cell + 0.01, cell + 0.01);
  doc.fill(INK);
  doc.restore();
  doc.link(x, top, size, size, url);
}
