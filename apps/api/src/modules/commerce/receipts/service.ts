import type { Locale } from '@app/contract/envelope';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import type { Log } from '../../../lib/log.ts';
import { formatMinor } from '@app/contract/money';
import { mailBrandOfRow, mailLanguage, renderMail } from '../../../lib/mail/render.ts';
import type { SqlRunner } from '../../../db/client.ts';
import type { Caller, CommerceContext } from '../context.ts';
import { limits } from '../limits.ts';
import type { Receipt } from './receipt.ts';
import { receiptMail, receiptView } from './receipt-mail.ts';
import { readReceipt, type ReceiptRow } from './queries.ts';

export function toReceipt(row: ReceiptRow, lang: Locale, siteUrl: string): Receipt {
  // The PDF embeds raster logos; an SVG logo is left out (the company name is printed anyway).
  const logo =
    row.logo_bytes && row.logo_type && /^image\/(png|jpeg)$/.test(row.logo_type)
      ? { bytes: Buffer.from(row.logo_bytes), contentType: row.logo_type }
      : null;
  return {
    lang,
    company: {
      name: row.company_name,
      address: row.address,
      supportEmail: row.support_email,
      primaryColor: row.primary_color,
      logo,
      siteUrl,
      timeZone: row.time_zone,
    },
    orderNumber: row.order_number,
    paidAt: new Date(row.paid_at ?? Date.now()),
    customer: { name: row.full_name, email: row.email },
    line: {
      title: (lang === 'id' ? row.title_id : lang === 'ms' ? row.title_ms : '') || row.title_en,
      price: Number(row.price_minor),
      discount: Number(row.discount_minor),
    },
    voucher: row.voucher_code
      ? { code: row.voucher_code, discount: Number(row.voucher_discount_minor) }
      : null,
    currency: row.currency,
    total: Number(row.total_minor),
    taxRate: Number(row.tax_rate),
    taxIncluded: Number(row.tax_minor),
    gateway: row.gateway,
    method: row.payment_method,
    reference: row.reference,
  };
}

/** The receipt PDF of one of the caller's paid orders. */
export async function receiptPdfOf(ctx: CommerceContext, caller: Caller, bookingId: number) {
  await ctx.limiter.check([[limits.receiptPdfUser, String(caller.user.id)]]);
  const row = await readReceipt(ctx.sql, bookingId, true);
  if (!row || row.user_id !== caller.user.id || row.tenant_id !== caller.tenant.id)
    throw notFound('Booking not found');
  if (row.status !== 'paid' && row.status !== 'refunded')
    throw conflict('A receipt exists once the order is paid', 'not_paid');
  const receipt = toReceipt(row, caller.lang, ctx.siteOrigin(caller.tenant));
  const pdf = await ctx.pdf.render('receipt', receipt, String(caller.user.id));
  return { pdf, filename: `receipt-${row.order_number}.pdf` };
}

/**
 * Mails the receipt of a paid order in the learner's language (the one they last used, else the
 * company's), with the company's brand; a failure is logged, never thrown.
 */
export async function sendReceiptMail(ctx: CommerceContext, bookingId: number, log: Log) {
  try {
    const row = await readReceipt(ctx.sql, bookingId, false);
    if (!row) return;
    const site = ctx.siteOrigin({ primaryHost: row.primary_host });
    const receipt = toReceipt(row, mailLanguage(row.language, row.default_locale), site);
    const mail = receiptMail(receipt, mailBrandOfRow(row, site));
    await ctx.messenger.send({ tenantId: row.tenant_id, channel: 'email', to: row.email, ...mail }, log);
  } catch (error) {
    log.error({ booking_id: bookingId, err: { message: (error as Error).message } }, 'receipt mail not sent');
  }
}

/** What a credit note needs of a refund (sales/refund-queries.ts). */
export interface CreditOf {
  bookingId: number;
  amountMinor: number;
  taxMinor: number;
  currency: string;
  at: Date;
  reason: string | null;
  reference: string | null;
}

/**
 * A refund's credit note (docs/decisions.md 50): the order's receipt, saying what went back, when
 * and its tax. In `lang`, or the learner's language when null (a mail: no logo bytes then).
 */
export async function creditNoteOf(
  sql: SqlRunner,
  siteOrigin: (tenant: { primaryHost: string }) => string,
  credit: CreditOf,
  lang: Locale | null,
) {
  const row = await readReceipt(sql, credit.bookingId, lang !== null);
  if (!row) return null;
  const site = siteOrigin({ primaryHost: row.primary_host });
  const receipt = toReceipt(row, lang ?? mailLanguage(row.language, row.default_locale), site);
  receipt.credit = { amount: credit.amountMinor, tax: credit.taxMinor, at: credit.at, reason: credit.reason };
  receipt.reference = credit.reference;
  return { row, receipt, site };
}

/** The learner's mail of a refund, in their language, with the credit note's rows. */
export async function creditNoteMail(
  sql: SqlRunner,
  siteOrigin: (tenant: { primaryHost: string }) => string,
  credit: CreditOf,
  ended: boolean,
) {
  const note = await creditNoteOf(sql, siteOrigin, credit, null);
  if (!note) return null;
  const { row, receipt, site } = note;
  const view = receiptView(receipt);
  const mail = renderMail('refund', {
    lang: receipt.lang,
    brand: mailBrandOfRow(row, site),
    data: {
      name: receipt.customer.name,
      orderNumber: receipt.orderNumber,
      course: receipt.line.title,
      amount: formatMinor(credit.amountMinor, credit.currency, receipt.lang),
      ended,
      rows: [
        { label: view.words.orderNumber, value: receipt.orderNumber },
        { label: view.dateLabel, value: view.paidOn },
        ...view.lines.filter((line) => line.amount !== '').map((l) => ({ label: l.label, value: l.amount })),
        { label: view.total.label, value: view.total.amount, strong: true },
        { label: view.tax.label, value: view.tax.amount },
      ],
      historyUrl: `${site.replace(/\/+$/, '')}/profile/transaction`,
    },
  });
  return { tenantId: row.tenant_id, to: row.email, mail };
}
