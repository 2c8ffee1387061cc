import { companies, expect, hosts, mainHeading, test } from './fixtures.ts';

/**
 * product §1: the app first checks the domain. Pending → loader; 409 → nothing; failure or no status
 * → Page not found with a support contact; otherwise the app in the tenant's branding.
 */
test.describe('domain gate', () => {
  for (const [tenant, company] of [
    ['tenantA', companies.tenantA],
    ['tenantB', companies.tenantB],
  ] as const) {
    test(`${hosts[tenant]} renders the app of ${company}`, async ({ page }) => {
      const check = page.waitForResponse((r) => r.url().endsWith('/api/cek-domain'));
      await page.goto(`${hosts[tenant]}/`);
      expect((await check).status()).toBe(200);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(company));
      await expect(page.locator('header').getByRole('img', { name: company })).toBeVisible();
    });
  }

  test('a suspended domain renders nothing once the check answers 409', async ({ page }) => {
    const check = page.waitForResponse((r) => r.url().endsWith('/api/cek-domain'));
    await page.goto(`${hosts.suspended}/`);
    expect((await check).status()).toBe(409);
    await expect(page.locator('#root')).toBeEmpty();
    // And it stays empty: nothing renders later either.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').innerHTML()).toBe('');
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  test('an unknown domain shows Page not found with the support contact', async ({ page }) => {
    const check = page.waitForResponse((r) => r.url().endsWith('/api/cek-domain'));
    await page.goto(`${hosts.unknown}/`);
    expect((await check).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const support = page.locator('a[href^="mailto:"]');
    await expect(support).toBeVisible();
    await expect(support).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
  });

  test("a full-screen loader says 'Loading...' while the check is pending", async ({ page }) => {
    // The check still reaches the real server, only later.
    await page.route('**/api/cek-domain', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    // A login-required page renders in the browser, behind the check (public pages come rendered).
    await page.goto('/profile/edit');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  });

  test('a server-rendered page shows before the check answers, and the SPA still makes it', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cek-domain', async (route) => {
      await held;
      await route.continue();
    });
    const check = page.waitForRequest((r) => r.url().endsWith('/api/cek-domain'));
    await page.goto('/');
    await check;
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    release();
  });
});
