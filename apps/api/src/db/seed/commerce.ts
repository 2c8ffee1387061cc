import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { SeededTenant } from './index.ts';

/**
 * The demo's commerce: the company's vouchers (from its folder, catalog/vouchers.json) given to
 * its demo accounts, so My Vouchers shows every state, and a paid order (with its payment) for
 * every course the demo learner already owns, so My Transactions has history and receipts.
 */
export async function seedCommerce(db: Db, tenant: SeededTenant) {
  const { id: tenantId, demo } = tenant;
  const scale = demo.currency === 'IDR' ? 1 : 100;
  // The demo accounts hold every voucher of their company, whatever its state.
  await db.execute(sql`
    INSERT INTO voucher_assignments (voucher_id, user_id)
    SELECT v.id, u.id FROM vouchers v JOIN users u ON u.tenant_id = v.tenant_id
     WHERE v.tenant_id = ${tenantId} AND u.email IN ('learner@example.com', 'mentor@example.com')
    ON CONFLICT DO NOTHING`);

  // A paid order for each course the demo learner owns, dated with the enrolment.
  const prefix = demo.slug.slice(0, 3).toUpperCase();
  await db.execute(sql`
    WITH owned AS (
      SELECT e.user_id, e.course_id, e.created_at, c.price, c.sale_price, nextval('bookings_id_seq')::int AS n,
             row_number() OVER (ORDER BY e.created_at) AS k
        FROM enrollments e JOIN courses c ON c.id = e.course_id JOIN users u ON u.id = e.user_id
       WHERE e.tenant_id = ${tenantId} AND u.email = 'learner@example.com'
    ), orders AS (
      INSERT INTO bookings (id, tenant_id, user_id, course_id, order_number, status, currency, price_minor,
                            discount_minor, total_minor, tax_rate, tax_minor, gateway, payment_method,
                            expires_at, paid_at, created_at, updated_at)
      SELECT n, ${tenantId}, user_id, course_id, ${prefix} || '-' || lpad(n::text, 6, '0'), 'paid', ${demo.currency},
             round(price * ${scale}), round((price - sale_price) * ${scale}), round(sale_price * ${scale}),
             ${demo.taxRate}, round(round(sale_price * ${scale}) * ${demo.taxRate} / (100 + ${demo.taxRate})),
             'sandbox', CASE WHEN k % 2 = 0 THEN 'card' WHEN ${demo.currency} = 'IDR' THEN 'qris' ELSE 'fpx' END,
             created_at + interval '1 day', created_at + interval '10 minutes', created_at, created_at
        FROM owned
      RETURNING id, order_number, total_minor, currency, payment_method, created_at
    )
    INSERT INTO payments (booking_id, gateway, method, gateway_order_id, amount_minor, currency, status,
                          reference, created_at, updated_at)
    SELECT id, 'sandbox', payment_method, order_number || '-1', total_minor, currency, 'paid',
           'SBX-DEMO' || id, created_at, created_at
      FROM orders`);
}
