import type { GatewayName, PaymentMethod } from '@app/contract/commerce/schemas';
import type { Locale } from '@app/contract/envelope';
import { localeSchema } from '@app/contract/envelope';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import type { Log } from '../../../lib/log.ts';
import type { Caller, CommerceContext } from '../context.ts';
import { limits } from '../limits.ts';
import type { Receipt } from './receipt.ts';
import { receiptMail } from './receipt-mail.ts';

interface ReceiptRow {
  tenant_id: number;
  user_id: number;
  status: string;
  order_number: string;
  paid_at: Date | null;
  currency: string;
  price_minor: string;
  discount_minor: string;
  voucher_discount_minor: string;
  total_minor: string;
  tax_rate: string;
  tax_minor: string;
  gateway: GatewayName | null;
  payment_method: PaymentMethod | null;
  title_en: string;
  title_id: string;
  voucher_code: string | null;
  full_name: string;
  email: string;
  company_name: string;
  address: string;
  support_email: string;
  primary_color: string;
  default_locale: string;
  primary_host: string;
  logo_type: string | null;
  logo_bytes: Uint8Array | null;
  reference: string | null;
}

/**
 * Everything the receipt of a paid booking shows, read in one statement. The logo's bytes only
 * for the PDF: the mail, sent with every payment, does not carry it.
 */
async function readReceipt(ctx: CommerceContext, bookingId: number, withLogo: boolean) {
  const [row] = await ctx.sql.query<ReceiptRow>(
    `SELECT b.tenant_id, b.user_id, b.status, b.order_number, b.paid_at, b.currency, b.price_minor,
            b.discount_minor, b.voucher_discount_minor, b.total_minor, b.tax_rate, b.tax_minor,
            b.gateway, b.payment_method, c.title_en, c.title_id, v.code AS voucher_code,
            u.full_name, u.email, t.company_name, t.address, t.support_email, t.primary_color,
            t.default_locale, t.primary_host, m.content_type AS logo_type, CASE WHEN $2 THEN m.bytes END AS logo_bytes,
            (SELECT p.reference FROM payments p WHERE p.booking_id = b.id AND p.status = 'paid' AND p.needs_refund_at IS NULL
              ORDER BY p.id DESC LIMIT 1) AS reference
       FROM bookings b
       JOIN courses c ON c.id = b.course_id
       JOIN users u ON u.id = b.user_id
       JOIN tenants t ON t.id = b.tenant_id
       LEFT JOIN vouchers v ON v.id = b.voucher_id
       LEFT JOIN media m ON m.id = t.logo_media_id
      WHERE b.id = $1`,
    [bookingId, withLogo],
    'read_receipt',
  );
  return row ?? null;
}

function toReceipt(row: ReceiptRow, lang: Locale, siteUrl: string): Receipt {
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
    },
    orderNumber: row.order_number,
    paidAt: new Date(row.paid_at ?? Date.now()),
    customer: { name: row.full_name, email: row.email },
    line: {
      title: lang === 'id' && row.title_id ? row.title_id : row.title_en,
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
  const row = await readReceipt(ctx, bookingId, true);
  if (!row || row.user_id !== caller.user.id || row.tenant_id !== caller.tenant.id)
    throw notFound('Booking not found');
  if (row.status !== 'paid' && row.status !== 'refunded')
    throw conflict('A receipt exists once the order is paid', 'not_paid');
  const receipt = toReceipt(row, caller.lang, ctx.siteOrigin(caller.tenant));
  const pdf = await ctx.pdf.render('receipt', receipt, String(caller.user.id));
  return { pdf, filename: `receipt-${row.order_number}.pdf` };
}

/** Mails the receipt of a paid order in the tenant's language; a failure is logged, never thrown. */
export async function sendReceiptMail(ctx: CommerceContext, bookingId: number, log: Log) {
  try {
    const row = await readReceipt(ctx, bookingId, false);
    if (!row) return;
    const lang = localeSchema.catch('en').parse(row.default_locale);
    const mail = receiptMail(toReceipt(row, lang, ctx.siteOrigin({ primaryHost: row.primary_host })));
    await ctx.messenger.send(
      { tenantId: row.tenant_id, channel: 'email', to: row.email, subject: mail.subject, text: mail.text },
      log,
    );
  } catch (error) {
    log.error({ booking_id: bookingId, err: { message: (error as Error).message } }, 'receipt mail not sent');
  }
}
