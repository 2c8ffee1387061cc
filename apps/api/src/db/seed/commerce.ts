import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { SeededTenant } from './index.ts';

const DAY = 86_400_000;

interface DemoVoucher {
  code: string;
  name: { en: string; id: string; ms: string };
  description: { en: string; id: string; ms: string };
  kind: 'percent' | 'fixed';
  percent?: number;
  /** Major units of the tenant's currency (converted to minor units below). */
  amount?: number;
  maxDiscount?: number;
  minPurchase?: number;
  /** Days from now; negative is in the past. */
  startsIn?: number;
  endsIn?: number;
  category?: string;
  quota?: number;
  usedCount?: number;
  welcome?: boolean;
  assignedOnly?: boolean;
}

const t = (en: string, id: string, ms: string) => ({ en, id, ms });

/**
 * Demo vouchers of each kind (docs/product.md §14): percent with a cap, fixed, a category one, a
 * welcome voucher every new account gets, one that is used up and one that has expired. The
 * demo accounts hold them, so My Vouchers shows every state.
 */
const VOUCHERS: Record<'IDR' | 'MYR', DemoVoucher[]> = {
  IDR: [
    {
      code: 'HEMAT20',
      name: t('20% off any course', 'Diskon 20% semua kursus', 'Diskaun 20% semua kursus'),
      description: t(
        'Save 20% on any course, up to Rp 50,000, for orders from Rp 100,000.',
        'Hemat 20% untuk kursus apa saja, maksimal Rp 50.000, untuk pesanan mulai Rp 100.000.',
        'Jimat 20% untuk mana-mana kursus, sehingga Rp 50,000, bagi pesanan dari Rp 100,000.',
      ),
      kind: 'percent',
      percent: 20,
      maxDiscount: 50_000,
      minPurchase: 100_000,
      endsIn: 90,
    },
    {
      code: 'SELAMATDATANG',
      name: t('Welcome voucher', 'Voucher selamat datang', 'Baucar selamat datang'),
      description: t(
        'Rp 25,000 off your first course.',
        'Potongan Rp 25.000 untuk kursus pertama Anda.',
        'Potongan Rp 25,000 untuk kursus pertama anda.',
      ),
      kind: 'fixed',
      amount: 25_000,
      endsIn: 365,
      welcome: true,
      assignedOnly: true,
    },
    {
      code: 'DATA50',
      name: t('Half price on data courses', 'Setengah harga kursus data', 'Separuh harga kursus data'),
      description: t(
        '50% off Data Analytics courses, up to Rp 150,000. 100 vouchers only.',
        'Diskon 50% kursus Analisis Data, maksimal Rp 150.000. Hanya 100 voucher.',
        'Diskaun 50% kursus Analitik Data, sehingga Rp 150,000. 100 baucar sahaja.',
      ),
      kind: 'percent',
      percent: 50,
      maxDiscount: 150_000,
      category: 'data-analytics',
      quota: 100,
      endsIn: 30,
    },
    {
      code: 'FLASHSALE',
      name: t('Flash sale', 'Flash sale', 'Jualan kilat'),
      description: t(
        'Rp 100,000 off: the first 50 learners only.',
        'Potongan Rp 100.000: hanya untuk 50 peserta pertama.',
        'Potongan Rp 100,000: 50 pelajar pertama sahaja.',
      ),
      kind: 'fixed',
      amount: 100_000,
      quota: 50,
      usedCount: 50,
      endsIn: 7,
    },
    {
      code: 'RAMADAN2026',
      name: t('Ramadan deal', 'Promo Ramadan', 'Promosi Ramadan'),
      description: t(
        '30% off during Ramadan 2026.',
        'Diskon 30% selama Ramadan 2026.',
        'Diskaun 30% sepanjang Ramadan 2026.',
      ),
      kind: 'percent',
      percent: 30,
      startsIn: -120,
      endsIn: -90,
    },
  ],
  MYR: [
    {
      code: 'SAVE15',
      name: t('15% off any course', 'Diskon 15% semua kursus', 'Diskaun 15% semua kursus'),
      description: t(
        'Save 15% on any course, up to RM 50, for orders from RM 100.',
        'Hemat 15% untuk kursus apa saja, maksimal RM 50, untuk pesanan mulai RM 100.',
        'Jimat 15% untuk mana-mana kursus, sehingga RM 50, bagi pesanan dari RM 100.',
      ),
      kind: 'percent',
      percent: 15,
      maxDiscount: 50,
      minPurchase: 100,
      endsIn: 90,
    },
    {
      code: 'WELCOME10',
      name: t('Welcome voucher', 'Voucher selamat datang', 'Baucar selamat datang'),
      description: t(
        'RM 10 off your first course.',
        'Potongan RM 10 untuk kursus pertama Anda.',
        'Potongan RM 10 untuk kursus pertama anda.',
      ),
      kind: 'fixed',
      amount: 10,
      endsIn: 365,
      welcome: true,
      assignedOnly: true,
    },
    {
      code: 'SAFETY25',
      name: t('Safety month', 'Bulan keselamatan', 'Bulan keselamatan'),
      description: t(
        '25% off Workplace Safety courses.',
        'Diskon 25% kursus Keselamatan Kerja.',
        'Diskaun 25% kursus Keselamatan Tempat Kerja.',
      ),
      kind: 'percent',
      percent: 25,
      category: 'workplace-safety',
      endsIn: 30,
    },
    {
      code: 'SOLDOUT',
      name: t('Launch offer', 'Promo peluncuran', 'Tawaran pelancaran'),
      description: t(
        'RM 40 off: the first 20 learners only.',
        'Potongan RM 40: hanya 20 peserta pertama.',
        'Potongan RM 40: 20 pelajar pertama sahaja.',
      ),
      kind: 'fixed',
      amount: 40,
      quota: 20,
      usedCount: 20,
      endsIn: 14,
    },
    {
      code: 'MERDEKA2026',
      name: t('Merdeka deal', 'Promo Merdeka', 'Promosi Merdeka'),
      description: t(
        '20% off for Merdeka 2026.',
        'Diskon 20% untuk Merdeka 2026.',
        'Diskaun 20% sempena Merdeka 2026.',
      ),
      kind: 'percent',
      percent: 20,
      startsIn: -100,
      endsIn: -80,
    },
  ],
};

/**
 * The demo's commerce: the tenant's vouchers, given to its demo accounts, and a paid order (with
 * its payment) for every course the demo learner already owns, so My Transactions has history
 * and receipts.
 */
export async function seedCommerce(db: Db, tenant: SeededTenant) {
  const { id: tenantId, demo } = tenant;
  const scale = demo.currency === 'IDR' ? 1 : 100;
  const minor = (major: number | undefined) => (major === undefined ? null : Math.round(major * scale));
  const at = (days: number | undefined) => (days === undefined ? null : new Date(Date.now() + days * DAY));
  for (const v of VOUCHERS[demo.currency]) {
    await db.execute(sql`
      INSERT INTO vouchers (tenant_id, code, name, description, kind, percent, amount_minor, max_discount_minor,
                            min_purchase_minor, starts_at, ends_at, scope, category_id, quota, used_count,
                            welcome, assigned_only)
      VALUES (${tenantId}, ${v.code}, ${JSON.stringify(v.name)}::jsonb, ${JSON.stringify(v.description)}::jsonb,
              ${v.kind}, ${v.percent ?? null}, ${minor(v.amount)}, ${minor(v.maxDiscount)},
              ${minor(v.minPurchase) ?? 0}, ${at(v.startsIn)}, ${at(v.endsIn)},
              ${v.category ? 'category' : 'tenant'},
              (SELECT id FROM categories WHERE tenant_id = ${tenantId} AND slug = ${v.category ?? ''}),
              ${v.quota ?? null}, ${v.usedCount ?? 0}, ${v.welcome ?? false}, ${v.assignedOnly ?? false})`);
  }
  // The demo accounts existed before the vouchers: give them every voucher of their tenant.
  await db.execute(sql`
    INSERT INTO voucher_assignments (voucher_id, user_id)
    SELECT v.id, u.id FROM vouchers v JOIN users u ON u.tenant_id = v.tenant_id
     WHERE v.tenant_id = ${tenantId} AND u.email IN ('learner@example.com', 'mentor@example.com')`);

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
