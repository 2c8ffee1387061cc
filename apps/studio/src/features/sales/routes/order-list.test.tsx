import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesOrder, SalesOrderDetail } from '@app/contract/sales/schemas';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as OrderList } from './order-list';
import { Component as OrderPage } from './order-page';

const order = (id: number, status: SalesOrder['status'], name: string): SalesOrder => ({
  id,
  order_number: `CEN-${String(id).padStart(6, '0')}`,
  status,
  currency: 'IDR',
  total_minor: 199000,
  method: 'qris',
  voucher_code: null,
  course: { id: 4, title: 'Data Analysis' },
  learner: { id: 30 + id, full_name: name, email: `${name.toLowerCase()}@example.com` },
  created_at: '2026-11-27T03:00:00.000Z',
  paid_at: status === 'paid' ? '2026-11-27T03:05:00.000Z' : null,
  refunded_at: null,
});

const options = {
  currency: 'IDR',
  time_zone: 'Asia/Jakarta',
  tax_rate: '11.00',
  today: '2026-11-28',
  courses: [{ id: 4, title: 'Data Analysis' }],
  vouchers: [],
  methods: ['qris', 'card'],
};

afterEach(() => vi.unstubAllGlobals());

function renderOrders(path: string, { detail }: { detail?: SalesOrderDetail | null } = {}) {
  const asked: URLSearchParams[] = [];
  const items = [order(12, 'paid', 'Ayu'), order(11, 'pending', 'Budi')];
  stubFetch((url) => {
    if (url.pathname === '/api/studio/sales/options')
      return json({ status: 200, message: 'OK', data: options });
    if (url.pathname.startsWith('/api/studio/sales/orders/'))
      return detail
        ? json({ status: 200, message: 'OK', data: detail })
        : json({ status: 404, message: 'No such order', error: { code: 'not_found' } }, 404);
    asked.push(url.searchParams);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const status = url.searchParams.get('status');
    const found = items.filter(
      (o) => (!status || o.status === status) && (!q || o.learner.full_name.toLowerCase().includes(q)),
    );
    return json({
      status: 200,
      message: 'OK',
      data: {
        items: found,
        page: Number(url.searchParams.get('page')),
        per_page: 25,
        has_more: url.searchParams.get('page') === '1' && !q && !status,
      },
    });
  });
  return {
    ...renderRoutes(
      [
        { path: '/sales/orders', Component: OrderList },
        { path: '/sales/orders/:id', Component: OrderPage },
      ],
      path,
    ),
    asked,
  };
}

describe('/sales/orders', () => {
  it('lists the orders with their state, method and total, and pages on', async () => {
    const { asked, router } = renderOrders('/sales/orders');
    expect(await screen.findByRole('link', { name: 'CEN-000012' })).toHaveAttribute(
      'href',
      '/sales/orders/12',
    );
    expect(screen.getByText(/Ayu · ayu@example.com/)).toBeInTheDocument();
    expect(within(screen.getByTestId('orders')).getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getAllByText('Rp 199,000')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(asked.at(-1)!.get('page')).toBe('2');
  });

  it('searches as one types and filters by status, in the address', async () => {
    const { asked, router } = renderOrders('/sales/orders');
    await screen.findByRole('link', { name: 'CEN-000012' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'budi');
    await waitFor(() => expect(asked.at(-1)!.get('q')).toBe('budi'));
    expect(await screen.findByRole('link', { name: 'CEN-000011' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CEN-000012' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(router.state.location.search).toContain('status=paid'));
    // The export takes the same filters, every page of them.
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/studio/sales/orders.csv?q=budi&status=paid',
    );
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument();
  });
});

describe('/sales/orders/:id', () => {
  const detail: SalesOrderDetail = {
    ...order(12, 'paid', 'Ayu'),
    voucher_code: 'HEMAT10',
    expires_at: '2026-11-28T03:00:00.000Z',
    refunds: [],
    refunded_minor: 0,
    refundable_minor: 199000,
    items: [
      {
        course_id: 4,
        title: 'Data Analysis',
        price_minor: 250000,
        discount_minor: 29000,
        voucher_discount_minor: 22000,
        total_minor: 199000,
        tax_rate: '11.00',
        tax_minor: 19721,
      },
    ],
    attempts: [
      {
        id: 5,
        gateway: 'sandbox',
        method: 'qris',
        gateway_order_id: 'CEN-000012-1',
        amount_minor: 199000,
        status: 'paid',
        reference: 'SBX-1',
        needs_refund_reason: null,
        created_at: '2026-11-27T03:01:00.000Z',
        updated_at: '2026-11-27T03:05:00.000Z',
      },
    ],
    notifications: [{ id: 8, gateway: 'sandbox', result: 'applied', created_at: '2026-11-27T03:05:00.000Z' }],
    events: [
      {
        id: 9,
        event: 'payment_status_changed',
        from: 'pending',
        to: 'paid',
        by: 'gateway',
        created_at: '2026-11-27T03:05:00.000Z',
      },
    ],
  };

  it('shows what was bought, the attempts, the notifications and the audit events', async () => {
    renderOrders('/sales/orders/12', { detail });
    expect(await screen.findByRole('heading', { name: 'Order CEN-000012' })).toBeInTheDocument();
    const item = screen.getByTestId('order-item');
    expect(item).toHaveTextContent('Voucher HEMAT10');
    expect(item).toHaveTextContent('-Rp 22,000');
    expect(item).toHaveTextContent('Of which tax (11%)Rp 19,721');
    const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
    expect(section('Payment attempts')).toHaveTextContent('CEN-000012-1');
    expect(section('Gateway notifications')).toHaveTextContent('applied');
    expect(section('Audit events')).toHaveTextContent('Waiting for payment → Paid');
  });

  it('says an order of another course or company is not in your sales', async () => {
    renderOrders('/sales/orders/99', { detail: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is not in your sales.');
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toBeInTheDocument();
  });
});
