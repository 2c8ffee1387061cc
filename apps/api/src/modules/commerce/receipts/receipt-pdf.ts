import { openPdf, PDF_FEATURES as FEATURES, PDF_INK as INK, readableColor } from '../../../lib/pdf.ts';
import type { Receipt } from './receipt.ts';
import { receiptView, type ReceiptLine } from './receipt-mail.ts';

/** The receipt of a paid order as an A4 PDF, in Noto Sans (lib/pdf.ts). */

export { readableColor };

const MARGIN = 56;
const MUTED = '#6b7280';
const RULE = '#e5e7eb';

export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const view = receiptView(receipt);
  const { words } = view;
  const { company } = receipt;
  const brand = readableColor(company.primaryColor);

  const { doc, bytes: done } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    // A fixed date keeps the bytes (and the file ID derived from the info) the same for one receipt.
    info: {
      Title: `${view.title} ${receipt.orderNumber}`,
      Author: company.name,
      Subject: `${view.title} ${receipt.orderNumber}`,
      CreationDate: receipt.credit?.at ?? receipt.paidAt,
      ModDate: receipt.credit?.at ?? receipt.paidAt,
    },
    lang: receipt.lang,
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const right = left + width;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, x, y, { lineGap: 1, features: FEATURES, ...options });

  let y = drawHeader({ doc, text, receipt, view, brand, left, right, width }) + 14;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(2).strokeColor(brand).stroke();
  y += 22;

  // Who paid, and which order.
  const column = width / 2 - 10;
  const second = left + width / 2 + 10;
  const field = (label: string, values: string[], x: number, top: number) => {
    doc.font('regular').fontSize(8.5).fillColor(MUTED);
    text(label, x, top, { width: column });
    doc.font('bold').fontSize(10.5).fillColor(INK);
    values.forEach((value, i) => {
      if (i === 1) doc.font('regular').fontSize(10);
      text(value, x, doc.y + 1, { width: column });
    });
    return doc.y + 12;
  };
  const billedBottom = field(words.billedTo, [receipt.customer.name, receipt.customer.email], left, y);
  let rightY = field(words.orderNumber, [receipt.orderNumber], second, y);
  rightY = field(view.dateLabel, [view.paidOn], second, rightY);
  y = Math.max(billedBottom, rightY) + 12;

  // The order's lines.
  const amountWidth = 140;
  const descWidth = width - amountWidth - 40;
  doc.save().rect(left, y, width, 26).fillOpacity(0.08).fill(brand).restore();
  doc.font('bold').fontSize(9).fillColor(INK);
  text(words.description, left + 12, y + 8, { width: descWidth });
  text(words.amount, right - 12 - amountWidth, y + 8, { width: amountWidth, align: 'right' });
  y += 26;
  const row = ({ label, amount }: ReceiptLine, first: boolean) => {
    doc
      .font(first ? 'bold' : 'regular')
      .fontSize(10.5)
      .fillColor(first ? INK : MUTED);
    const height = doc.heightOfString(label, { width: descWidth, lineGap: 1 });
    text(label, left + 12, y + 10, { width: descWidth });
    doc.font('regular').fillColor(first ? INK : MUTED);
    text(amount, right - 12 - amountWidth, y + 10, { width: amountWidth, align: 'right' });
    y += height + 20;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke();
  };
  view.lines.forEach((line, i) => row(line, i === 0));

  // Total, and the tax it includes, under the amounts column.
  const totalsLeft = left + width / 2;
  const totalsWidth = right - 12 - totalsLeft;
  y += 14;
  doc.font('bold').fontSize(13).fillColor(INK);
  text(view.total.label, totalsLeft, y, { width: totalsWidth });
  doc.fillColor(brand);
  text(view.total.amount, totalsLeft, y, { width: totalsWidth, align: 'right' });
  y = doc.y + 4;
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  const taxAmountWidth = doc.widthOfString(view.tax.amount) + 12;
  text(view.tax.label, totalsLeft, y, { width: totalsWidth - taxAmountWidth });
  text(view.tax.amount, totalsLeft, y, { width: totalsWidth, align: 'right' });
  y = doc.y + 30;

  // How it was paid.
  let payY = y;
  if (view.payment) payY = field(words.paymentMethod, [view.payment], left, y);
  if (receipt.reference) payY = Math.max(payY, field(words.reference, [receipt.reference], second, y));
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  text(view.note, left, payY + 6, { width });

  // Footer, pinned to the bottom of the page; the margin goes so pdfkit does not start a new page.
  doc.page.margins.bottom = 0;
  const contact = [company.supportEmail, company.siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '')]
    .filter(Boolean)
    .join('   ·   ');
  doc.font('regular').fontSize(8.5);
  const footerHeight =
    14 +
    (company.address ? doc.heightOfString(company.address, { width, align: 'center', lineGap: 1 }) : 0) +
    14;
  let footY = doc.page.height - MARGIN + 8 - footerHeight - 14;
  doc.moveTo(left, footY).lineTo(right, footY).lineWidth(0.75).strokeColor(RULE).stroke();
  footY += 12;
  doc.font('bold').fontSize(9).fillColor(INK);
  text(company.name, left, footY, { width, align: 'center' });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  if (company.address) text(company.address, left, doc.y, { width, align: 'center' });
  text(contact, left, doc.y, { width, align: 'center' });

  doc.end();
  return done;
}

type Text = (value: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument;

/** Logo and company name on the left, the title and a "paid" mark on the right; answers its bottom. */
function drawHeader({
  doc,
  text,
  receipt,
  view,
  brand,
  left,
  right,
  width,
}: {
  doc: PDFKit.PDFDocument;
  text: Text;
  receipt: Receipt;
  view: ReturnType<typeof receiptView>;
  brand: string;
  left: number;
  right: number;
  width: number;
}) {
  const { company } = receipt;
  const headerTop = MARGIN - 8;
  const nameWidth = width - 190;
  let leftBottom = headerTop;
  if (company.logo && /^image\/(png|jpe?g)$/i.test(company.logo.contentType)) {
    try {
      doc.image(company.logo.bytes, left, headerTop, { fit: [160, 48] });
      leftBottom = headerTop + 56;
    } catch {
      // A broken logo must not cost the learner their receipt: the name alone will do.
    }
  }
  doc
    .font('bold')
    .fontSize(leftBottom === headerTop ? 20 : 15)
    .fillColor(brand);
  text(company.name, left, leftBottom, { width: nameWidth });
  leftBottom = doc.y;

  doc.font('bold').fontSize(24).fillColor(INK);
  text(view.title, right - 190, headerTop - 4, { width: 190, align: 'right' });
  doc.font('bold').fontSize(8.5);
  const badgeWidth = doc.widthOfString(view.badge, { characterSpacing: 1 }) + 16;
  const badgeTop = doc.y + 4;
  doc
    .roundedRect(right - badgeWidth, badgeTop, badgeWidth, 17, 8.5)
    .lineWidth(1)
    .strokeColor(brand)
    .stroke();
  doc.fillColor(brand);
  text(view.badge, right - badgeWidth, badgeTop + 3.5, {
    width: badgeWidth,
    align: 'center',
    characterSpacing: 1,
    lineBreak: false,
  });
  return Math.max(leftBottom, badgeTop + 17);
}
