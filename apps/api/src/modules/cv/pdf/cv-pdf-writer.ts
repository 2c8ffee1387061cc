import QRCode from 'qrcode';
import { PDF_FEATURES, PDF_INK as INK } from '../../../lib/pdf.ts';
import type { CV_WORDS } from './words.ts';

export const MARGIN = 46;
export const MUTED = '#4b5563';
export const RULE = '#d1d5db';
export const LABEL_WIDTH = 118;
const GAP = 14;

export type Style = { font?: 'regular' | 'bold'; size?: number; color?: string };

/**
 * One CV document being written top to bottom: the page's geometry, the cursor `y`, and the
 * primitives every section uses (styled text, its height, a new page when a block does not fit,
 * headings and labelled lines).
 */
export class CvWriter {
  readonly left = MARGIN;
  readonly width: number;
  readonly right: number;
  /** Where the text beside the left column's labels and dates starts. */
  readonly contentLeft = MARGIN + LABEL_WIDTH + GAP;
  readonly contentWidth: number;
  /** Room kept free at the foot of every page for the page line. */
  readonly bottom: number;
  y = MARGIN;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly words: (typeof CV_WORDS)[keyof typeof CV_WORDS],
    /** The tenant's colour, made readable on white. */
    readonly brand: string,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
    this.right = this.left + this.width;
    this.contentWidth = this.right - this.contentLeft;
    this.bottom = doc.page.height - MARGIN - 18;
  }

  style({ font = 'regular', size = 9.5, color = INK }: Style) {
    return this.doc.font(font).fontSize(size).fillColor(color);
  }

  options(w: number, extra: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions {
    return { width: w, lineGap: 1.5, features: PDF_FEATURES, ...extra };
  }

  heightOf(value: string, w: number, s: Style, extra: PDFKit.Mixins.TextOptions = {}) {
    this.style(s);
    return this.doc.heightOfString(value, this.options(w, extra));
  }

  /** Writes `value` at (x, top) in `w` points of width; answers where the text ended. */
  write(value: string, x: number, top: number, w: number, s: Style, extra: PDFKit.Mixins.TextOptions = {}) {
    this.style(s);
    this.doc.text(value, x, top, this.options(w, extra));
    return this.doc.y;
  }

  /** Starts a new page when `height` does not fit any more. */
  room(height: number) {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** A horizontal rule across the page at the cursor. */
  rule(lineWidth: number, color: string) {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.right, this.y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  }

  /** A label in the left column and text beside it (the job wanted, skills). */
  labelled(label: string, value: string, valueStyle: Style = { size: 10 }) {
    const height = Math.max(
      this.heightOf(label, LABEL_WIDTH, { size: 9 }, { align: 'right' }),
      this.heightOf(value, this.contentWidth, valueStyle),
    );
    this.room(height);
    this.write(label, this.left, this.y + 0.5, LABEL_WIDTH, { size: 9, color: MUTED }, { align: 'right' });
    this.write(value, this.contentLeft, this.y, this.contentWidth, valueStyle);
    this.y += height + 6;
  }

  /** A section's title and rule; it never stays alone at the foot of a page. */
  heading(title: string, firstBlockHeight: number) {
    this.room(26 + Math.min(firstBlockHeight, 120));
    this.write(
      title.toUpperCase(),
      this.left,
      this.y,
      this.width,
      { font: 'bold', size: 11, color: this.brand },
      { characterSpacing: 0.6 },
    );
    this.y = this.doc.y + 3;
    this.rule(0.75, RULE);
    this.y += 9;
  }

  /** A paragraph across the page under a heading of its own. */
  section(title: string, text: string) {
    const height = this.heightOf(text, this.width, { size: 10 });
    this.heading(title, height);
    this.room(height);
    this.write(text, this.left, this.y, this.width, { size: 10 });
    this.y = this.doc.y + 14;
  }
}

/** A QR code drawn as vector squares (sharp at any zoom), linking to `url` as well. */
export function drawQr(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  top: number,
  size: number,
  url: string,
) {
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
