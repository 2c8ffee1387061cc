import type { Page } from '@playwright/test';
import {
  DEMO_LEARNER,
  expect,
  horizontalOverflow,
  hosts,
  mainHeading,
  seriousAxeViolations,
  test,
} from './fixtures.ts';

/**
 * The login wall of a course page (product §2): a visitor sent to log in sees what they would see,
 * the course's card, and comes back to the course once logged in. A company that opened its
 * course pages (the example company, added with `public_course_pages: true`) serves them to
 * visitors from the server, and buying there still asks for a login.
 */
const WALL = 'Log in or register to see this course';

/** The first course of a catalogue page, as a visitor sees it there: its slug and title. */
async function firstCourse(page: Page, origin: string) {
  await page.goto(`${origin}/education`);
  const link = page.locator('main article h3 a').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  return {
    slug: decodeURIComponent(href.replace('/education/', '')),
    title: (await link.textContent())!.trim(),
  };
}

const wall = (page: Page, name = WALL) => page.getByRole('region', { name });

test.describe('the login wall (course pages closed to visitors, the default)', () => {
  // axe is injected as an inline <script>, which the app's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });

  test('a visitor sees the course on the login page, logs in and lands on the course', async ({ page }) => {
    const course = await firstCourse(page, hosts.tenantA);
    await page.goto(`/education/${course.slug}`);
    await expect(page).toHaveURL(
      `${hosts.tenantA}/login?next=${encodeURIComponent(`/education/${course.slug}`)}`,
    );
    await expect(mainHeading(page)).toHaveText('Welcome back');
    await expect(wall(page).getByRole('heading', { level: 2, name: course.title })).toBeVisible();
    // The card is not a way round the wall: nothing in it to follow.
    await expect(wall(page).getByRole('link')).toHaveCount(0);

    // The same address, reloaded, comes from the server with the card and hydrates as it is.
    await page.reload();
    await expect(wall(page).getByRole('heading', { level: 2, name: course.title })).toBeVisible();

    // Register instead: the card comes along, and so does the way back.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register\?next=%2Feducation%2F/);
    await expect(wall(page).getByRole('heading', { level: 2, name: course.title })).toBeVisible();
    await page.locator('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Feducation%2F/);

    await page.getByLabel('Email address').fill(DEMO_LEARNER.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_LEARNER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${hosts.tenantA}/education/${course.slug}`);
    await expect(mainHeading(page)).toHaveText(course.title);
  });

  for (const [width, height] of [
    [360, 780],
    [1280, 900],
  ] as const) {
    test(`the wall at ${width} px: card and form in reading order, nothing wider than the screen, no axe violation`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      const course = await firstCourse(page, hosts.tenantA);
      await page.goto(`/education/${course.slug}`);
      const card = wall(page).locator('article');
      await expect(card).toBeVisible();
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      expect(await horizontalOverflow(page)).toBe(0);
      // On a phone the card comes between the heading and the form; from lg it sits beside them.
      const heading = (await mainHeading(page).boundingBox())!;
      const box = (await card.boundingBox())!;
      const email = (await page.getByLabel('Email address').boundingBox())!;
      if (width < 1024) {
        expect(box.y).toBeGreaterThan(heading.y);
        expect(email.y).toBeGreaterThan(box.y + box.height);
      } else {
        expect(box.x).toBeGreaterThan(email.x + email.width);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`login-wall-${width}.png`), fullPage: true });
    });
  }
});

test.describe('course pages open to visitors (public_course_pages)', () => {
  test('come from the server: with JavaScript off the course shows, and Buy leads to the login', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const course = await firstCourse(page, hosts.nusantara);
    const response = await page.goto(`${hosts.nusantara}/education/${course.slug}`);
    expect(response?.status()).toBe(200);
    await expect(mainHeading(page)).toHaveText(course.title);
    await expect(page.getByRole('link', { name: /^Buy for RM/ })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/education/${course.slug}`)}`,
    );
    await context.close();
  });

  test('a visitor sees the course page, and Buy asks to log in first, showing the course', async ({
    page,
  }) => {
    const course = await firstCourse(page, hosts.nusantara);
    await page.goto(`${hosts.nusantara}/education/${course.slug}`);
    await expect(mainHeading(page)).toHaveText(course.title);
    await expect(page).toHaveURL(`${hosts.nusantara}/education/${course.slug}`);
    // The company's word for a course is its own (a workshop).
    await expect(page.getByText('Log in or register first; you come back here to finish.')).toBeVisible();
    await page.getByRole('link', { name: /^Buy for RM/ }).click();
    await expect(page).toHaveURL(
      `${hosts.nusantara}/login?next=${encodeURIComponent(`/education/${course.slug}`)}`,
    );
    await expect(
      wall(page, 'Log in or register to see this workshop').getByRole('heading', {
        level: 2,
        name: course.title,
      }),
    ).toBeVisible();
  });
});
