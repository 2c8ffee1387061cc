import type { Locator } from '@playwright/test';
import { expect, settled, signIn, test } from './fixtures.ts';

/**
 * Focus and announcements (issue 28 items 1 and 3). axe on every page, in every language and at
 * both widths, is e2e/axe-sweep.spec.ts.
 */

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

/** The ring a user sees: the element's outline style and width, as drawn. */
const ringOf = (item: Locator) =>
  item.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

test('the account menu’s focused item has the ring every control has; the current page’s item only its tint (issue 28 item 3)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/transaction');
  await settled(page);
  const button = page.getByRole('button', { name: /My Account/ }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const current = page.getByRole('menuitem', { name: 'My Transactions' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  const first = page.getByRole('menuitem', { name: 'My Courses' });
  await expect(first).toBeFocused();
  expect(await ringOf(first)).toEqual({ style: 'solid', width: 3 });
  // Not focused, the current item shows no ring: the two never look alike.
  expect((await ringOf(current)).style).toBe('none');
  await page.keyboard.press('ArrowDown');
  await expect(current).toBeFocused();
  expect(await ringOf(current)).toEqual({ style: 'solid', width: 3 });
  expect((await ringOf(first)).style).toBe('none');
});
