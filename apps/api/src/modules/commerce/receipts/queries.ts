import type { GatewayName, PaymentMethod } from '@app/contract/commerce/schemas';
import type { SqlRunner } from '../../../db/client.ts';

export interface ReceiptRow {
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
  title_ms: string;
  voucher_code: string | null;
  full_name: string;
  email: string;
  /** The learner's language (users.language), null when never said. */
  language: string | null;
  company_name: string;
  address: string;
  support_email: string;
  primary_color: string;
  default_locale: string;
  time_zone: string;
  primary_host: string;
  logo_media_id: string | null;
  logo_type: string | null;
  logo_bytes: Uint8Array | null;
  reference: string | null;
}

/**
 * Everything the receipt of a paid booking shows, read in one statement. The logo's bytes only
 * for the PDF: the mail, sent with every payment, links to it on the company's site.
 */
export async function readReceipt(sql: SqlRunner, bookingId: number, withLogo: boolean) {
  const [row] = await sql.query<ReceiptRow>(
    `SELECT b.tenant_id, b.user_id, b.status, b.order_number, b.paid_at, b.currency, b.price_minor,
            b.discount_minor, b.voucher_discount_minor, b.total_minor, b.tax_rate, b.tax_minor,
            b.gateway, b.payment_method, c.title_en, c.title_id, c.title_ms, v.code AS voucher_code,
            u.full_name, u.email, u.language, t.company_name, t.address, t.support_email, t.primary_color,
            t.default_locale, t.time_zone, t.primary_host, t.logo_media_id,
            m.content_type AS logo_type, CASE WHEN $2 THEN m.bytes END AS logo_bytes,
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
