import type { Locale } from '@app/contract/envelope';
import { formatMinor, INTL_LOCALE } from '@app/contract/money';
import { PAYMENT_METHOD_BRANDS, type GatewayName } from '@app/contract/commerce/schemas';
import { renderMail, type MailBrand, type RenderedMail } from '../../../lib/mail/render.ts';
import type { Receipt } from './receipt.ts';

/**
 * The words and formatted values of a receipt, shared by the PDF (receipt-pdf.ts) and the mail
 * below so that both always say the same thing.
 */

/**
 * Receipts show the time in the company's time zone, with the abbreviation people there read;
 * a zone without one here is named as Intl names it in the language ("GMT+7").
 */
const ZONE_LABELS: Readonly<Record<string, string>> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
  'Asia/Kuala_Lumpur': 'MYT',
  'Asia/Kuching': 'MYT',
};

interface Words {
  title: string;
  paid: string;
  orderNumber: string;
  paidOn: string;
  billedTo: string;
  description: string;
  amount: string;
  courseDiscount: string;
  voucher: (code: string) => string;
  total: string;
  taxIncluded: (rate: string) => string;
  paymentMethod: string;
  reference: string;
  note: string;
  card: string;
  /** A credit note's words. */
  creditTitle: string;
  refunded: string;
  refundedOn: string;
  orderTotal: string;
  refund: string;
  refundTotal: string;
  reason: string;
  creditNote: string;
}

const WORDS: Readonly<Record<Locale, Words>> = {
  en: {
    title: 'Receipt',
    paid: 'PAID',
    orderNumber: 'Order number',
    paidOn: 'Paid on',
    billedTo: 'Billed to',
    description: 'Description',
    amount: 'Amount',
    courseDiscount: 'Discount',
    voucher: (code) => `Voucher ${code}`,
    total: 'Total',
    taxIncluded: (rate) => `Of which tax (${rate})`,
    paymentMethod: 'Payment method',
    reference: 'Payment reference',
    note: 'Prices include tax.',
    card: 'Card',
    creditTitle: 'Credit note',
    refunded: 'REFUNDED',
    refundedOn: 'Refunded on',
    orderTotal: 'Order total',
    refund: 'Refund',
    refundTotal: 'Refunded',
    reason: 'Reason',
    creditNote: 'The amount refunded includes tax in the same proportion as the order.',
  },
  id: {
    title: 'Kuitansi',
    paid: 'LUNAS',
    orderNumber: 'Nomor pesanan',
    paidOn: 'Dibayar pada',
    billedTo: 'Ditagihkan kepada',
    description: 'Deskripsi',
    amount: 'Jumlah',
    courseDiscount: 'Diskon',
    voucher: (code) => `Voucher ${code}`,
    total: 'Total',
    taxIncluded: (rate) => `Termasuk pajak (${rate})`,
    paymentMethod: 'Metode pembayaran',
    reference: 'Referensi pembayaran',
    note: 'Harga sudah termasuk pajak.',
    card: 'Kartu kredit/debit',
    creditTitle: 'Nota kredit',
    refunded: 'DIKEMBALIKAN',
    refundedOn: 'Dikembalikan pada',
    orderTotal: 'Total pesanan',
    refund: 'Pengembalian dana',
    refundTotal: 'Dikembalikan',
    reason: 'Alasan',
    creditNote: 'Jumlah yang dikembalikan sudah termasuk pajak dengan proporsi yang sama seperti pesanan.',
  },
  ms: {
    title: 'Resit',
    paid: 'DIBAYAR',
    orderNumber: 'Nombor pesanan',
    paidOn: 'Dibayar pada',
    billedTo: 'Dibilkan kepada',
    description: 'Keterangan',
    amount: 'Amaun',
    courseDiscount: 'Diskaun',
    voucher: (code) => `Baucar ${code}`,
    total: 'Jumlah',
    taxIncluded: (rate) => `Termasuk cukai (${rate})`,
    paymentMethod: 'Kaedah pembayaran',
    reference: 'Rujukan pembayaran',
    note: 'Harga termasuk cukai.',
    card: 'Kad kredit/debit',
    creditTitle: 'Nota kredit',
    refunded: 'DIPULANGKAN',
    refundedOn: 'Dipulangkan pada',
    orderTotal: 'Jumlah pesanan',
    refund: 'Bayaran balik',
    refundTotal: 'Dipulangkan',
    reason: 'Sebab',
    creditNote: 'Amaun yang dipulangkan termasuk cukai dalam kadar yang sama seperti pesanan.',
  },
};

const GATEWAY_NAME: Readonly<Record<GatewayName, string>> = {
  sandbox: 'Sandbox',
  midtrans: 'Midtrans',
  stripe: 'Stripe',
};

export interface ReceiptLine {
  label: string;
  amount: string;
}

/** A receipt as it reads: every value formatted for its language, currency and time zone. */
export interface ReceiptView {
  words: Words;
  /** "Receipt" and its PAID mark, or "Credit note" and REFUNDED. */
  title: string;
  badge: string;
  /** "Paid on", or "Refunded on". */
  dateLabel: string;
  note: string;
  /** The order's lines: the course, then its discount and the voucher's when there are. */
  lines: ReceiptLine[];
  total: ReceiptLine;
  tax: ReceiptLine;
  paidOn: string;
  /** e.g. "QRIS (Midtrans)"; null when the booking has no method recorded. */
  payment: string | null;
}

export function formatPaidAt(paidAt: Date, timeZone: string, lang: Locale): string {
  const when = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  });
  const label =
    ZONE_LABELS[timeZone] ??
    new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone, timeZoneName: 'short' })
      .formatToParts(paidAt)
      .find((part) => part.type === 'timeZoneName')?.value ??
    timeZone;
  return `${when.format(paidAt)} ${label}`;
}

export function receiptView(receipt: Receipt): ReceiptView {
  const { lang, currency } = receipt;
  const words = WORDS[lang];
  // The one money format, as the web app shows the same order (@app/contract/money).
  const money = (minor: number) => formatMinor(minor, currency, lang);
  const lines: ReceiptLine[] = [{ label: receipt.line.title, amount: money(receipt.line.price) }];
  if (receipt.line.discount > 0)
    lines.push({ label: words.courseDiscount, amount: money(-receipt.line.discount) });
  if (receipt.voucher)
    lines.push({ label: words.voucher(receipt.voucher.code), amount: money(-receipt.voucher.discount) });
  const rate = new Intl.NumberFormat(INTL_LOCALE[lang], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(receipt.taxRate / 100);
  const method =
    receipt.method && (receipt.method === 'card' ? words.card : PAYMENT_METHOD_BRANDS[receipt.method]);
  const gateway = receipt.gateway && GATEWAY_NAME[receipt.gateway];
  const payment = method ? (gateway ? `${method} (${gateway})` : method) : null;
  const credit = receipt.credit;
  if (credit)
    return {
      words,
      title: words.creditTitle,
      badge: words.refunded,
      dateLabel: words.refundedOn,
      note: words.creditNote,
      lines: [
        { label: receipt.line.title, amount: money(receipt.total) },
        { label: words.refund, amount: money(-credit.amount) },
        ...(credit.reason ? [{ label: `${words.reason}: ${credit.reason}`, amount: '' }] : []),
      ],
      total: { label: words.refundTotal, amount: money(credit.amount) },
      tax: { label: words.taxIncluded(rate), amount: money(credit.tax) },
      paidOn: formatPaidAt(credit.at, receipt.company.timeZone, lang),
      payment,
    };
  return {
    words,
    title: words.title,
    badge: words.paid,
    dateLabel: words.paidOn,
    note: words.note,
    lines,
    total: { label: words.total, amount: money(receipt.total) },
    tax: { label: words.taxIncluded(rate), amount: money(receipt.taxIncluded) },
    paidOn: formatPaidAt(receipt.paidAt, receipt.company.timeZone, lang),
    payment,
  };
}

/**
 * The mail that goes with a paid order, from the mail template set (lib/mail): the receipt's
 * rows, labelled and formatted as on the PDF, in the receipt's language and the company's brand.
 */
export function receiptMail(receipt: Receipt, brand: MailBrand): RenderedMail {
  const view = receiptView(receipt);
  const { words } = view;
  const row = (line: ReceiptLine, strong = false) => ({ label: line.label, value: line.amount, strong });
  return renderMail('receipt', {
    lang: receipt.lang,
    brand,
    data: {
      name: receipt.customer.name,
      orderNumber: receipt.orderNumber,
      details: [
        { label: words.orderNumber, value: receipt.orderNumber },
        { label: words.paidOn, value: view.paidOn },
        { label: words.billedTo, value: `${receipt.customer.name} <${receipt.customer.email}>` },
      ],
      lines: [...view.lines.map((line) => row(line)), row(view.total, true), row(view.tax)],
      payment: [
        ...(view.payment ? [{ label: words.paymentMethod, value: view.payment }] : []),
        ...(receipt.reference ? [{ label: words.reference, value: receipt.reference }] : []),
      ],
      note: words.note,
      historyUrl: `${receipt.company.siteUrl.replace(/\/+$/, '')}/profile/transaction`,
    },
  });
}
