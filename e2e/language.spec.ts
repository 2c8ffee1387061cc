import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from './fixtures.ts';

/** English, Bahasa Indonesia and Bahasa Melayu; the choice changes the UI and is remembered. */

const loginLink = (page: Page, name: string) =>
  page.locator('header').getByRole('link', { name, exact: true }).first();

test('the language switch in the navbar changes the UI text and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  await expect(loginLink(page, 'Login')).toBeVisible();

  await page.locator('header').getByRole('combobox', { name: 'Language' }).selectOption('id');
  await expect(loginLink(page, 'Masuk')).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  // The page's title changes with its language (issue 28 item 2).
  await expect(page).toHaveTitle('Kursus praktis dari para profesional Indonesia | Cendekia Academy');
  await page.locator('header').getByRole('combobox', { name: 'Bahasa' }).selectOption('ms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page).toHaveTitle(
    'Kursus praktikal daripada golongan profesional yang bekerja di Indonesia | Cendekia Academy',
  );
  await page.locator('header').getByRole('combobox', { name: 'Bahasa' }).selectOption('id');

  await page.reload();
  await expect(loginLink(page, 'Masuk')).toBeVisible();
  await expect(page.locator('header').getByRole('combobox', { name: 'Bahasa' })).toHaveValue('id');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the language switch sits in the menu and changes the UI text', async ({ page }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const language = page.locator('#mobile-menu').getByRole('combobox', { name: 'Language' });
    await expect(language).toBeVisible();
    await language.selectOption('id');
    await expect(
      page.locator('#mobile-menu').getByRole('link', { name: 'Masuk', exact: true }),
    ).toBeVisible();

    await page.reload();
    await expect(mainHeading(page)).toBeVisible();
    // The menu button speaks Indonesian now too.
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('combobox', { name: 'Bahasa' })).toHaveValue('id');
  });
});
