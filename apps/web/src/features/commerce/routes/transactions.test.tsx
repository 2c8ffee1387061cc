import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@app/contract/commerce/schemas';
import { useSession } from '@/shared/session/session-store';
import { SEARCH_DEBOUNCE_MS } from '../components/search-field';
import { bookingFixture, fail, ok, page, renderWithApp, stubFetch, type FetchCall } from '../lib/test-utils';
import { Component as Transactions } from './transactions';

const render = (route: InitialEntry = '/profile/transaction') =>
  renderWithApp(<Transactions />, { path: '/profile/transaction', route });
const where = () => screen.getByTestId('location').textContent;
const historyCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/v1/bookings/history');

describe('My transactions', () => {
  beforeEach(() => useSession.getState().signIn('tok', 'consumer'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    useSession.getState().clear();
  });

  it('lists orders with course, order number, date, total and a status in words', async () => {
    stubFetch(() =>
      page(
        [
          bookingFixture(),
          bookingFixture({
            id: 41,
            order_number: 'CDK-2026-000041',
            status: 'paid',
            paid_at: '2026-03-09T08:00:00.000Z',
          }),
          bookingFixture({ id: 40, order_number: 'CDK-2026-000040', status: 'expired' }),
        ],
        3,
      ),
    );
    render();
    const orders = await screen.findAllByRole('article');
    expect(orders).toHaveLength(3);
    const first = within(orders[0]!);
    expect(first.getByRole('link', { name: 'Python for Data Analysis' })).toHaveAttribute(
      'href',
      '/education/python-for-data-analysis',
    );
    expect(orders[0]).toHaveTextContent('Order number CDK-2026-000042');
    expect(first.getByText('Waiting for payment')).toBeInTheDocument();
    expect(first.getByText('Rp 249,000')).toBeInTheDocument();
    expect(first.getByText('10 Mar 2026')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Pay now/ })).toHaveAttribute('href', '/payment?booking=42');
    expect(first.getByRole('button', { name: /Cancel/ })).toBeInTheDocument();
    expect(within(orders[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(orders[1]!).getByRole('button', { name: /Download receipt/ })).toBeInTheDocument();
    expect(within(orders[2]!).getByText('Expired')).toBeInTheDocument();
    expect(within(orders[2]!).queryByRole('button')).toBeNull();
    expect(screen.getByText('3 orders')).toBeInTheDocument();
  });

  it('names paying by how far it got; after a payment that did not go through, says why and offers Pay again', async () => {
    stubFetch(() =>
      page([
        bookingFixture({ id: 45, order_number: 'CDK-2026-000045' }),
        bookingFixture({
          id: 44,
          order_number: 'CDK-2026-000044',
          payment_method: 'qris',
          payment_status: 'pending',
        }),
        bookingFixture({
          id: 43,
          order_number: 'CDK-2026-000043',
          payment_method: 'card',
          payment_status: 'failed',
        }),
        bookingFixture({ payment_method: 'bca_va', payment_status: 'expired' }),
        bookingFixture({
          id: 41,
          order_number: 'CDK-2026-000041',
          status: 'cancelled',
          payment_status: 'failed',
        }),
      ]),
    );
    render();
    const [fresh, started, declined, expired, cancelled] = await screen.findAllByRole('article');
    expect(within(fresh!).getByRole('link', { name: 'Pay now CDK-2026-000045' })).toHaveAttribute(
      'href',
      '/payment?booking=45',
    );
    expect(within(started!).getByRole('link', { name: 'Continue payment CDK-2026-000044' })).toHaveAttribute(
      'href',
      '/payment?booking=44',
    );
    // Still waiting for payment, and payable any way until its deadline.
    expect(declined).toHaveTextContent('Waiting for payment');
    expect(declined).toHaveTextContent(
      'Your Card payment did not go through. Nothing was charged. The order is still open: pay with any method before 11 Mar 2026',
    );
    expect(within(declined!).getByRole('link', { name: 'Pay again CDK-2026-000043' })).toHaveAttribute(
      'href',
      '/payment?booking=43#payment-method',
    );
    expect(within(declined!).getByRole('button', { name: 'Cancel CDK-2026-000043' })).toBeInTheDocument();
    expect(expired).toHaveTextContent('Your BCA Virtual Account payment ran out of time.');
    expect(within(expired!).getByRole('link', { name: /Pay again/ })).toHaveAttribute(
      'href',
      '/payment?booking=42#payment-method',
    );
    // An order that has itself ended offers nothing (the specification offers no buying again here).
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(cancelled).not.toHaveTextContent('did not go through');
    expect(within(cancelled!).queryByRole('link', { name: /Pay/ })).toBeNull();
    expect(within(cancelled!).queryByRole('button')).toBeNull();
  });

  it('coming from a buy, puts the order just placed forward with a prominent Pay now that has the focus', async () => {
    stubFetch(() =>
      page([
        bookingFixture({ id: 50, order_number: 'CDK-2026-000050' }),
        bookingFixture({ id: 49, order_number: 'CDK-2026-000049' }),
      ]),
    );
    render({ pathname: '/profile/transaction', state: { placedOrder: 50 } });
    const [placed, older] = await screen.findAllByRole('article');
    expect(within(placed!).getByText('New order')).toBeInTheDocument();
    const payNow = within(placed!).getByRole('link', { name: 'Pay now CDK-2026-000050' });
    await waitFor(() => expect(payNow).toHaveFocus());
    expect(payNow).toHaveClass('min-h-12');
    expect(within(older!).queryByText('New order')).toBeNull();
    expect(within(older!).getByRole('link', { name: 'Pay now CDK-2026-000049' })).toHaveClass('min-h-9');
  });

  it('asks page 1, 10 a page, then filters by status in the URL and the query', async () => {
    const calls = stubFetch(() => page([bookingFixture()], 1));
    render();
    await screen.findByRole('article');
    expect(Object.fromEntries(historyCalls(calls)[0]!.url.searchParams)).toMatchObject({
      page: '1',
      limit: '10',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    await waitFor(() => expect(where()).toBe('/profile/transaction?status=paid'));
    await waitFor(() =>
      expect(historyCalls(calls).at(-1)!.url.searchParams.get('q[order_status_eq]')).toBe('paid'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(where()).toBe('/profile/transaction'));
    expect(historyCalls(calls).at(-1)!.url.searchParams.has('q[order_status_eq]')).toBe(false);
  });

  it('searches by course name once typing pauses, and keeps it in the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetch(() => page([bookingFixture()], 1));
    render('/profile/transaction?page=2');
    await screen.findByRole('article');
    const box = screen.getByRole('searchbox', { name: 'Search by course name' });
    fireEvent.change(box, { target: { value: 'pyt' } });
    fireEvent.change(box, { target: { value: 'python ' } });
    expect(where()).toBe('/profile/transaction?page=2');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    // A new search starts again from page 1.
    await waitFor(() => expect(where()).toBe('/profile/transaction?q=python'));
    await waitFor(() =>
      expect(historyCalls(calls).at(-1)!.url.searchParams.get('q[name_cont]')).toBe('python'),
    );
    expect(historyCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(historyCalls(calls).some((c) => c.url.searchParams.get('q[name_cont]') === 'pyt')).toBe(false);
  });

  it('pages through the orders, 10 a page', async () => {
    const calls = stubFetch((call) =>
      page(
        [bookingFixture({ id: Number(call.url.searchParams.get('page')) })],
        23,
        Number(call.url.searchParams.get('page')),
      ),
    );
    render();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where()).toBe('/profile/transaction?page=2'));
    await waitFor(() => expect(historyCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('2'));
  });

  it('has a friendly empty state that leads to the courses', async () => {
    stubFetch(() => page([], 0));
    render();
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/education');
  });

  it('says when no order matches the filters, and clears them', async () => {
    stubFetch(() => page([], 0));
    render('/profile/transaction?status=refunded&q=zzz');
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where()).toBe('/profile/transaction'));
  });

  it('cancels a pending order only after confirming', async () => {
    let current: Booking = bookingFixture();
    const calls = stubFetch((call) => {
      if (call.method === 'POST' && call.url.pathname === '/api/v1/bookings/42/cancel') {
        current = { ...current, status: 'cancelled' };
        return ok(current);
      }
      return page([current], 1);
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Cancel CDK-2026-000042/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('CDK-2026-000042');
    // Keeping it changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Cancel CDK-2026-000042/ }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order CDK-2026-000042 is cancelled.')).toBeInTheDocument();
    expect(await within(await screen.findByRole('article')).findByText('Cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('alerts when cancelling fails', async () => {
    stubFetch((call) => (call.method === 'POST' ? fail(409, 'Not pending') : page([bookingFixture()], 1)));
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Cancel CDK-2026-000042/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Could not cancel' })).toBeInTheDocument();
  });

  it('downloads the receipt of a paid order as receipt-<order number>.pdf', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const created = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const calls = stubFetch(() => page([bookingFixture({ status: 'paid' })], 1));
    const fetchStub = globalThis.fetch as ReturnType<typeof vi.fn>;
    const json = fetchStub.getMockImplementation() as (
      input: string | URL | Request,
      init?: RequestInit,
    ) => Promise<Response>;
    fetchStub.mockImplementation(async (input: string | URL | Request, init?: RequestInit) =>
      String(input).includes('/receipt')
        ? new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } })
        : json(input, init),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Download receipt/ }));
    await waitFor(() => expect(clicked).toEqual(['receipt-CDK-2026-000042.pdf']));
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
    const receiptCall = fetchStub.mock.calls.find(([url]) => String(url).includes('/receipt'))!;
    expect(String(receiptCall[0])).toContain('/api/v1/bookings/42/receipt');
    expect((receiptCall[1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer tok' });
    expect(calls.length).toBeGreaterThan(0);
    click.mockRestore();
  });
});
