import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create as parseFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { INK, readableColor } from './colour.ts';

/**
 * What every PDF the server makes (receipts, certificates, CVs) shares. Text is set in Noto Sans, embedded
 * (subset) from the font package: pdfkit's built-in Helvetica only knows WinAnsi, so a name with
 * e.g. "ł" or "ệ" would come out wrong. The full Google Fonts build covers Latin, Latin Extended
 * (Indonesian, Malay and every other Latin-script language), Vietnamese, Greek and Cyrillic in one
 * file, and pdfkit cannot fall back from one font to another.
 */

const localRequire = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf',
};
/**
 * Read and parsed once per process. Handing pdfkit the file's bytes would have it parse the font
 * again for every document (its layout tables are large): that was most of a CV's time. The parsed
 * font is only read from, so documents share it; each still embeds its own subset.
 */
let fonts: Promise<{ regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource }> | undefined;
export function loadPdfFonts() {
  fonts ??= Promise.all([
    readFile(localRequire.resolve(FONT_FILES.regular)),
    readFile(localRequire.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular: asSource(parseFont(regular)), bold: asSource(parseFont(bold)) }));
  return fonts;
}
// pdfkit (0.20) takes a fontkit font where it takes a file; its types only know the file forms.
const asSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

/**
 * fontkit's default 'ccmp' splits e.g. "ọ" into "o" plus a combining dot, and pdfkit then maps the
 * plain "o" glyph back to "ọ" for text extraction, so copied text and search go wrong. Without it
 * the font's precomposed glyphs are used. pdfkit passes this object to fontkit as it is; its types
 * only know the list form.
 */
export const PDF_FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

export const PDF_INK = INK;

export { readableColor };

/**
 * A new pdfkit document with Noto Sans registered as 'regular' and 'bold', and its bytes, which
 * arrive once the caller ends the document.
 */
export async function openPdf(options: PDFKit.PDFDocumentOptions) {
  const { regular, bold } = await loadPdfFonts();
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return { doc, bytes };
}
