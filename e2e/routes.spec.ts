import { existsSync, rmSync, statSync } from 'node:fs';
import {
  expect,
  guardedPaths,
  horizontalOverflow,
  hosts,
  mainHeading,
  publicPath,
  publicRoutes,
  settled,
  test,
} from './fixtures.ts';

/** product §2: every route, on the smallest phone width we support. */
test.describe('public routes at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const route of publicRoutes) {
    test(`${route} renders a heading and does not scroll sideways`, async ({ page, request }) => {
      const path = await publicPath(request, route);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await settled(page);
      await expect(mainHeading(page)).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expect(page.getByText('Internal server error')).toHaveCount(0);
      expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBe(0);
    });
  }

  test('an unknown path shows Page not found', async ({ page }) => {
    await page.goto('/no/such/page-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('a full-page screenshot of the home page', async ({ page }) => {
    const out = new URL('./.artifacts/home-360.png', import.meta.url).pathname;
    rmSync(out, { force: true });
    await page.goto('/');
    await settled(page);
    await page.screenshot({ path: out, fullPage: true });
    expect(existsSync(out)).toBe(true);
    expect(statSync(out).size).toBeGreaterThan(10_000);
  });
});

test.describe('login-required routes', () => {
  for (const path of guardedPaths) {
    test(`${path} redirects to /login without a token`, async ({ page }) => {
      await page.goto(path);
      // A return address in the query is allowed; the path is /login.
      await expect(page).toHaveURL(new RegExp(`^${hosts.tenantA}/login(\\?.*)?$`));
      await expect(mainHeading(page)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  }
});
