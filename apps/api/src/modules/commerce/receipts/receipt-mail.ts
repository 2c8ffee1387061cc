import type { Locale } from '@app/contract/envelope';
import { formatMinor, INTL_LOCALE } from '@app/contract/money';
import { PAYMENT_METHOD_BRANDS, type GatewayName } from '@app/contract/commerce/schemas';
import type { Receipt } from './receipt.ts';

/**
 * The words and formatted values of a receipt, shared by the PDF (receipt-pdf.ts) and the mail
 * below so that both always say the same thing.
 */

/** Receipts show the time where the money was paid; the abbreviation is what people there read. */
const ZONE_OF_CURRENCY: Readonly<Record<string, { zone: string; label: string }>> = {
  IDR: { zone: 'Asia/Jakarta', label: 'WIB' },
  MYR: { zone: 'Asia/Kuala_Lumpur', label: 'MYT' },
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
  subject: (order: string, company: string) => string;
  greeting: (name: string) => string;
  intro: string;
  history: string;
  questions: (email: string) => string;
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
    courseDiscount: 'Course discount',
    voucher: (code) => `Voucher ${code}`,
    total: 'Total',
    taxIncluded: (rate) => `Of which tax (${rate})`,
    paymentMethod: 'Payment method',
    reference: 'Payment reference',
    note: 'Prices include tax.',
    card: 'Card',
    subject: (order, company) => `Your receipt for order ${order} — ${company}`,
    greeting: (name) => `Hi ${name},`,
    intro: 'Thank you for your payment. Here is your receipt.',
    history: 'Your orders and receipts:',
    questions: (email) => `Questions? Write to ${email}.`,
  },
  id: {
    title: 'Kuitansi',
    paid: 'LUNAS',
    orderNumber: 'Nomor pesanan',
    paidOn: 'Dibayar pada',
    billedTo: 'Ditagihkan kepada',
    description: 'Deskripsi',
    amount: 'Jumlah',
    courseDiscount: 'Diskon kursus',
    voucher: (code) => `Voucher ${code}`,
    total: 'Total',
    taxIncluded: (rate) => `Termasuk pajak (${rate})`,
    paymentMethod: 'Metode pembayaran',
    reference: 'Referensi pembayaran',
    note: 'Harga sudah termasuk pajak.',
    card: 'Kartu kredit/debit',
    subject: (order, company) => `Kuitansi pesanan ${order} — ${company}`,
    greeting: (name) => `Halo ${name},`,
    intro: 'Terima kasih atas pembayaran Anda. Berikut kuitansi Anda.',
    history: 'Pesanan dan kuitansi Anda:',
    questions: (email) => `Ada pertanyaan? Kirim email ke ${email}.`,
  },
  ms: {
    title: 'Resit',
    paid: 'DIBAYAR',
    orderNumber: 'Nombor pesanan',
    paidOn: 'Dibayar pada',
    billedTo: 'Dibilkan kepada',
    description: 'Keterangan',
    amount: 'Amaun',
    courseDiscount: 'Diskaun kursus',
    voucher: (code) => `Baucar ${code}`,
    total: 'Jumlah',
    taxIncluded: (rate) => `Termasuk cukai (${rate})`,
    paymentMethod: 'Kaedah pembayaran',
    reference: 'Rujukan pembayaran',
    note: 'Harga termasuk cukai.',
    card: 'Kad kredit/debit',
    subject: (order, company) => `Resit untuk pesanan ${order} — ${company}`,
    greeting: (name) => `Hai ${name},`,
    intro: 'Terima kasih atas bayaran anda. Ini resit anda.',
    history: 'Pesanan dan resit anda:',
    questions: (email) => `Ada soalan? Hantar e-mel ke ${email}.`,
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
  /** The order's lines: the course, then its discount and the voucher's when there are. */
  lines: ReceiptLine[];
  total: ReceiptLine;
  tax: ReceiptLine;
  paidOn: string;
  /** e.g. "QRIS (Midtrans)"; null when the booking has no method recorded. */
  payment: string | null;
}

export function formatPaidAt(paidAt: Date, currency: string, lang: Locale): string {
  const where = ZONE_OF_CURRENCY[currency.toUpperCase()] ?? { zone: 'UTC', label: 'UTC' };
  const when = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: where.zone,
  }).format(paidAt);
  return `${when} ${where.label}`;
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
  return {
    words,
    lines,
    total: { label: words.total, amount: money(receipt.total) },
    tax: { label: words.taxIncluded(rate), amount: money(receipt.taxIncluded) },
    paidOn: formatPaidAt(receipt.paidAt, currency, lang),
    payment: method ? (gateway ? `${method} (${gateway})` : method) : null,
  };
}

/** The mail that goes with a paid order: the receipt's lines as plain text, in its language. */
export function receiptMail(receipt: Receipt): { subject: string; text: string } {
  const view = receiptView(receipt);
  const { words } = view;
  const { company } = receipt;
  const site = company.siteUrl.replace(/\/+$/, '');
  const row = (line: ReceiptLine) => `${line.label}: ${line.amount}`;
  const text = [
    words.greeting(receipt.customer.name),
    '',
    words.intro,
    '',
    `${words.title} — ${company.name}`,
    `${words.orderNumber}: ${receipt.orderNumber}`,
    `${words.paidOn}: ${view.paidOn}`,
    `${words.billedTo}: ${receipt.customer.name} <${receipt.customer.email}>`,
    '',
    ...view.lines.map(row),
    row(view.total),
    row(view.tax),
    '',
    ...(view.payment ? [`${words.paymentMethod}: ${view.payment}`] : []),
    ...(receipt.reference ? [`${words.reference}: ${receipt.reference}`] : []),
    ...(view.payment || receipt.reference ? [''] : []),
    words.note,
    '',
    words.history,
    `${site}/profile/transaction`,
    '',
    words.questions(company.supportEmail),
    '',
    '-- ', // the usual signature separator, so mail clients fold the footer
    company.name,
    ...(company.address ? [company.address] : []),
    site,
    '',
  ].join('\n');
  return { subject: words.subject(receipt.orderNumber, company.name), text };
}
