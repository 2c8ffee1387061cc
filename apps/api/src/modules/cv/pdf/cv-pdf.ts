import { languageSkills } from '@app/contract/cv/constants';
import type { Cv, EducationTraining, PersonalSkills, WorkExperience } from '@app/contract/cv/schemas';
import type { Locale } from '@app/contract/envelope';
import { openPdf, readableColor } from '../../../lib/pdf.ts';
import { CvWriter, drawQr, LABEL_WIDTH, MARGIN, MUTED, RULE } from './cv-pdf-writer.ts';
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

const QR_SIZE = 50;
const PHOTO_SIZE = 84;
const CHECK_PATH = 'M1.5 5.2 L4 7.7 L8.7 2.3';

/**
 * The CV as an A4 PDF in a Europass-like layout: the photo and contact details on top, then
 * sections whose entries have their dates in a narrow left column. Verified training carries a
 * badge, its certificate code, a clickable verification link and a QR code of it. Every value is
 * drawn as text: nothing the learner typed is interpreted (no HTML, no markup).
 */
export async function renderCvPdf(input: CvDocument): Promise<Buffer> {
  const words = CV_WORDS[input.lang];
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
  const w = new CvWriter(doc, words, readableColor(input.brandColor));

  drawHeader(w, input, fullName);
  drawWanted(w, cv);
  if (cv.summary) w.section(words.aboutMe, cv.summary);
  drawEntries(w, words.workExperience, workEntries(input));
  drawEntries(w, words.educationTraining, educationEntries(input));
  drawLanguages(w, skills);
  for (const [label, value] of otherSkills(w, skills)) w.section(label, value);
  drawPageLines(w, fullName);

  doc.end();
  return done;
}

/** Photo, name, headline, contact details and links, then the brand's rule. */
function drawHeader(w: CvWriter, input: CvDocument, fullName: string) {
  const { doc, words, brand, left, right } = w;
  const { cv } = input;
  let textLeft = left;
  if (input.photo) {
    try {
      doc.save();
      doc.roundedRect(left, w.y, PHOTO_SIZE, PHOTO_SIZE, 10).clip();
      doc.image(input.photo, left, w.y, {
        cover: [PHOTO_SIZE, PHOTO_SIZE],
        align: 'center',
        valign: 'center',
      });
      doc.restore();
      textLeft = left + PHOTO_SIZE + 18;
    } catch {
      // An unreadable photo must not cost the learner their CV: it is left out.
      doc.restore();
    }
  }
  const headerWidth = right - textLeft;
  let headerY = w.write(fullName, textLeft, w.y - 4, headerWidth, { font: 'bold', size: 22, color: brand });
  if (cv.headline)
    headerY = w.write(cv.headline, textLeft, headerY + 1, headerWidth, { size: 11, color: MUTED });
  const contacts = contactLines(w, cv);
  if (contacts.length)
    headerY = w.write(contacts.join('   ·   '), textLeft, headerY + 6, headerWidth, { size: 9 });
  const links = (
    [
      [words.website, cv.website],
      [words.linkedin, cv.linkedin],
      [words.blog, cv.blog],
    ] as [string, string][]
  ).filter(([, url]) => url);
  for (const [label, url] of links) {
    w.style({ size: 9, color: MUTED });
    doc.text(`${label}: `, textLeft, headerY + 2, w.options(headerWidth, { continued: true }));
    w.style({ size: 9, color: brand });
    doc.text(url, w.options(headerWidth, { link: url, underline: false }));
    headerY = doc.y;
  }
  w.y = Math.max(headerY, input.photo && textLeft !== left ? w.y + PHOTO_SIZE : headerY) + 12;
  w.rule(1.5, brand);
  w.y += 14;
}

/** Email, phone and address, each only when given. */
function contactLines(w: CvWriter, cv: CvDocument['cv']) {
  const address = [cv.street_address, [cv.postal_code, cv.city].filter(Boolean).join(' '), cv.country]
    .filter(Boolean)
    .join(', ');
  return [
    cv.email && `${w.words.email}: ${cv.email}`,
    cv.phone_number &&
      `${w.words.phone}: ${[cv.phone_country_code, cv.phone_number].filter(Boolean).join(' ')}`,
    address && `${w.words.address}: ${address}`,
  ].filter(Boolean) as string[];
}

/** The job wanted: title (bold), position, work types and salary, each only when given. */
function drawWanted(w: CvWriter, cv: CvDocument['cv']) {
  const { words } = w;
  const wanted = (
    [
      [words.jobAppliedFor, cv.job_applied_for],
      [words.position, cv.position],
      [words.workTypes, cv.work_types.map((type) => words.workType[type]).join(', ')],
      [words.salary, cv.salary],
    ] as [string, string][]
  ).filter(([, value]) => value);
  for (const [label, value] of wanted)
    w.labelled(label, value, { font: label === words.jobAppliedFor ? 'bold' : 'regular', size: 10 });
  if (wanted.length) w.y += 6;
}

/** One dated entry: period on the left; title, details and description on the right. */
interface Entry {
  period: string;
  title: string;
  details: string;
  description: string;
  verified?: { code: string; url: string; mentor: string };
}

const workEntries = (input: CvDocument): Entry[] =>
  input.work.map((e) => ({
    period: formatPeriod(e.from, e.to, input.lang),
    title: e.position,
    details: [e.name, e.city].filter(Boolean).join(', '),
    description: e.description,
  }));

const educationEntries = (input: CvDocument): Entry[] =>
  input.education.map((e) => ({
    period: formatPeriod(e.from, e.to, input.lang),
    title: e.qualification,
    details: [e.name, e.department && `${CV_WORDS[input.lang].field}: ${e.department}`, e.location]
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

function drawEntries(w: CvWriter, title: string, entries: Entry[]) {
  if (!entries.length) return;
  w.heading(title, entryHeight(w, entries[0]!));
  for (const entry of entries) drawEntry(w, entry);
  w.y += 2;
}

const textWidthOf = (w: CvWriter, entry: Entry) =>
  entry.verified ? w.contentWidth - QR_SIZE - 10 : w.contentWidth;

function entryHeight(w: CvWriter, entry: Entry) {
  const textWidth = textWidthOf(w, entry);
  let height = w.heightOf(entry.title, textWidth, { font: 'bold', size: 10.5 });
  if (entry.details) height += 1 + w.heightOf(entry.details, textWidth, { size: 9.5 });
  if (entry.verified)
    height += 4 + 15 + w.heightOf(`${w.words.verifyAt} ${entry.verified.url}`, textWidth, { size: 8.5 });
  if (entry.description) height += 4 + w.heightOf(entry.description, w.contentWidth, { size: 9.5 });
  return Math.max(height, entry.verified ? QR_SIZE : 0, w.heightOf(entry.period, LABEL_WIDTH, { size: 9 }));
}

function drawEntry(w: CvWriter, entry: Entry) {
  const height = entryHeight(w, entry);
  w.room(height);
  const top = w.y;
  w.write(entry.period, w.left, top + 1, LABEL_WIDTH, { size: 9, color: MUTED }, { align: 'right' });
  const textWidth = textWidthOf(w, entry);
  let at = w.write(entry.title, w.contentLeft, top, textWidth, { font: 'bold', size: 10.5 });
  if (entry.details)
    at = w.write(entry.details, w.contentLeft, at + 1, textWidth, { size: 9.5, color: MUTED });
  if (entry.verified) {
    at = drawVerified(w, entry.verified, at + 4, textWidth);
    drawQr(w.doc, entry.verified.url, w.right - QR_SIZE, top, QR_SIZE, entry.verified.url);
  }
  if (entry.description) {
    if (entry.verified) at = Math.max(at, top + QR_SIZE);
    at = w.write(entry.description, w.contentLeft, at + 4, w.contentWidth, { size: 9.5 });
  }
  w.y = Math.max(at, top + height) + 12;
}

/** The verified badge, the certificate's code and mentor, and the verification link; answers where it ends. */
function drawVerified(w: CvWriter, verified: NonNullable<Entry['verified']>, at: number, textWidth: number) {
  const { doc, words, brand, contentLeft } = w;
  // The badge: a tick and the word, on the brand colour's outline.
  w.style({ font: 'bold', size: 8 });
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
  w.write(
    label,
    contentLeft + 17,
    at + 2.2,
    badgeWidth - 17,
    { font: 'bold', size: 8, color: brand },
    { characterSpacing: 0.5, lineBreak: false },
  );
  w.style({ size: 8.5, color: MUTED });
  doc.text(
    `${words.certificate} ${verified.code}   ·   ${words.mentor}: ${verified.mentor}`,
    contentLeft + badgeWidth + 8,
    at + 1.8,
    w.options(textWidth - badgeWidth - 8),
  );
  const linkY = Math.max(at + 15, doc.y + 1);
  w.style({ size: 8.5, color: MUTED });
  doc.text(`${words.verifyAt} `, contentLeft, linkY, w.options(textWidth, { continued: true }));
  w.style({ size: 8.5, color: brand });
  doc.text(verified.url, w.options(textWidth, { link: verified.url, underline: false }));
  return doc.y;
}

/** Languages: the mother tongue, then the CEFR grid of the others and its note. */
function drawLanguages(w: CvWriter, skills: PersonalSkills) {
  if (!skills.mother_tongue && !skills.languages.length) return;
  const { words } = w;
  w.heading(words.languageSkills, 60);
  if (skills.mother_tongue) w.labelled(words.motherTongue, skills.mother_tongue, { font: 'bold', size: 10 });
  if (!skills.languages.length) return;
  const cellWidth = (w.width - LABEL_WIDTH) / languageSkills.length;
  drawLanguageGridHeader(w, cellWidth, Math.min(skills.languages.length, 3));
  for (const language of skills.languages) {
    const rowHeight = w.heightOf(language.language, LABEL_WIDTH - 12, { font: 'bold', size: 10 }) + 10;
    w.room(rowHeight);
    w.write(language.language, w.left + 6, w.y + 5, LABEL_WIDTH - 12, { font: 'bold', size: 10 });
    languageSkills.forEach((skill, i) =>
      w.write(
        language[skill],
        w.left + LABEL_WIDTH + i * cellWidth,
        w.y + 5,
        cellWidth,
        { size: 10 },
        { align: 'center' },
      ),
    );
    w.y += rowHeight;
    w.rule(0.5, RULE);
  }
  w.y += 5;
  const noteHeight = w.heightOf(words.cefrNote, w.width, { size: 7.5 });
  w.room(noteHeight);
  w.write(words.cefrNote, w.left, w.y, w.width, { size: 7.5, color: MUTED });
  w.y = w.doc.y + 12;
}

/** The grid's header row, kept on one page with the first `rowsWithIt` rows. */
function drawLanguageGridHeader(w: CvWriter, cellWidth: number, rowsWithIt: number) {
  const { doc, words } = w;
  const headerHeight = Math.max(
    ...languageSkills.map((skill) =>
      w.heightOf(words.skills[skill], cellWidth - 6, { size: 8 }, { align: 'center' }),
    ),
  );
  w.room(headerHeight + 10 + 22 * rowsWithIt);
  doc
    .save()
    .rect(w.left, w.y, w.width, headerHeight + 10)
    .fillOpacity(0.08)
    .fill(w.brand)
    .restore();
  w.write(words.otherLanguages, w.left + 6, w.y + 5, LABEL_WIDTH - 12, {
    font: 'bold',
    size: 8.5,
    color: MUTED,
  });
  languageSkills.forEach((skill, i) =>
    w.write(
      words.skills[skill],
      w.left + LABEL_WIDTH + i * cellWidth + 3,
      w.y + 5,
      cellWidth - 6,
      { size: 8, color: MUTED },
      { align: 'center' },
    ),
  );
  w.y += headerHeight + 10;
}

/** The other skills that are given, each a section of its own. */
const otherSkills = (w: CvWriter, skills: PersonalSkills) =>
  (
    [
      [w.words.digital, skills.digital],
      [w.words.communications, skills.communications],
      [w.words.organisational, skills.organisational_or_managerial],
      [w.words.jobRelated, skills.job_related],
      [w.words.drivingLicence, skills.driving_licence],
    ] as [string, string][]
  ).filter(([, value]) => value);

/** The page line on every page, now that the number of pages is known. */
function drawPageLines(w: CvWriter, fullName: string) {
  const { doc, words, left, width } = w;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    const footY = doc.page.height - MARGIN + 6;
    const pageLabel = words.page.replace('{n}', String(i + 1)).replace('{total}', String(range.count));
    const foot = { size: 7.5, color: MUTED };
    w.write(`${fullName} · ${words.title}`, left, footY, width / 2, foot, { lineBreak: false });
    w.write(pageLabel, left + width / 2, footY, width / 2, foot, { align: 'right', lineBreak: false });
  }
}
