import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '@app/contract/catalog/schemas';
import type { Booking } from '@app/contract/commerce/schemas';
import { useSession } from '@/shared/session/session-store';
import {
  courseFixture,
  ok,
  renderWithApp,
  stubFetch,
  type FetchCall,
} from '@/features/catalog/lib/test-utils';
import { CourseBuyButton } from './course-buy-button';
import { bookingFixture } from '@/shared/testing/booking-fixture';

const detail = (patch: Partial<CourseDetail> = {}): CourseDetail => ({
  ...courseFixture({ id: 7, price: 349000, discount_price: 249000 }),
  description: [],
  what_you_learn: [],
  requirements: [],
  mentor: {
    id: 7,
    name: 'Rina Wijaya',
    photo: '/media/9',
    headline: 'Data scientist',
    bio: '',
    courses_count: 3,
    students_count: 100,
    rating_avg: 4.5,
  },
  sections_count: 4,
  owned: false,
  ...patch,
});

const booking = bookingFixture;

const fail = (status: number, message: string) => ({
  status,
  body: { status, message, error: { code: 'x' } },
});
type Answer = { status?: number; body: unknown };

interface Api {
  /** This course's order as the server has it now (none by default). */
  current?: () => { booking: Booking | null; paid: boolean };
  buy: () => Answer | Promise<Answer>;
}

/** The API: this course's order and the answer to buying. */
function api({ current = () => ({ booking: null, paid: false }), buy }: Api) {
  return stubFetch((call: FetchCall) => {
    if (call.url.pathname === '/api/v1/bookings/course') return ok(current());
    if (call.method === 'POST' && call.url.pathname === '/api/v1/bookings') return buy();
    throw new Error(`unexpected ${call.method} ${call.url.pathname}`);
  });
}

const render = (course = detail()) =>
  renderWithApp(<CourseBuyButton course={course} />, {
    path: '/education/:slug',
    route: '/education/python-for-data-analysis',
  });

const where = () => screen.getByTestId('location').textContent;

async function buyAndConfirm(label = /^Buy for /) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog');
  const text = dialog.textContent;
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  return text;
}

describe('BuyButton (product §8 buy alerts)', () => {
  beforeEach(() => {
    useSession.getState().signIn('tok', 'consumer');
    localStorage.setItem('user', JSON.stringify({ id: 5, email: 'rina@example.com', full_name: 'Rina' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('orders with the course id, user id and email, alerts verbatim, then goes to My Transactions', async () => {
    const calls = api({ buy: () => ok(booking()) });
    render();
    expect(await screen.findByRole('button', { name: 'Buy for Rp 249,000' })).toBeEnabled();
    const text = await buyAndConfirm();
    expect(text).toContain('You have order a course! Please continue payment in Profile - My Transaction!');
    await waitFor(() => expect(where()).toBe('/profile/transaction'));
    // My Transactions is told which order was just placed: it shows that one's Pay now first.
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', '{"placedOrder":42}');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers.authorization).toBe('Bearer tok');
    expect(Object.fromEntries(post.url.searchParams)).toMatchObject({
      course_id: '7',
      user_id: '5',
      email: 'rina@example.com',
    });
  });

  it('by keyboard: Buy keeps the focus while it orders (a disabled button would drop it to the page)', async () => {
    let answer: (a: Answer) => void = () => undefined;
    api({ buy: () => new Promise<Answer>((resolve) => (answer = resolve)) });
    render();
    const buy = await screen.findByRole('button', { name: 'Buy for Rp 249,000' });
    buy.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(buy).toHaveAttribute('aria-busy', 'true'));
    expect(buy).toHaveFocus();
    answer(ok(booking()));
    // (Escape on the alert is a browser test: jsdom's <dialog> has no Escape.)
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(where()).toBe('/profile/transaction'));
  });

  for (const message of ['You are already ordered this course', 'Course already purchased']) {
    it(`tells “being processed” on 409 “${message}”, then goes to My Transactions`, async () => {
      api({ buy: () => fail(409, message) });
      render();
      const text = await buyAndConfirm();
      expect(text).toContain('Your purchase is being processed. Please check your transactions for status.');
      await waitFor(() => expect(where()).toBe('/profile/transaction'));
      expect(screen.getByTestId('location')).toHaveAttribute('data-state', '{}');
    });
  }

  it('tells “being processed” on a 500 too', async () => {
    api({ buy: () => fail(500, 'Internal server error') });
    render();
    expect(await buyAndConfirm()).toContain(
      'Your purchase is being processed. Please check your transactions for status.',
    );
    await waitFor(() => expect(where()).toBe('/profile/transaction'));
  });

  for (const [status, message] of [
    [403, 'Forbidden'],
    [404, 'Course not found'],
    [409, 'Some other conflict'],
    [429, 'Too many requests'],
  ] as const) {
    it(`shows the error alert on ${status} “${message}” and stays on the course`, async () => {
      api({ buy: () => fail(status, message) });
      render();
      expect(await buyAndConfirm()).toContain(
        'An error occurred while processing your purchase. Please try again.',
      );
      expect(where()).toBe('/education/python-for-data-analysis');
    });
  }

  it('shows the error alert when the request gets no answer', async () => {
    api({ buy: () => Promise.reject(new TypeError('Failed to fetch')) });
    render();
    expect(await buyAndConfirm()).toContain(
      'An error occurred while processing your purchase. Please try again.',
    );
    expect(where()).toBe('/education/python-for-data-analysis');
  });

  it('enrols in a free course at once: a success alert, then the owned state', async () => {
    const free = booking({ status: 'paid', price: 0, discount: 0, total: 0, tax_included: 0 });
    let owned = false;
    api({
      current: () => ({ booking: owned ? free : null, paid: owned }),
      buy: () => {
        owned = true;
        return ok(free);
      },
    });
    render(detail({ price: 0, discount_price: null }));
    const text = await buyAndConfirm(/^Enrol for free$/);
    expect(text).toContain('You’re enrolled!');
    expect(await screen.findByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/learning/7',
    );
    expect(where()).toBe('/education/python-for-data-analysis');
  });

  it('offers Continue payment for an order waiting for payment', async () => {
    api({ current: () => ({ booking: booking(), paid: false }), buy: () => ok(booking()) });
    render();
    const link = await screen.findByRole('link', { name: 'Continue payment' });
    expect(link).toHaveAttribute('href', '/payment?booking=42');
    expect(screen.getByText(/CDK-2026-000042/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
  });

  it('offers Start learning once paid, and Buy again after a failed order', async () => {
    api({ current: () => ({ booking: booking({ status: 'paid' }), paid: true }), buy: () => ok(booking()) });
    const view = render();
    expect(await screen.findByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/learning/7',
    );
    view.unmount();
    vi.unstubAllGlobals();
    api({
      current: () => ({ booking: booking({ status: 'failed' }), paid: false }),
      buy: () => ok(booking()),
    });
    render();
    expect(await screen.findByRole('button', { name: /^Buy for / })).toBeEnabled();
  });
});

describe('BuyButton for a visitor (a course page open to visitors, product §2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the price and sends Buy to the login page that comes back to the course, asking nothing', async () => {
    const calls = api({ buy: () => ok(booking()) });
    render();
    const buy = await screen.findByRole('link', { name: 'Buy for Rp 249,000' });
    expect(buy).toHaveAttribute('href', '/login?next=%2Feducation%2Fpython-for-data-analysis');
    expect(screen.getByText('Log in or register first; you come back here to finish.')).toBeVisible();
    await userEvent.click(buy);
    expect(where()).toBe('/login?next=%2Feducation%2Fpython-for-data-analysis');
    // No order is looked up or placed without a session.
    expect(calls).toEqual([]);
  });
});
