import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesOrderDetail } from '@app/contract/sales/schemas';
import { json, renderRoutes, session, stubFetch } from '@/testing/render';
import { amountMinorOf } from '../components/refund-dialog';
import { Component as OrderPage } from './order-page';

afterEach(() => vi.unstubAllGlobals());

const detail: SalesOrderDetail = {
  id: 12,
  order_number: 'CEN-000012',
  status: 'paid',
  currency: 'IDR',
  total_minor: 199000,
  method: 'qris',
  voucher_code: 'HEMAT10',
  course: { id: 4, title: 'Data Analysis' },
  learner: { id: 42, full_name: 'Ayu', email: 'ayu@example.com' },
  created_at: '2026-11-27T03:00:00.000Z',
  paid_at: '2026-11-27T03:05:00.000Z',
  refunded_at: null,
  expires_at: '2026-11-28T03:00:00.000Z',
  items: [],
  attempts: [],
  notifications: [],
  events: [],
  refunds: [],
  refunded_minor: 0,
  refundable_minor: 199000,
};

function renderOrder(role: 'admin' | 'contributor') {
  const sent: unknown[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/studio/session')
      return json({ status: 200, message: 'OK', data: { ...session, user: { ...session.user, role } } });
    if (url.pathname === '/api/studio/sales/options')
      return json({ status: 200, message: 'OK', data: { time_zone: 'Asia/Jakarta' } });
    if (url.pathname === '/api/studio/sales/orders/12/refunds') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      if (body.amount_minor > 150000)
        return json(
          {
            status: 400,
            message: 'Bad',
            error: { code: 'validation', fields: { amount_minor: 'above_refundable' } },
          },
          400,
        );
      return json({
        status: 200,
        message: 'OK',
        data: {
          id: 3,
          booking_id: 12,
          kind: 'order',
          amount_minor: body.amount_minor,
          currency: 'IDR',
          status: 'succeeded',
          order_status: 'paid',
          gateway_reference: 'SBX-RF-1',
          created_at: '2026-11-28T03:00:00.000Z',
        },
      });
    }
    return json({ status: 200, message: 'OK', data: detail });
  });
  renderRoutes([{ path: '/sales/orders/:id', Component: OrderPage }], '/sales/orders/12');
  return sent;
}

describe('refunding an order', () => {
  it('reads amounts as people type them', () => {
    expect(amountMinorOf('50.000', 'IDR')).toBe(50000);
    expect(amountMinorOf('50000', 'IDR')).toBe(50000);
    expect(amountMinorOf('399,90', 'MYR')).toBe(39990);
    expect(amountMinorOf('1,234.50', 'MYR')).toBe(123450);
    expect(amountMinorOf('abc', 'IDR')).toBeNull();
  });

  it('offers a contributor no Refund button', async () => {
    renderOrder('contributor');
    expect(await screen.findByRole('heading', { name: 'Order CEN-000012' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('asks an admin how much and why, names the field of a problem, and sends a partial refund once', async () => {
    const sent = renderOrder('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order CEN-000012' });
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveValue('199000');
    // No reason: the field says so, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: /Refund Rp/ }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(/required|Required/);
    expect(sent).toEqual([]);
    // More than the server allows: its problem lands on the amount.
    await userEvent.clear(amount);
    await userEvent.type(amount, '160000');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Asked by the learner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund Rp 160,000' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    // A partial refund: the voucher cannot go back with it.
    expect(within(dialog).getByRole('checkbox', { name: /Give the voucher HEMAT10 back/ })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund Rp 50,000' }));
    expect(await screen.findByText(/Rp 50,000 refunded as a partial refund/)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      amount_minor: 50000,
      reason: 'Asked by the learner',
      return_voucher: false,
    });
    expect((sent[1] as { refund_key: string }).refund_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
