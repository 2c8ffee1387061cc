import type { Page } from '@playwright/test';
import { expect, horizontalOverflow, hosts, seriousAxeViolations, signIn, test } from './fixtures.ts';

/**
 * Buying and paying in a real browser against the real built app and API, through the built-in
 * sandbox gateway's own checkout page: buy → the §8 alert → My Transactions → Pay now → a voucher
 * → QRIS paid → the course says Start learning; a declined card and an expired payment that leave
 * the order payable (Pay again), then a virtual account that pays it; a free course; the "already
 * ordered" alert; a card with 3-D Secure on tenant B; cancelling; vouchers.
 * Nothing is mocked. Every test buys its own course, so the tests can run side by side with the
 * one demo learner.
 */

// axe is injected as an inline <script>, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

/** A call of the token client from the page, as the app makes it. */
async function api<T>(page: Page, token: string, path: string, method = 'GET') {
  return page.evaluate(
    async ({ path, method, token }) => {
      const res = await fetch(path, { method, headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: (await res.json()) as { data: unknown; message: string } };
    },
    { path, method, token },
  ) as Promise<{ status: number; body: { data: T; message: string } }>;
}

interface CourseRef {
  id: number;
  slug: string;
  title: string;
}

/** A course by slug, checked to be neither owned nor ordered by the learner yet. */
async function freshCourse(page: Page, token: string, slug: string): Promise<CourseRef> {
  const course = await page.evaluate(async (slug) => {
    const config = (await (await fetch('/config.json')).json()) as Record<string, string>;
    const basic = btoa(`${config.LEARNING_BASIC_USER}:${config.LEARNING_BASIC_PASSWORD}`);
    const res = await fetch(`/api/courses/course-show/${slug}?lang=en`, {
      headers: { authorization: `Basic ${basic}` },
    });
    return ((await res.json()) as { data: CourseRef }).data;
  }, slug);
  const mine = await api<{ booking: unknown; paid: boolean }>(
    page,
    token,
    `/api/v1/bookings/course?course_id=${course.id}`,
  );
  expect(mine.body.data, `${slug} is untouched in the demo data`).toEqual({ booking: null, paid: false });
  return course;
}

/** Clicks the buying card's button and confirms the alert; answers the alert's text. */
async function buyAndConfirm(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  return text;
}

/** The order of `course` in My Transactions (the list may hold other tests' orders too). */
const orderOf = (page: Page, course: CourseRef) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: course.title, exact: true }) });

/** Pays the open payment page with `method` and leaves for the sandbox's checkout page. */
async function payWith(page: Page, method: string) {
  await page.getByRole('radio', { name: method, exact: true }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
}

test.describe('buying and paying', () => {
  test('buy → §8 alert → My Transactions → Pay now → voucher → QRIS paid → Start learning', async ({
    page,
  }) => {
    test.slow();
    const { token } = await signIn(page);
    const course = await freshCourse(page, token, 'sql-for-business-analysts');

    await page.goto(`/education/${course.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    const alert = await buyAndConfirm(page, /^Buy for Rp 299,000$/);
    expect(alert).toContain('You have order a course! Please continue payment in Profile - My Transaction!');
    await expect(page).toHaveURL(/\/profile\/transaction$/);

    // The order just placed stands out, and its Pay now has the focus.
    const order = orderOf(page, course);
    await expect(order).toContainText('New order');
    await expect(order).toContainText('Waiting for payment');
    await expect(order).toContainText('Rp 299,000');
    await expect(order.getByRole('link', { name: /^Pay now / })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment\?booking=\d+$/);
    const bookingId = new URL(page.url()).searchParams.get('booking')!;

    // The voucher: 20% off, capped at Rp 50,000; the total and the tax included follow.
    await expect(page.getByText('Test mode: no real money is charged.')).toBeVisible();
    await page.getByLabel('Voucher code').fill('hemat20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('Voucher HEMAT20 applied: Rp 50,000 off. New total Rp 249,000.', { exact: true }),
    ).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText('Voucher HEMAT20');
    await expect(summary).toContainText(/Tax included \(11%\)\s*Rp 24,676/);
    await expect(page.getByRole('button', { name: 'Pay Rp 249,000', exact: true })).toBeVisible();

    await payWith(page, 'QRIS');
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await page.getByRole('button', { name: 'Simulate successful payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?booking=${bookingId}`));
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      `/learning/${course.id}`,
    );

    // The receipt downloads as receipt-<order number>.pdf.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download receipt/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^receipt-[A-Z]+-\d+\.pdf$/);

    await page.goto(`/education/${course.slug}`);
    await expect(page.getByText('You own this course')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start learning' })).toBeVisible();
    await page.goto('/profile/transaction?status=paid');
    await expect(orderOf(page, course)).toContainText('Paid');
  });

  test('a declined card leaves the order open: Pay again, an expired e-wallet, then a virtual account pays it', async ({
    page,
  }) => {
    test.slow();
    const { token } = await signIn(page);
    const course = await freshCourse(page, token, 'data-analysis-with-excel');
    await page.goto(`/education/${course.slug}`);
    await buyAndConfirm(page, /^Buy for /);
    await expect(page).toHaveURL(/\/profile\/transaction$/);
    const order = orderOf(page, course);
    await order.getByRole('link', { name: /^Pay now / }).click();
    const bookingId = new URL(page.url()).searchParams.get('booking')!;

    // The sandbox's denied test card.
    await payWith(page, 'Card');
    await page.getByLabel('Card number').fill('4911 1111 1111 1113');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?booking=${bookingId}&result=failure`));
    // Back on the same order, still payable: why, then the choice of method, with the focus there.
    const methods = page.getByRole('region', { name: 'Payment method' });
    const why = methods.locator('[tabindex="-1"]');
    await expect(why).toContainText('Your Card payment did not go through. Nothing was charged.');
    await expect(why).toBeFocused();
    await expect(page.getByRole('button', { name: /^Pay Rp / })).toBeEnabled();

    // My Transactions: the row says so and offers Pay again, at 360 px too.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/profile/transaction');
    await expect(order).toContainText('Waiting for payment');
    await expect(order).toContainText('Your Card payment did not go through.');
    await expect(order.getByRole('link', { name: /^Continue payment|^Pay now/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await order.getByRole('link', { name: /^Pay again / }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?booking=${bookingId}#payment-method$`));
    // The page opens at the choice of method, saying why.
    await expect(why).toBeFocused();
    await expect(why).toBeInViewport();
    await expect(page.getByRole('radio', { name: 'GoPay', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // An e-wallet payment that runs out of time ends that attempt only, too.
    await payWith(page, 'GoPay');
    await page.getByRole('button', { name: 'Simulate expired payment' }).click();
    await expect(methods.getByText('Your GoPay payment ran out of time.', { exact: true })).toBeVisible();

    // A virtual account pays the same order.
    await payWith(page, 'BCA Virtual Account');
    await expect(page.locator('.va')).toHaveText(/^70012\d{11}$/);
    await page.getByRole('button', { name: 'Simulate successful payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?booking=${bookingId}&result=success`));
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await page.getByRole('link', { name: 'Start learning' }).click();
    await expect(page).toHaveURL(new RegExp(`/learning/${course.id}$`));

    await page.goto(`/education/${course.slug}`);
    await expect(page.getByText('You own this course')).toBeVisible();
    await page.goto('/profile/transaction');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText('Paid');
    const mine = await api<{ booking: { id: number; status: string }; paid: boolean }>(
      page,
      token,
      `/api/v1/bookings/course?course_id=${course.id}`,
    );
    expect(mine.body.data).toMatchObject({ booking: { id: Number(bookingId), status: 'paid' }, paid: true });
  });

  test('a free course is enrolled at once', async ({ page }) => {
    const { token } = await signIn(page);
    const course = await freshCourse(page, token, 'career-kickstart-your-first-90-days');
    await page.goto(`/education/${course.slug}`);
    const alert = await buyAndConfirm(page, /^Enrol for free$/);
    expect(alert).toContain('You’re enrolled!');
    await expect(page).toHaveURL(new RegExp(`/education/${course.slug}$`));
    await expect(page.getByText('You own this course')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      `/learning/${course.id}`,
    );
  });

  test('buying a course that is already ordered says it is being processed', async ({ page }) => {
    const { token } = await signIn(page);
    const course = await freshCourse(page, token, 'statistics-for-decision-making');
    await page.goto(`/education/${course.slug}`);
    await expect(page.getByRole('button', { name: /^Buy for / })).toBeVisible();
    // Meanwhile the same learner orders it elsewhere (another tab, another device).
    const elsewhere = await api(page, token, `/api/v1/bookings?course_id=${course.id}`, 'POST');
    expect(elsewhere.status).toBe(200);

    const alert = await buyAndConfirm(page, /^Buy for /);
    expect(alert).toContain('Your purchase is being processed. Please check your transactions for status.');
    await expect(page).toHaveURL(/\/profile\/transaction$/);
    await expect(orderOf(page, course)).toHaveCount(1);

    // Back on the course, the open order is offered instead of a second one.
    await page.goto(`/education/${course.slug}`);
    await expect(page.getByRole('link', { name: 'Continue payment' })).toHaveAttribute(
      'href',
      /\/payment\?booking=\d+$/,
    );
  });

  test('a pending order is cancelled from My Transactions after confirming', async ({ page }) => {
    const { token } = await signIn(page);
    const course = await freshCourse(page, token, 'git-and-github-for-teams');
    const placed = await api<{ order_number: string }>(
      page,
      token,
      `/api/v1/bookings?course_id=${course.id}`,
      'POST',
    );
    await page.goto(`/profile/transaction?q=${encodeURIComponent(course.title)}`);
    const order = orderOf(page, course);
    await expect(order).toContainText('Waiting for payment');
    await order.getByRole('button', { name: /Cancel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toContainText(placed.body.data.order_number);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Order ${placed.body.data.order_number} is cancelled.`)).toBeVisible();
    await expect(order).toContainText('Cancelled');
    await expect(order.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  });

  test('tenant B: a card payment with 3-D Secure, in ringgit', async ({ page }) => {
    test.slow();
    const { token } = await signIn(page, { origin: hosts.tenantB });
    const methods = await api<{ methods: { id: string }[] }>(page, token, '/api/v1/payments/methods');
    expect(methods.body.data.methods.map((m) => m.id)).toEqual(expect.arrayContaining(['card', 'fpx']));
    const list = await page.evaluate(async () => {
      const config = (await (await fetch('/config.json')).json()) as Record<string, string>;
      const basic = btoa(`${config.LEARNING_BASIC_USER}:${config.LEARNING_BASIC_PASSWORD}`);
      const res = await fetch('/api/courses/get-course-list?limit=100&sort=price_desc&lang=en', {
        headers: { authorization: `Basic ${basic}` },
      });
      return ((await res.json()) as { data: { slug: string }[] }).data.map((c) => c.slug);
    });
    // The dearest course: the demo learner's own courses and the free one are cheaper.
    const course = await freshCourse(page, token, list[0]!);

    await page.goto(`${hosts.tenantB}/education/${course.slug}`);
    await buyAndConfirm(page, /^Buy for RM \d/);
    await orderOf(page, course)
      .getByRole('link', { name: /Pay now/ })
      .click();
    await expect(page.getByRole('button', { name: /^Pay RM [\d,]+\.\d{2}$/ })).toBeVisible();
    await payWith(page, 'Card');
    await page.getByLabel('Card number').fill('4811 1111 1111 1114');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByLabel('One-time password').fill('112233');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/acme\.localhost:\d+\/payment\?booking=\d+/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/RM [\d,]+\.\d{2}/);
  });
});

test.describe('commerce screens', () => {
  test('My Vouchers: tabs, search and copying a code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hosts.tenantA });
    await signIn(page);
    await page.goto('/profile/voucher');
    await expect(page.getByRole('heading', { level: 1, name: 'My Vouchers' })).toBeVisible();
    const codes = page.getByRole('tabpanel').locator('code');
    await expect(codes.filter({ hasText: 'SELAMATDATANG' })).toBeVisible();

    await page.getByRole('tab', { name: 'Expired' }).click();
    await expect(page).toHaveURL(/tab=expired/);
    await expect(codes.filter({ hasText: 'RAMADAN2026' })).toBeVisible();
    await expect(codes.filter({ hasText: 'FLASHSALE' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Used up');
    await expect(codes.filter({ hasText: 'SELAMATDATANG' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Available' }).click();
    await page.getByRole('searchbox', { name: 'Search vouchers' }).fill('welcome');
    await expect(page).toHaveURL(/q=welcome/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Copy code SELAMATDATANG' }).click();
    await expect(page.getByRole('button', { name: 'Copied! SELAMATDATANG' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SELAMATDATANG');
  });

  test('the payment page of an unknown order is a friendly not-found', async ({ page }) => {
    await signIn(page);
    await page.goto('/payment?booking=987654');
    await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
    await page.getByRole('link', { name: 'My Transactions' }).click();
    await expect(page).toHaveURL(/\/profile\/transaction$/);
  });

  test('the payment page highlights the courses item of the account menu (product §2)', async ({ page }) => {
    await signIn(page);
    for (const [path, item] of [
      ['/payment?booking=987654', 'My Courses'],
      ['/profile/transaction', 'My Transactions'],
      ['/profile/voucher', 'My Vouchers'],
    ] as const) {
      await page.goto(path);
      await page
        .getByRole('button', { name: /My Account/ })
        .first()
        .click();
      await expect(page.getByRole('menuitem', { name: item })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
    }
  });

  test('no serious axe violation and no sideways scrolling at 360 px on the commerce screens', async ({
    page,
  }) => {
    test.slow();
    const { token } = await signIn(page);
    const course = await freshCourse(page, token, 'seo-for-online-stores');
    const placed = await api<{ id: number }>(page, token, `/api/v1/bookings?course_id=${course.id}`, 'POST');
    const paid = await api<{ id: number; status: string }[]>(
      page,
      token,
      '/api/v1/bookings/history?q[order_status_eq]=paid',
    );
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of [
      '/profile/transaction',
      '/profile/voucher',
      '/profile/voucher?tab=expired',
      `/payment?booking=${placed.body.data.id}`,
      `/payment?booking=${paid.body.data[0]!.id}`,
      `/education/${course.slug}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('main .skeleton')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page), path).toEqual([]);
      expect(await horizontalOverflow(page), path).toBe(0);
    }
  });
});
