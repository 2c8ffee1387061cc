import type { Booking } from '@app/contract/commerce/schemas';

/** An order as the API answers it, for the tests of the buying card and the commerce screens. */
export function bookingFixture(patch: Partial<Booking> = {}): Booking {
  return {
    id: 42,
    order_number: 'CDK-2026-000042',
    status: 'pending',
    course: { id: 7, slug: 'python-for-data-analysis', title: 'Python for Data Analysis', image: '/media/1' },
    currency: 'IDR',
    price: 349000,
    discount: 100000,
    voucher: null,
    total: 249000,
    tax_rate: 11,
    tax_included: 24676,
    gateway: null,
    payment_method: null,
    payment_url: null,
    payment_status: null,
    created_at: '2026-03-10T08:00:00.000Z',
    expires_at: '2026-03-11T08:00:00.000Z',
    paid_at: null,
    ...patch,
  };
}
