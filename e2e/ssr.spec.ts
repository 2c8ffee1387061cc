import type { Page } from '@playwright/test';
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

/** hydrateRoot marks its container: the app has taken the server's markup over. */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
  );

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

  test('paints the first screen, cover included, before it fetches the app, then hydrates (decision 26)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    for (const path of ['/', '/education', '/articles']) {
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(
        () =>
          new Promise<{ lcp: number; element: string; firstScript: number; marks: number; csp: string[] }>(
            (resolve) =>
              new PerformanceObserver((list) => {
                const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
                const scripts = performance
                  .getEntriesByType('resource')
                  .filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
                resolve({
                  lcp: last.startTime,
                  element: last.element?.tagName ?? '',
                  firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
                  marks: document.querySelectorAll('[elementtiming]').length,
                  csp: (window as unknown as { cspViolations: string[] }).cspViolations,
                });
              }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      expect(timing.element, `${path}: the largest paint is a cover`).toBe('IMG');
      expect(
        timing.firstScript,
        `${path}: the app's code is asked for after the largest paint`,
      ).toBeGreaterThan(timing.lcp);
      expect(timing.marks, `${path}: the Element Timing marks are gone before hydration`).toBe(0);
      expect(timing.csp, `${path}: nothing the content security policy refused`).toEqual([]);
    }
  });

  test('a browser without Element Timing starts the app once its first screen is decoded (decision 26)', async ({
    page,
  }) => {
    // As in Firefox and Safari: PerformanceObserver knows no 'element' entries. And the start
    // script's 2 s fallback never fires, so the app can only start by the decode path: what is
    // checked is which path started it, not how fast this machine is.
    await page.addInitScript(() => {
      const types = PerformanceObserver.supportedEntryTypes.filter((type) => type !== 'element');
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types });
      const setTimer = window.setTimeout.bind(window);
      let started = false;
      addEventListener('app:hydrated', () => (started = true), { once: true });
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
        !started && ms === 2_000 ? 0 : setTimer(handler, ms, ...rest)) as typeof window.setTimeout;
    });
    await page.goto('/education');
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.*\.js$/.test(e.name));
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        marks: document.querySelectorAll('[elementtiming]').length,
      };
    });
    // Started (it hydrated above, with the fallback switched off), and after the first paint.
    expect(timing.firstScript).toBeGreaterThan(timing.firstPaint);
    expect(timing.marks).toBe(0);
  });

  test('what is typed, sent or tapped before the app runs is handed to it once it does (decision 26)', async ({
    page,
  }) => {
    // The app's entry module is held back until the test lets it through.
    let release: (() => void) | undefined;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const appAskedFor = async () => {
      await expect.poll(() => typeof release).toBe('function');
      const go = release!;
      release = undefined;
      return go;
    };

    await page.goto('/login');
    await page.getByLabel('Email address').fill('learner@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Held, not sent as a plain form: the password never goes into the address.
    const start = await appAskedFor();
    expect(page.url()).not.toContain('password');
    await expect(page.getByRole('alert')).toHaveCount(0);
    start();
    // Sent by the app with what was typed: the server's answer shows.
    await expect(page.getByRole('alert')).toHaveText('Incorrect login.');
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.reload();
    await page.getByRole('tab', { name: 'Phone' }).click();
    (await appAskedFor())();
    await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Phone number', { exact: true })).toBeVisible();

    // The navbar's search keeps its words in the app's state: what was typed reaches it too.
    await page.reload();
    const search = page
      .getByRole('search', { name: /^Search/ })
      .first()
      .getByRole('searchbox');
    await search.fill('data');
    await search.press('Enter');
    (await appAskedFor())();
    await expect(page).toHaveURL(/\/course-list\?q=data$/);
    await expect(mainHeading(page)).toContainText('data');

    // A language chosen in the navbar's select.
    await page.goto('/');
    await page.locator('header').getByRole('combobox', { name: 'Language' }).selectOption('id');
    (await appAskedFor())();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(
      page.locator('header').getByRole('link', { name: 'Masuk', exact: true }).first(),
    ).toBeVisible();
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
