import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hosts, signIn, test, type Session } from './fixtures.ts';

/**
 * Catalogue in a real browser against the real built app and API: browse, filter, search
 * with a typo, open a course, comment, like, rate; the comment failure alert (product §8); locale and
 * currency per tenant; axe on every catalogue screen. Nothing of our API is mocked: the failure test
 * only aborts the one request in flight.
 */

const LEARNING_AUTH = `Basic ${Buffer.from('learning:learning-demo').toString('base64')}`;

// Logins are rate limited per account (10 a minute): the demo learner signs in once per worker,
// and later tests keep that session.
let session: Session | null = null;
const signInOnce = async (page: Page) => (session = await signIn(page, session ? { session } : {}));

/** Before any page script runs: the language (product §3). */
async function prepare(page: Page, { locale = 'en' }: { locale?: string } = {}) {
  await page.addInitScript((loc) => localStorage.setItem('locale', loc), locale);
}

/** A course the demo learner owns, found through the learning host (so ratings can be tested). */
async function ownedCourse(request: APIRequestContext, session: Session) {
  const headers = { authorization: LEARNING_AUTH, 'x-auth-token': session.token };
  const list = await request.get(`${hosts.api}/api/courses/get-course-list?limit=100&lang=en`, { headers });
  expect(list.status()).toBe(200);
  const courses = ((await list.json()) as { data: { slug: string; title: string }[] }).data;
  for (const c of courses) {
    const show = await request.get(`${hosts.api}/api/courses/course-show/${c.slug}?lang=en`, { headers });
    const detail = ((await show.json()) as { data: { owned: boolean; slug: string; title: string } }).data;
    if (detail.owned) return detail;
  }
  throw new Error('The demo learner owns no course in the seed');
}

/** The cards of the page's course grid (not the best-seller row). */
const cards = (page: Page) => page.getByRole('list', { name: 'Course results' }).getByRole('article');

/** Wait until nothing on the page is loading any more. */
async function loaded(page: Page) {
  await expect(page.locator('main .skeleton')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test.describe('catalogue', () => {
  test('browse, filter by category, search with a typo, open a course, comment, like and rate', async ({
    page,
    request,
  }) => {
    test.slow();
    await prepare(page);
    const owned = await ownedCourse(request, await signInOnce(page));

    // Browse: the listing with its best sellers and a page of courses.
    await page.goto('/education');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    // Filter by a category: the URL says so, every card belongs to it, and Back undoes it.
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: /^Programming/ }).click();
    await expect(page).toHaveURL(/[?&]category=programming\b/);
    await expect(page.getByRole('heading', { level: 2, name: 'Programming' })).toBeVisible();
    await expect(categories.getByRole('link', { name: /^Programming/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The previous page's cards stay (aria-busy) until the filtered page arrives.
    await loaded(page);
    const filtered = await cards(page).count();
    expect(filtered).toBeGreaterThan(0);
    for (let i = 0; i < filtered; i++) await expect(cards(page).nth(i)).toContainText('Programming');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page).toHaveURL(/category=programming/);

    // Search a word with a typo from the navbar: lands on /course-list with results (product §4).
    const search = page.getByRole('search', { name: /^Search/ }).first();
    await search.getByRole('searchbox').fill('pyhton');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/course-list\?q=pyhton$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('pyhton');
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Python' }).first()).toBeVisible();

    // Open a course from the results.
    const first = cards(page).filter({ hasText: 'Python' }).first();
    const title = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/education\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Course content' })).toBeVisible();
    // Not owned and not ordered: the buying card offers Buy with the price (buying: commerce.spec.ts).
    await expect(page.getByRole('button', { name: /^Buy for / })).toBeEnabled();

    // Post a comment: it appears, as text.
    const text = `E2E <b>comment</b> ${Date.now()}`;
    await page.getByLabel('Add a comment').fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Your comment is posted.')).toBeVisible();
    const mine = page.locator('#comments li').filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(mine.locator('b')).toHaveCount(0);

    // Like it; the like survives a reload (it is on the server).
    const like = mine.getByRole('button', { name: /Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
    await page.reload();
    const again = page.locator('#comments li').filter({ hasText: text });
    await expect(again.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'true');
    // And unlike it again.
    await again.getByRole('button', { name: /Like/ }).click();
    await expect(again.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'false');

    // Not owned: no rating control, a note instead.
    if (!page.url().endsWith(`/${owned.slug}`)) {
      await expect(page.getByText('Learners who own this course can rate it.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save rating' })).toHaveCount(0);
    }

    // Rate a course the learner owns.
    await page.goto(`/education/${owned.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: owned.title })).toBeVisible();
    await expect(page.getByText('You own this course')).toBeVisible();
    const stars = page.getByRole('group', { name: /Rate this course|Your rating/ });
    const pick = (await stars.getByRole('radio', { name: '4 stars' }).isChecked()) ? '3 stars' : '4 stars';
    // Click the star itself, as a person would (the radio under it is visually hidden).
    await stars.locator('label', { has: page.getByRole('radio', { name: pick }) }).click();
    await expect(stars.getByRole('radio', { name: pick })).toBeChecked();
    await page.getByRole('button', { name: 'Save rating' }).click();
    await expect(page.getByText('Thank you, your rating is saved.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: pick }),
    ).toBeChecked();
  });

  test('posting a comment that fails shows the spec’s alert', async ({ page }) => {
    await prepare(page);
    await signInOnce(page);
    await page.goto('/course-list?q=excel');
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The request is cut off in flight (no fake answer): the network fails, the alert shows.
    await page.route(
      (url) => url.pathname === '/api/discuss/add-comment',
      (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()),
    );
    await page.getByLabel('Add a comment').fill('This one will not arrive');
    await page.getByRole('button', { name: 'Post comment' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Something went wrong. Please try again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Add a comment')).toHaveValue('This one will not arrive');
  });

  test('a search that finds nothing suggests a way on; an empty search does nothing', async ({ page }) => {
    await prepare(page);
    await page.goto('/education');
    const search = page.getByRole('search', { name: /^Search/ }).first();
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/education$/);
    await search.getByRole('searchbox').fill('zzqxqzz');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/course-list\?q=zzqxqzz$/);
    await expect(page.getByRole('heading', { name: 'No courses found for “zzqxqzz”' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Or browse a category' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/education\/category\/[a-z0-9-]+$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('paging is in the URL and survives a reload', async ({ page }) => {
    await prepare(page);
    await page.goto('/education');
    await expect(cards(page)).toHaveCount(24);
    const firstTitle = await cards(page).first().getByRole('heading').textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle!);
    await page.reload();
    await expect(page.getByText(/Page 2 of \d+/).first()).toBeVisible();
  });

  test('unknown courses and categories show Page not found', async ({ page }) => {
    await prepare(page);
    await signInOnce(page);
    await page.goto('/education/no-such-course-anywhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/education/category/no-such-category');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the course page needs a login', async ({ page }) => {
    await prepare(page);
    await page.goto('/education/python-for-data-analysis');
    // The login page names the course to come back to (e2e/login-wall.spec.ts shows its card).
    await expect(page).toHaveURL(/\/login\?next=%2Feducation%2Fpython-for-data-analysis$/);
  });

  test('bootcamps lists only bootcamps', async ({ page }) => {
    await prepare(page);
    await page.goto('/bootcamps');
    await expect(page.getByRole('heading', { level: 1, name: 'Bootcamps' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(cards(page).nth(i)).toContainText('Bootcamp');
  });

  test('prices follow the tenant’s currency and the reader’s locale', async ({ page, browser }) => {
    // Tenant A in Indonesian: rupiah without decimals.
    await prepare(page, { locale: 'id' });
    await page.goto('/education');
    const daftar = page.getByRole('list', { name: 'Daftar kursus' }).getByRole('article');
    await expect(daftar.first()).toContainText(/Rp\s?\d{1,3}(\.\d{3})+/);
    // Tenant B (acme.localhost) in Malay: ringgit with two decimals; Acme sells classes (kelas).
    const acme = await browser.newPage();
    await prepare(acme, { locale: 'ms' });
    await acme.goto(`${hosts.tenantB}/education`);
    const senarai = acme.getByRole('list', { name: 'Senarai kelas' }).getByRole('article');
    await expect(senarai.first()).toContainText(/RM\s?\d[\d,]*\.\d{2}/);
    await acme.close();
  });
});
