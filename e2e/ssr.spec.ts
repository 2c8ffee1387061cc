import { expect, hosts, mainHeading, publicPath, settled, test } from './fixtures.ts';

/**
 * Public pages come rendered from the server (product §17): with JavaScript off they show their
 * content; with it on they hydrate without a warning (the `hydration` fixture fails any test
 * whose page throws or warns about hydration).
 */
const serverRendered = [
  '/',
  '/education',
  '/education/category/:category',
  '/course-list',
  '/bootcamps',
  '/banner/:id',
  '/program/:id',
  '/articles',
  '/about',
  '/contact',
  '/corporate-solution',
  '/career',
  '/terms',
  '/privacy',
  '/refund',
  '/cancellation',
  '/faq',
  '/help',
  '/login',
  '/register',
  '/forgot-password',
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of serverRendered) {
    test(`${route} shows its content`, async ({ page, request }) => {
      const response = await page.goto(await publicPath(request, route));
      expect(response?.status()).toBe(200);
      await expect(mainHeading(page)).not.toBeEmpty();
      await expect(page.locator('header').getByRole('img', { name: 'Cendekia Academy' })).toBeVisible();
      await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    });
  }

  test('the catalogue lists its courses with prices, in the visitor language', async ({ page }) => {
    await page.goto('/education');
    await expect(page.getByRole('heading', { level: 1, name: /All/ })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await page.locator('main article').count()).toBeGreaterThan(3);
    await expect(page.locator('main article').first()).toContainText(/Rp|IDR/);
  });

  test('the FAQ shows its questions and an article list its articles', async ({ page }) => {
    await page.goto('/faq');
    await expect(
      page.locator('main').getByRole('button').or(page.locator('main details')).first(),
    ).toBeVisible();
    await page.goto('/articles');
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('tenant B in its own language and colours; unknown paths are Page not found with 404', async ({
    page,
  }) => {
    await page.goto(`${hosts.tenantB}/`);
    await expect(page.locator('header').getByRole('img', { name: 'Acme Academy' })).toBeVisible();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  for (const host of ['tenantA', 'tenantB'] as const)
    test(`every server-rendered page of ${host} hydrates cleanly`, async ({ page, request }) => {
      for (const route of serverRendered) {
        const path =
          route.includes(':') && host === 'tenantB' ? '/education' : await publicPath(request, route);
        await page.goto(`${hosts[host]}${path}`);
        await settled(page);
      }
    });

  test('a signed-in visitor hydrates the anonymous page, then sees the account menu', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('role', 'consumer');
    });
    // The server renders for an anonymous visitor; the stored session takes over after hydration
    // (this made-up token is then refused, which signs the visitor out: product §8).
    await page.goto('/articles');
    await expect(mainHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
});
