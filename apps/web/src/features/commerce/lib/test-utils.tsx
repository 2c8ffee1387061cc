import type { Voucher } from '@app/contract/commerce/schemas';

export { renderWithApp, stubFetch, type FetchCall } from '@/shared/testing/render-with-app';
export { bookingFixture } from '@/shared/testing/booking-fixture';

/** Test-only: a success envelope, with `meta` for a page of a list. */
export const ok = (data: unknown, meta?: unknown) => ({ body: { status: 200, message: 'OK', data, meta } });

/** Test-only: a failure envelope. */
export const fail = (status: number, message: string, code = 'error') => ({
  status,
  body: { status, message, error: { code } },
});

/** Test-only: an order as the API answers it (amounts in minor units; IDR has none). */

export function voucherFixture(patch: Partial<Voucher> = {}): Voucher {
  return {
    id: 3,
    code: 'HEMAT20',
    name: 'Hemat 20%',
    description: 'Twenty percent off any course.',
    kind: 'percent',
    percent: 20,
    amount: null,
    max_discount: 50000,
    min_purchase: 100000,
    currency: 'IDR',
    starts_at: '2026-01-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
    scope: 'tenant',
    scope_name: null,
    quota_left: 12,
    uses_left: 1,
    status: 'available',
    ...patch,
  };
}

export const page = (data: unknown[], total = data.length, pageNo = 1) =>
  ok(data, { page: pageNo, limit: 10, total });
