import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';
import { openPdf, PDF_FEATURES as FEATURES, PDF_INK as INK, readableColor } from '../../lib/pdf.ts';

/**
 * A corporate cohort's progress report for the client (docs/product.md "The studio": corporate
 * enrolment), an A4 PDF in the company's language and brand (its name, logo and colour), drawn in
 * the PDF pool's workers (lib/pdf-pool.ts, pdf-worker.ts).
 */

export interface CohortDocument {
  lang: Locale;
  company: {
    name: string;
    address: string;
    supportEmail: string;
    primaryColor: string;
    logo: { bytes: Buffer; contentType: string } | null;
    timeZone: string;
  };
  clientName: string;
  invoiceNumber: string;
  orderedAt: Date;
  generatedAt: Date;
  courses: { title: string; people: number; completed: number; averageProgress: number }[];
  people: {
    name: string;
    email: string;
    courses: { title: string; progress: number; completedAt: Date | null; lastActivityAt: Date | null }[];
  }[];
}

const WORDS = {
  en: {
    title: 'Progress report',
    client: 'Client',
    invoice: 'Invoice number',
    ordered: 'Enrolled on',
    generated: 'Report of',
    courses: 'Courses',
    course: 'Course',
    people: 'People',
    completed: 'Completed',
    average: 'Average progress',
    person: 'Person',
    progress: 'Progress',
    completedOn: 'Completed on',
    lastActivity: 'Last activity',
    never: '—',
    page: (n: number) => `Page ${n}`,
  },
  id: {
    title: 'Laporan kemajuan',
    client: 'Klien',
    invoice: 'Nomor faktur',
    ordered: 'Didaftarkan pada',
    generated: 'Laporan per',
    courses: 'Kursus',
    course: 'Kursus',
    people: 'Peserta',
    completed: 'Selesai',
    average: 'Rata-rata kemajuan',
    person: 'Peserta',
    progress: 'Kemajuan',
    completedOn: 'Selesai pada',
    lastActivity: 'Aktivitas terakhir',
    never: '—',
    page: (n: number) => `Halaman ${n}`,
  },
  ms: {
    title: 'Laporan kemajuan',
    client: 'Pelanggan',
    invoice: 'Nombor invois',
    ordered: 'Didaftarkan pada',
    generated: 'Laporan pada',
    courses: 'Kursus',
    course: 'Kursus',
    people: 'Peserta',
    completed: 'Selesai',
    average: 'Purata kemajuan',
    person: 'Peserta',
    progress: 'Kemajuan',
    completedOn: 'Selesai pada',
    lastActivity: 'Aktiviti terakhir',
    never: '—',
    page: (n: number) => `Halaman ${n}`,
  },
} satisfies Record<Locale, unknown>;

const MARGIN = 48;
const MUTED = '#4b5563';
const RULE = '#e5e7eb';

type Doc = PDFKit.PDFDocument;
type Column = { label: string; width: number; align?: 'left' | 'right' };

/** Draws pdfkit text with the document's features (lib/pdf.ts). */
const textOf =
  (doc: Doc) =>
  (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, x, y, { lineGap: 1, features: FEATURES, ...options });

/**
 * A table from `y`: its header row, then rows, a new page (with the header again) when one is
 * full. Answers where the table ends.
 */
function drawTable(
  doc: Doc,
  at: { left: number; width: number; y: number },
  columns: Column[],
  rows: string[][],
) {
  const text = textOf(doc);
  const bottom = doc.page.height - MARGIN - 24;
  let y = at.y;
  const header = () => {
    doc.font('bold').fontSize(8.5).fillColor(MUTED);
    let x = at.left;
    let lowest = y;
    for (const c of columns) {
      text(c.label, x, y, { width: c.width - 6, align: c.align ?? 'left' });
      lowest = Math.max(lowest, doc.y);
      x += c.width;
    }
    y = lowest + 3;
    doc
      .moveTo(at.left, y)
      .lineTo(at.left + at.width, y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    y += 4;
  };
  header();
  for (const row of rows) {
    doc.font('regular').fontSize(9).fillColor(INK);
    const height = Math.max(
      ...row.map((cell, k) => doc.heightOfString(cell, { width: columns[k]!.width - 6, lineGap: 1 })),
    );
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
      header();
      doc.font('regular').fontSize(9).fillColor(INK);
    }
    let x = at.left;
    row.forEach((cell, k) => {
      text(cell, x, y, { width: columns[k]!.width - 6, align: columns[k]!.align ?? 'left' });
      x += columns[k]!.width;
    });
    y += height + 4;
  }
  return y + 12;
}

/** The company's logo and name, the title, a rule in its colour, and the order's facts. */
function drawHeader(doc: Doc, input: CohortDocument, facts: [string, string][], title: string) {
  const text = textOf(doc);
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN - 8;
  if (input.company.logo) {
    try {
      doc.image(input.company.logo.bytes, left, y, { fit: [140, 42] });
      y += 50;
    } catch {
      // A broken logo must not cost the client their report: the name alone will do.
    }
  }
  const brand = readableColor(input.company.primaryColor);
  doc.font('bold').fontSize(16).fillColor(brand);
  text(input.company.name, left, y, { width });
  doc.font('bold').fontSize(22).fillColor(INK);
  text(title, left, doc.y + 6, { width });
  y = doc.y + 8;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(2)
    .strokeColor(brand)
    .stroke();
  y += 14;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(MUTED);
    text(label, left, y, { width: 130 });
    doc.font('bold').fontSize(10).fillColor(INK);
    text(value, left + 140, y, { width: width - 140 });
    y = doc.y + 4;
  }
  return y + 10;
}

/** Page numbers and the company's contact at the foot of every page. */
function drawFooters(doc: Doc, input: CohortDocument, page: (n: number) => string) {
  const text = textOf(doc);
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const range = doc.bufferedPageRange();
  const footer = [input.company.name, input.company.address, input.company.supportEmail]
    .filter(Boolean)
    .join(' · ');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    const y = doc.page.height - MARGIN + 6;
    text(footer, left, y, { width: width - 70, lineBreak: false, height: 12 });
    text(page(i + 1), left + width - 70, y, { width: 70, align: 'right', lineBreak: false });
  }
}

export async function renderCohortPdf(input: CohortDocument): Promise<Buffer> {
  const w = WORDS[input.lang];
  const day = (date: Date | null) =>
    date
      ? new Intl.DateTimeFormat(INTL_LOCALE[input.lang], {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: input.company.timeZone,
        }).format(date)
      : w.never;
  const title = `${w.title} — ${input.clientName}`;
  const { doc, bytes } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: input.company.name, Subject: title, CreationDate: input.generatedAt },
    lang: input.lang,
    bufferPages: true,
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const heading = (value: string, y: number) => {
    doc.font('bold').fontSize(12).fillColor(INK);
    textOf(doc)(value, left, y);
    return doc.y + 6;
  };

  let y = drawHeader(
    doc,
    input,
    [
      [w.client, input.clientName],
      [w.invoice, input.invoiceNumber],
      [w.ordered, day(input.orderedAt)],
      [w.generated, day(input.generatedAt)],
    ],
    w.title,
  );
  y = drawTable(
    doc,
    { left, width, y: heading(w.courses, y) },
    [
      { label: w.course, width: width - 240 },
      { label: w.people, width: 70, align: 'right' },
      { label: w.completed, width: 70, align: 'right' },
      { label: w.average, width: 100, align: 'right' },
    ],
    input.courses.map((c) => [c.title, String(c.people), String(c.completed), `${c.averageProgress} %`]),
  );
  if (y + 60 > doc.page.height - MARGIN - 24) {
    doc.addPage();
    y = MARGIN;
  }
  const many = input.courses.length > 1;
  drawTable(
    doc,
    { left, width, y: heading(w.people, y) },
    [
      { label: w.person, width: width - (many ? 330 : 200) },
      ...(many ? [{ label: w.course, width: 130 }] : []),
      { label: w.progress, width: 55, align: 'right' },
      { label: w.completedOn, width: 72, align: 'right' },
      { label: w.lastActivity, width: 73, align: 'right' },
    ],
    input.people.flatMap((p) =>
      p.courses.map((c, k) => [
        k === 0 ? `${p.name}\n${p.email}` : '',
        ...(many ? [c.title] : []),
        `${c.progress} %`,
        day(c.completedAt),
        day(c.lastActivityAt),
      ]),
    ),
  );
  drawFooters(doc, input, w.page);
  doc.end();
  return bytes;
}
