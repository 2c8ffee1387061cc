import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/session/session-store';
import { page, renderWithApp, stubFetch, voucherFixture, type FetchCall } from '../lib/test-utils';
import { Component as Vouchers } from './vouchers';

const render = (route = '/profile/voucher') =>
  renderWithApp(<Vouchers />, { path: '/profile/voucher', route });
const where = () => screen.getByTestId('location').textContent;
const statusOf = (call: FetchCall) => call.url.searchParams.get('q[status_eq]');

describe('My vouchers', () => {
  beforeEach(() => useSession.getState().signIn('tok', 'consumer'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('shows each voucher’s rule, code, minimum, validity, scope and what is left', async () => {
    stubFetch(() =>
      page([
        voucherFixture(),
        voucherFixture({
          id: 4,
          code: 'PYTHON-25K',
          name: 'Python 25K',
          kind: 'fixed',
          percent: null,
          amount: 25000,
          max_discount: null,
          min_purchase: 0,
          starts_at: null,
          ends_at: null,
          scope: 'course',
          scope_name: 'Python for Data Analysis',
          quota_left: null,
          status: 'used',
        }),
      ]),
    );
    render();
    const [first, second] = await screen.findAllByRole('article');
    const a = within(first!);
    expect(a.getByText('20% off, up to Rp 50,000')).toBeInTheDocument();
    expect(a.getByRole('heading', { name: 'Hemat 20%' })).toBeInTheDocument();
    expect(a.getByText('HEMAT20', { selector: 'code' })).toBeInTheDocument();
    expect(a.getByText('Min. purchase Rp 100,000')).toBeInTheDocument();
    expect(a.getByText('Valid 1 Jan 2026 – 31 Dec 2026')).toBeInTheDocument();
    expect(a.getByText('For every course')).toBeInTheDocument();
    expect(a.getByText('12 left')).toBeInTheDocument();
    expect(a.getByText('Available')).toBeInTheDocument();
    expect(a.getByRole('button', { name: /Copy code/ })).toBeInTheDocument();

    const b = within(second!);
    expect(b.getByText('Rp 25,000 off')).toBeInTheDocument();
    expect(b.getByText('For: Python for Data Analysis')).toBeInTheDocument();
    expect(b.getByText('No end date')).toBeInTheDocument();
    expect(b.getByText('Used')).toBeInTheDocument();
    expect(b.queryByText(/Min\. purchase/)).toBeNull();
    expect(b.queryByRole('button', { name: /Copy code/ })).toBeNull();
  });

  it('copies a code and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const clipboard = vi
      .spyOn(navigator, 'clipboard', 'get')
      .mockReturnValue({ writeText } as unknown as Clipboard);
    stubFetch(() => page([voucherFixture()]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy code HEMAT20' }));
    expect(writeText).toHaveBeenCalledWith('HEMAT20');
    expect(await screen.findByRole('button', { name: 'Copied! HEMAT20' })).toBeInTheDocument();
    expect(screen.getByText('Code HEMAT20 copied to the clipboard.')).toHaveAttribute('role', 'status');
    clipboard.mockRestore();
  });

  it('switches tabs with the keyboard and filters by status; Expired holds expired and used-up vouchers', async () => {
    const calls = stubFetch((call) =>
      page(
        statusOf(call) === 'expired'
          ? [voucherFixture({ id: 8, code: 'OLD', status: 'expired', ends_at: '2026-01-31T00:00:00.000Z' })]
          : statusOf(call) === 'used_up'
            ? [
                voucherFixture({
                  id: 9,
                  code: 'GONE',
                  status: 'used_up',
                  ends_at: '2026-02-28T00:00:00.000Z',
                }),
              ]
            : [voucherFixture()],
      ),
    );
    render();
    await screen.findByRole('article');
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', all.id);
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Available' })).toHaveFocus();
    await waitFor(() => expect(where()).toBe('/profile/voucher?tab=available'));
    await waitFor(() => expect(statusOf(calls.at(-1)!)).toBe('available'));

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(where()).toBe('/profile/voucher?tab=expired'));
    const articles = await screen.findAllByRole('article');
    expect(
      articles.map((a) => within(a).getByText(/^(OLD|GONE)$/, { selector: 'code' }).textContent),
    ).toEqual(['GONE', 'OLD']);
    expect(within(articles[0]!).getByText('Used up')).toBeInTheDocument();
    const last = calls.slice(-2).map(statusOf).sort();
    expect(last).toEqual(['expired', 'used_up']);
  });

  it('searches by name, 10 a page', async () => {
    const calls = stubFetch(() => page([voucherFixture()], 14));
    render('/profile/voucher?q=hemat');
    await screen.findByRole('article');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toMatchObject({
      page: '1',
      limit: '10',
      'q[name_cont]': 'hemat',
    });
    expect(screen.getByRole('searchbox', { name: 'Search vouchers' })).toHaveValue('hemat');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('has an empty state for each tab', async () => {
    stubFetch(() => page([], 0));
    const view = render('/profile/voucher?tab=used');
    expect(await screen.findByRole('heading', { name: 'No used vouchers' })).toBeInTheDocument();
    view.unmount();
    render('/profile/voucher');
    expect(await screen.findByRole('heading', { name: 'No vouchers yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/education');
  });
});
