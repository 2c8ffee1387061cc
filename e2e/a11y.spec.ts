import { expect, hosts, publicPath, publicRoutes, seriousAxeViolations, settled, test } from './fixtures.ts';

/** WCAG 2.1 A/AA with axe-core: no serious or critical violation on any public page. */

// axe is injected as an inline <script>, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

test.describe('accessibility, tenant A', () => {
  for (const route of publicRoutes) {
    test(`${route} has no serious or critical axe violation`, async ({ page, request }) => {
      await page.goto(await publicPath(request, route));
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('Page not found has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/no/such/page-here');
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('tenant B home has no serious or critical axe violation', async ({ page }) => {
  await page.goto(`${hosts.tenantB}/`);
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
