import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesFigures } from '@app/contract/sales/schemas';
import { json, renderRoutes, session, stubFetch } from '@/testing/render';
import { setLocale } from '@/shared/i18n/i18n';
import { Component as SalesDashboard } from './sales-dashboard';

const figures = (over: Partial<SalesFigures> = {}): SalesFigures => ({
  gross_minor: 0,
  voucher_minor: 0,
  tax_minor: 0,
  refund_minor: 0,
  net_minor: 0,
  paid_orders: 0,
  refunds: 0,
  orders: 0,
  converted: 0,
  ...over,
});

const options = {
  currency: 'IDR',
  time_zone: 'Asia/Jakarta',
  tax_rate: '11.00',
  today: '2026-11-28',
  courses: [
    { id: 4, title: 'Data Analysis' },
    { id: 9, title: 'Python' },
  ],
  vouchers: [{ id: 3, code: 'HEMAT10' }],
  methods: ['qris', 'card'],
};

const day1 = figures({
  gross_minor: 500000,
  voucher_minor: 50000,
  tax_minor: 44595,
  net_minor: 405405,
  paid_orders: 2,
  orders: 4,
  converted: 2,
});
const day2 = figures({
  gross_minor: 250000,
  tax_minor: 24775,
  refund_minor: 250000,
  refunds: 1,
  net_minor: 250000 - 24775 - 250000,
  paid_orders: 1,
  orders: 1,
  converted: 1,
});
const sum = (a: SalesFigures, b: SalesFigures) =>
  Object.fromEntries(
    Object.keys(a).map((k) => [k, a[k as keyof SalesFigures] + b[k as keyof SalesFigures]]),
  ) as SalesFigures;

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

/** The dashboard, the API answering two days of figures (or none); every summary query is kept. */
function renderDashboard(path = '/sales', { empty = false, fail = false } = {}) {
  const asked: URLSearchParams[] = [];
  stubFetch((url) => {
    if (url.pathname === '/api/studio/sales/options')
      return json({ status: 200, message: 'OK', data: options });
    // The tabs ask who is signed in (an admin has the payments to refund).
    if (url.pathname === '/api/studio/session') return json({ status: 200, message: 'OK', data: session });
    asked.push(url.searchParams);
    if (fail)
      return json(
        { status: 400, message: 'Bad', error: { code: 'validation', fields: { to: 'range_too_long' } } },
        400,
      );
    const from = url.searchParams.get('from')!;
    const series = empty
      ? [{ period: from, ...figures() }]
      : [
          { period: from, ...day1 },
          { period: '2026-11-28', ...day2 },
        ];
    return json({
      status: 200,
      message: 'OK',
      data: {
        currency: 'IDR',
        time_zone: 'Asia/Jakarta',
        tax_rate: '11.00',
        from,
        to: url.searchParams.get('to'),
        group: url.searchParams.get('group'),
        totals: empty ? figures() : sum(day1, day2),
        series,
      },
    });
  });
  const view = renderRoutes([{ path: '/sales', Component: SalesDashboard }], path);
  return { ...view, asked };
}

describe('/sales: the dashboard', () => {
  it('shows the range’s figures in rupiah, the last 30 days by default', async () => {
    const { asked } = renderDashboard();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByTestId('kpi-gross')).toHaveTextContent('Rp 750,000');
    expect(screen.getByTestId('kpi-vouchers')).toHaveTextContent('Rp 50,000');
    expect(screen.getByTestId('kpi-tax')).toHaveTextContent('Tax (11%)');
    expect(screen.getByTestId('kpi-refunds')).toHaveTextContent('Rp 250,000');
    expect(screen.getByTestId('kpi-refunds')).toHaveTextContent('Refunds (whole or partial): 1');
    expect(screen.getByTestId('kpi-net')).toHaveTextContent('Rp 380,630');
    expect(screen.getByTestId('kpi-conversion')).toHaveTextContent('60%');
    expect(screen.getByTestId('kpi-conversion')).toHaveTextContent('3 of 5 orders paid');
    expect(asked[0]!.get('from')).toBe('2026-10-30');
    expect(asked[0]!.get('to')).toBe('2026-11-28');
    expect(screen.getByRole('img', { name: /Net revenue from .*Rp 380,630 in total/ })).toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the API with them', async () => {
    const { asked, router } = renderDashboard();
    await screen.findByTestId('kpi-gross');
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'Python');
    await waitFor(() => expect(router.state.location.search).toContain('course=9'));
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'Week');
    await userEvent.selectOptions(screen.getByLabelText('Voucher'), 'Without a voucher');
    await waitFor(() => expect(asked.at(-1)!.get('voucher')).toBe('none'));
    const last = asked.at(-1)!;
    expect(last.get('course_id')).toBe('9');
    expect(last.get('group')).toBe('week');
    expect(router.state.location.search).toContain('group=week');
  });

  it('reads the filters from the address it is opened at', async () => {
    const { asked } = renderDashboard(
      '/sales?from=2026-01-01&to=2026-06-30&group=month&method=qris&voucher=3',
    );
    await screen.findByTestId('kpi-gross');
    expect(Object.fromEntries(asked[0]!)).toMatchObject({
      from: '2026-01-01',
      to: '2026-06-30',
      group: 'month',
      method: 'qris',
      voucher: '3',
    });
    expect(screen.getByLabelText('Payment method')).toHaveValue('qris');
  });

  it('switches the chart to its table, with every period and the totals', async () => {
    const { router } = renderDashboard();
    await screen.findByTestId('revenue-chart');
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Sales per period' });
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(table).getAllByRole('row');
    // Header, two periods, totals.
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('Total');
    expect(rows[3]).toHaveTextContent('Rp 380,630');
    expect(router.state.location.search).toContain('view=table');
    expect(screen.queryByTestId('revenue-chart')).toBeNull();
  });

  it('says so when nothing sold, and offers to reset the filters', async () => {
    renderDashboard('/sales?method=card', { empty: true });
    expect(await screen.findByRole('heading', { name: 'No sales in these days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset the filters' })).toBeInTheDocument();
  });

  it('words a refused range in the studio’s language', async () => {
    await setLocale('id');
    renderDashboard('/sales?from=2025-01-01&to=2026-01-01', { fail: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Pilih rentang yang lebih pendek/);
  });
});
