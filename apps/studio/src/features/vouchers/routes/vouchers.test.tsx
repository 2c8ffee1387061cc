import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioVoucher } from '@app/contract/vouchers/schemas';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as VoucherEdit } from './voucher-edit';
import { Component as VoucherList } from './voucher-list';
import { Component as VoucherNew } from './voucher-new';

const options = {
  currency: 'IDR',
  time_zone: 'Asia/Jakarta',
  courses: [
    { id: 4, title: 'Data Analysis' },
    { id: 5, title: 'Python for Data' },
  ],
};

const voucher = (over: Partial<StudioVoucher> = {}): StudioVoucher => ({
  id: 9,
  code: 'HEMAT20',
  name: { en: '20% off', id: 'Diskon 20%', ms: 'Diskaun 20%' },
  kind: 'percent',
  percent: 20,
  amount_minor: null,
  max_discount_minor: 50_000,
  min_purchase_minor: 100_000,
  quota: 100,
  per_learner_limit: 1,
  valid_from: null,
  valid_until: '2026-12-31T23:59',
  course_ids: [],
  active: true,
  state: 'active',
  batch_id: null,
  uses: 3,
  paid_orders: 2,
  cost_minor: 99_600,
  currency: 'IDR',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => json({ status: 200, message: 'OK', data });

function renderPages(
  path: string,
  answer: (url: URL, init: RequestInit) => Response | undefined = () => undefined,
) {
  const sent: { url: URL; body: unknown }[] = [];
  stubFetch((url, init) => {
    if (init.method && init.method !== 'GET')
      sent.push({ url, body: JSON.parse(String(init.body ?? 'null')) });
    const own = answer(url, init);
    if (own) return own;
    if (url.pathname === '/api/studio/vouchers/options') return ok(options);
    if (url.pathname === '/api/studio/vouchers/9') return ok(voucher());
    return json({ status: 404, message: 'Not found', error: { code: 'not_found' } }, 404);
  });
  const view = renderRoutes(
    [
      { path: '/vouchers', Component: VoucherList },
      { path: '/vouchers/new', Component: VoucherNew },
      { path: '/vouchers/:id', Component: VoucherEdit },
    ],
    path,
  );
  return { ...view, sent };
}

describe('/vouchers', () => {
  it('lists the vouchers with their uses against the quota and what they cost', async () => {
    renderPages('/vouchers', (url) =>
      url.pathname === '/api/studio/vouchers'
        ? ok({ items: [voucher()], page: 1, per_page: 25, total: 1, currency: 'IDR' })
        : undefined,
    );
    const row = (await screen.findByRole('link', { name: 'HEMAT20' })).closest('li')!;
    expect(within(row).getByTestId('voucher-uses')).toHaveTextContent('3 / 100');
    expect(within(row).getByTestId('voucher-cost')).toHaveTextContent('Rp 99,600');
    expect(within(row).getByText(/20% up to Rp 50,000/)).toBeInTheDocument();
  });

  it('says when there are none yet, with the way to make one', async () => {
    renderPages('/vouchers', (url) =>
      url.pathname === '/api/studio/vouchers'
        ? ok({ items: [], page: 1, per_page: 25, total: 0, currency: 'IDR' })
        : undefined,
    );
    const empty = await screen.findByTestId('vouchers-empty');
    expect(within(empty).getByRole('heading', { name: 'No vouchers yet' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'New voucher' })).toHaveAttribute('href', '/vouchers/new');
  });
});

describe('/vouchers/new', () => {
  it('names each problem under its field and focuses the first, before anything is sent', async () => {
    const user = userEvent.setup();
    const { sent } = renderPages('/vouchers/new');
    await user.type(await screen.findByLabelText(/Percent off/), '150');
    await user.type(screen.getByLabelText('Valid from'), '2026-12-02T10:00');
    await user.type(screen.getByLabelText('Valid until'), '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    const code = screen.getByRole('textbox', { name: /^Code\s*\*/ });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/^This field is required\./);
    expect(screen.getByLabelText(/Percent off/)).toHaveAccessibleDescription(/^This number is too large/);
    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(/before the first day/);
    expect(sent).toEqual([]);
  });

  it('sends amounts in minor units and the picked courses, and shows the server’s problem under its field', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { sent, router } = renderPages('/vouchers/new', (url, init) => {
      if (url.pathname !== '/api/studio/vouchers' || init.method !== 'POST') return undefined;
      tries += 1;
      return tries === 1
        ? json(
            { status: 400, message: 'Taken', error: { code: 'validation', fields: { code: 'code_taken' } } },
            400,
          )
        : ok(voucher({ id: 9 }));
    });
    await user.type(await screen.findByRole('textbox', { name: /^Code\s*\*/ }), 'merdeka');
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    await user.type(screen.getByLabelText(/Amount off/), '25.000');
    await user.click(screen.getByRole('radio', { name: 'Only the ones I pick' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Python for Data' }));
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    const code = screen.getByRole('textbox', { name: /^Code\s*\*/ });
    await waitFor(() => expect(code).toHaveAccessibleDescription(/already has this code/));
    expect(sent[0]!.body).toMatchObject({
      code: 'MERDEKA',
      kind: 'fixed',
      amount_minor: 25_000,
      percent: null,
      course_ids: [5],
      per_learner_limit: 1,
    });
    await user.clear(code);
    await user.type(code, 'MERDEKA2');
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vouchers/9'));
  });

  it('generates N codes with a prefix and offers them as CSV', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:codes');
    URL.revokeObjectURL = vi.fn();
    const { sent } = renderPages('/vouchers/new', (url) =>
      url.pathname === '/api/studio/vouchers/batch'
        ? ok({
            batch_id: '0b5c5f7e-8d1b-4c3e-9a51-1f2e3d4c5b6a',
            codes: ['PARTNER-2345678923', 'PARTNER-ABCDEFGHJK'],
          })
        : undefined,
    );
    await user.click(await screen.findByRole('radio', { name: 'Generate codes' }));
    const count = screen.getByLabelText(/How many codes/);
    await user.clear(count);
    await user.type(count, '2');
    await user.type(screen.getByLabelText(/Prefix/), 'partner');
    await user.type(screen.getByLabelText(/Percent off/), '10');
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByRole('heading', { name: 'Codes generated: 2' })).toHaveFocus();
    expect(sent[0]!.body).toMatchObject({ count: 2, prefix: 'PARTNER', kind: 'percent', percent: 10 });
    expect(screen.getByTestId('batch-codes')).toHaveValue('PARTNER-2345678923\nPARTNER-ABCDEFGHJK');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', 'blob:codes');
  });
});

describe('/vouchers/:id', () => {
  it('shows the uses and cost, and deactivates the voucher', async () => {
    const user = userEvent.setup();
    renderPages('/vouchers/9', (url) =>
      url.pathname === '/api/studio/vouchers/9/deactivate'
        ? ok(voucher({ active: false, state: 'inactive', updated_at: '2026-11-02T00:00:00.000Z' }))
        : undefined,
    );
    expect(await screen.findByTestId('voucher-cost')).toHaveTextContent('Rp 99,600');
    expect(screen.getByLabelText(/Percent off/)).toHaveValue('20');
    expect(screen.getByLabelText(/Minimum purchase/)).toHaveValue('100000');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(/checkout no longer accepts it/)).toBeInTheDocument();
    expect(screen.getByTestId('voucher-state')).toHaveTextContent('Deactivated');
    expect(screen.getByRole('button', { name: 'Activate again' })).toBeInTheDocument();
  });
});
