import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@app/contract/commerce/schemas';
import { useSession } from '@/shared/session/session-store';
import { PAYMENT_POLL_MS } from '../api/get-booking';
import { goToGateway } from '../lib/gateway';
import {
  bookingFixture,
  fail,
  ok,
  page,
  renderWithApp,
  stubFetch,
  voucherFixture,
  type FetchCall,
} from '../lib/test-utils';
import { Component as Payment } from './payment';

vi.mock('../lib/gateway', () => ({ goToGateway: vi.fn() }));

/** HEMAT20's rule, as an order's voucher carries it: 20% off, up to Rp 50,000. */
const percentVoucher = { kind: 'percent', percent: 20, amount: null, max_discount: 50000 } as const;

const methods = {
  gateway: 'sandbox',
  test_mode: true,
  methods: [
    { id: 'qris', group: 'qris' },
    { id: 'bca_va', group: 'virtual_account' },
    { id: 'bni_va', group: 'virtual_account' },
    { id: 'gopay', group: 'ewallet' },
    { id: 'card', group: 'card' },
  ],
};

type Answer = { status?: number; body: unknown };
interface Api {
  booking: () => Answer;
  pay?: (call: FetchCall) => Answer;
  apply?: (call: FetchCall) => Answer;
  remove?: () => Answer;
  vouchers?: unknown[];
}

function api({ booking, pay, apply, remove, vouchers = [] }: Api) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/v1/payments/methods') return ok(methods);
    if (path === '/api/v1/vouchers/history') return page(vouchers);
    if (path === '/api/v1/bookings/apply_voucher' && apply) return apply(call);
    if (path === '/api/v1/bookings/remove_voucher' && remove) return remove();
    if (path.endsWith('/pay') && pay) return pay(call);
    if (path.startsWith('/api/v1/bookings/')) return booking();
    throw new Error(`unexpected ${call.method} ${path}`);
  });
}

const render = (route = '/payment?booking=42') => renderWithApp(<Payment />, { path: '/payment', route });

describe('Payment page', () => {
  beforeEach(() => useSession.getState().signIn('tok', 'consumer'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.mocked(goToGateway).mockClear();
    useSession.getState().clear();
  });

  it('shows the order, its price line by line, the methods by group and the test-mode note', async () => {
    api({ booking: () => ok(bookingFixture()) });
    render();
    expect(await screen.findByRole('link', { name: 'Python for Data Analysis' })).toBeInTheDocument();
    expect(screen.getByText('CDK-2026-000042')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const lines = within(summary)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    // The one money format (issue 23 item 2): symbol, a normal space, the sign before it.
    expect(lines).toEqual(['Rp 349,000', '-Rp 100,000', 'Rp 24,676', 'Rp 249,000']);
    expect(within(summary).getByText('Tax included (11%)')).toBeInTheDocument();
    expect(await within(summary).findByText('Test mode: no real money is charged.')).toBeInTheDocument();

    const fieldset = await screen.findByRole('group', { name: 'Payment method' });
    const groups = within(fieldset).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby'))).toEqual([
      'group-qris',
      'group-virtual_account',
      'group-ewallet',
      'group-card',
    ]);
    expect(screen.getByRole('radio', { name: 'QRIS' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'BCA Virtual Account' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'GoPay' })).toBeInTheDocument();
  });

  it('pays with the chosen method and leaves for the gateway’s page', async () => {
    const calls = api({
      booking: () => ok(bookingFixture()),
      pay: () =>
        ok({
          booking: bookingFixture({
            gateway: 'sandbox',
            payment_method: 'bca_va',
            payment_url: '/sandbox/checkout/k1',
          }),
          redirect_url: '/sandbox/checkout/k1',
        }),
    });
    render();
    await userEvent.click(await screen.findByRole('radio', { name: 'BCA Virtual Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay Rp 249,000' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('/sandbox/checkout/k1'));
    const pay = calls.find((c) => c.url.pathname === '/api/v1/bookings/42/pay')!;
    expect(pay.method).toBe('POST');
    expect(pay.body).toEqual({ method: 'bca_va' });
  });

  it('says so when the gateway does not answer, and stays', async () => {
    api({ booking: () => ok(bookingFixture()), pay: () => fail(502, 'Bad gateway') });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider is not answering');
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('polls every 3 s after a return from the gateway and shows the result as it changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current: Booking = bookingFixture({
      gateway: 'sandbox',
      payment_method: 'qris',
      payment_url: '/sandbox/checkout/k1',
      payment_status: 'pending',
    });
    const calls = api({ booking: () => ok(current) });
    render();
    expect(
      await screen.findByText('Waiting for your payment', { selector: 'p.font-bold' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the payment page again' })).toHaveAttribute(
      'href',
      '/sandbox/checkout/k1',
    );
    const polls = () => calls.filter((c) => c.url.pathname === '/api/v1/bookings/42').length;
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS + 50));
    await waitFor(() => expect(polls()).toBeGreaterThan(before));

    current = { ...current, status: 'paid', payment_status: 'paid', paid_at: '2026-03-10T08:05:00.000Z' };
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS + 50));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Payment received')).toBe(true);
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/learning/7');
    expect(screen.getByRole('button', { name: /Download receipt/ })).toBeInTheDocument();
    // Settled: no more asking.
    const settled = polls();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
    expect(polls()).toBe(settled);
  });

  it('does not poll an order nobody has started paying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api({ booking: () => ok(bookingFixture()) });
    render();
    await screen.findByRole('button', { name: /^Pay / });
    const count = calls.filter((c) => c.url.pathname === '/api/v1/bookings/42').length;
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
    expect(calls.filter((c) => c.url.pathname === '/api/v1/bookings/42').length).toBe(count);
  });

  it('after a declined card: says why, stops asking, and offers every method again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current: Booking = bookingFixture({
      gateway: 'sandbox',
      payment_method: 'card',
      payment_status: 'failed',
      expires_at: '2026-03-11T08:00:00.000Z',
    });
    const calls = api({
      booking: () => ok(current),
      pay: (call) => {
        current = {
          ...current,
          payment_method: (call.body as { method: Booking['payment_method'] }).method,
          payment_status: 'pending',
          payment_url: '/sandbox/checkout/k2',
        };
        return ok({ booking: current, redirect_url: '/sandbox/checkout/k2' });
      },
    });
    render('/payment?booking=42#payment-method');
    const why = await screen.findByText('Your Card payment did not go through.', { selector: 'strong' });
    const notice = why.closest('div')!;
    expect(notice).toHaveTextContent(
      /Nothing was charged\. The order is still open: pay with any method before 11 Mar 2026/,
    );
    // Coming to pay again, the focus is on why, just above the choice of method.
    await waitFor(() => expect(notice).toHaveFocus());
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Your Card payment did not go through.'),
    ).toBe(true);
    expect(screen.queryByText('Waiting for your payment', { selector: 'p.font-bold' })).toBeNull();
    const count = calls.filter((c) => c.url.pathname === '/api/v1/bookings/42').length;
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
    expect(calls.filter((c) => c.url.pathname === '/api/v1/bookings/42').length).toBe(count);

    await userEvent.click(screen.getByRole('radio', { name: 'BCA Virtual Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay Rp 249,000' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('/sandbox/checkout/k2'));
    expect(calls.find((c) => c.url.pathname === '/api/v1/bookings/42/pay')!.body).toEqual({
      method: 'bca_va',
    });
  });

  it('after an expired attempt, says so without taking the focus when not asked to', async () => {
    api({ booking: () => ok(bookingFixture({ payment_method: 'bca_va', payment_status: 'expired' })) });
    render();
    const why = await screen.findByText('Your BCA Virtual Account payment ran out of time.', {
      selector: 'strong',
    });
    expect(why.closest('div')).not.toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Rp 249,000' })).toBeEnabled());
  });

  it('says the order has expired when paying comes too late', async () => {
    api({
      booking: () => ok(bookingFixture({ payment_method: 'card', payment_status: 'failed' })),
      pay: () => ({
        status: 409,
        body: { status: 409, message: 'Expired', error: { code: 'order_expired' } },
      }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order has passed its payment deadline. Order the course again to buy it.',
    );
  });

  for (const [status, heading] of [
    ['failed', 'Payment failed'],
    ['expired', 'Payment time ran out'],
    ['cancelled', 'Order cancelled'],
  ] as const) {
    it(`explains a ${status} order and offers to buy the course again`, async () => {
      api({ booking: () => ok(bookingFixture({ status })) });
      render();
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buy again' })).toHaveAttribute(
        'href',
        '/education/python-for-data-analysis',
      );
      expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    });
  }

  it('is a friendly not-found for a missing, malformed or unknown order', async () => {
    const calls = api({ booking: () => fail(404, 'Not found') });
    for (const route of ['/payment', '/payment?booking=abc', '/payment?booking=999']) {
      const view = render(route);
      expect(
        await screen.findByRole('heading', { name: 'We could not find this order' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My Transactions' })).toHaveAttribute(
        'href',
        '/profile/transaction',
      );
      view.unmount();
    }
    // Only the well-formed id was asked for, and only once: a 404 is not retried.
    expect(
      calls.filter((c) => c.url.pathname.startsWith('/api/v1/bookings/')).map((c) => c.url.pathname),
    ).toEqual(['/api/v1/bookings/999']);
  });

  it('applies a voucher: the code, its discount and the new total are shown and announced', async () => {
    const applied = bookingFixture({
      voucher: { ...percentVoucher, code: 'HEMAT20', name: 'Hemat 20%', discount: 49800 },
      total: 199200,
      tax_included: 19741,
    });
    const calls = api({ booking: () => ok(bookingFixture()), apply: () => ok(applied) });
    render();
    await userEvent.type(await screen.findByLabelText('Voucher code'), ' hemat20 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Voucher HEMAT20 applied: Rp 49,800 off. New total Rp 199,200.'),
    ).toHaveAttribute('aria-live', 'polite');
    // The applied voucher says its rule: the percent with its cap.
    expect(screen.getByText('20% off, up to Rp 50,000')).toBeInTheDocument();
    const post = calls.find((c) => c.url.pathname === '/api/v1/bookings/apply_voucher')!;
    expect(post.body).toEqual({ id: '42', voucher: 'hemat20' });
    expect(post.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Voucher HEMAT20')).toBeInTheDocument();
    expect(within(summary).getByText('-Rp 49,800')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Rp 199,200' })).toBeInTheDocument();
  });

  it('says why a code is refused, and keeps the order as it was', async () => {
    api({
      booking: () => ok(bookingFixture()),
      apply: () => ({
        status: 422,
        body: { status: 422, message: 'Refused', error: { code: 'voucher_min_purchase' } },
      }),
    });
    render();
    const box = await screen.findByLabelText('Voucher code');
    await userEvent.type(box, 'BIG100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const message = await screen.findByText('This order is below the voucher’s minimum purchase.');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('This order is below the voucher’s minimum purchase.');
    expect(screen.getByRole('button', { name: 'Pay Rp 249,000' })).toBeInTheDocument();
  });

  it('checks the code’s form before asking', async () => {
    const calls = api({ booking: () => ok(bookingFixture()), apply: () => ok(bookingFixture()) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a voucher code.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Voucher code'), 'no spaces!');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/only letters, digits and dashes/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/v1/bookings/apply_voucher')).toBe(false);
  });

  it('offers the learner’s available vouchers, and removes an applied one', async () => {
    let current = bookingFixture();
    api({
      booking: () => ok(current),
      vouchers: [voucherFixture()],
      apply: (call) => {
        current = bookingFixture({
          voucher: {
            code: String((call.body as { voucher: string }).voucher),
            name: 'Hemat 20%',
            ...percentVoucher,
            discount: 49800,
          },
          total: 199200,
        });
        return ok(current);
      },
      remove: () => {
        current = bookingFixture();
        return ok(current);
      },
    });
    render();
    // Each suggestion says its rule, the cap beside the percent.
    const suggestion = await screen.findByRole('button', { name: /Use voucher HEMAT20/ });
    expect(suggestion).toHaveTextContent('Hemat 20% · 20% off, up to Rp 50,000');
    await userEvent.click(suggestion);
    expect(await screen.findByText('You save Rp 49,800')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Voucher removed. Total Rp 249,000.')).toBeInTheDocument();
    expect(screen.getByLabelText('Voucher code')).toHaveFocus();
  });
});
