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

test('a page change is heard: focus moves to the new page’s h1 and the page is named aloud (issue 28 item 1)', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  const announcer = page.getByTestId('route-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toBeEmpty();

  // By keyboard: the navbar's link to the catalogue, then Enter.
  const link = page.locator('header').getByRole('link', { name: 'All Courses' });
  await link.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(announcer).toHaveText((await heading.textContent())!.trim());

  // Back: the page is named, and focus is left to the browser.
  await page.goBack();
  await expect(announcer).toHaveText((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
});
