import type { Page } from '@playwright/test';
import { companies, expect, hosts, mainHeading, settled, test } from './fixtures.ts';

/** product §1: branding comes from the company data of the domain; one build serves every tenant. */

interface Look {
  title: string;
  primary: string;
  buttonBackground: string;
  logoSrc: string;
  logoDigest: string;
}

async function lookOf(page: Page, origin: string, company: string): Promise<Look> {
  await page.goto(`${origin}/`);
  await settled(page);
  const logo = page.locator('header').getByRole('img', { name: company });
  await expect(logo).toBeVisible();
  // The navbar's Login link is a primary button (no token in a fresh context).
  const login = page.locator('header').getByRole('link', { name: 'Login', exact: true }).first();
  await expect(login).toBeVisible();
  const logoSrc = (await logo.getAttribute('src')) ?? '';
  return {
    title: await page.title(),
    primary: await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--tenant-primary').trim(),
    ),
    buttonBackground: await login.evaluate((el) => getComputedStyle(el).backgroundColor),
    logoSrc,
    // The image bytes themselves, so two URLs of one picture would not count as different logos.
    logoDigest: await page.evaluate(async (src) => {
      const bytes = await (await fetch(src)).arrayBuffer();
      const hash = await crypto.subtle.digest('SHA-256', bytes);
      return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
    }, logoSrc),
  };
}

test('the two tenants look different: name, colours and logo', async ({ page }) => {
  const a = await lookOf(page, hosts.tenantA, companies.tenantA);
  const b = await lookOf(page, hosts.tenantB, companies.tenantB);

  expect(a.title).toContain(companies.tenantA);
  expect(b.title).toContain(companies.tenantB);
  expect(a.primary).toMatch(/^#[0-9a-f]{3,8}$/i);
  expect(b.primary).toMatch(/^#[0-9a-f]{3,8}$/i);
  expect(a.primary).not.toBe(b.primary);
  expect(a.buttonBackground).not.toBe(b.buttonBackground);
  expect(a.buttonBackground).not.toBe('rgba(0, 0, 0, 0)');
  expect(a.logoSrc).not.toBe(b.logoSrc);
  expect(a.logoDigest).not.toBe(b.logoDigest);
});

test('the logo links to / and reloads the page', async ({ page }) => {
  await page.goto('/about');
  await expect(mainHeading(page)).toBeVisible();
  const logoLink = page
    .locator('header a')
    .filter({ has: page.getByRole('img', { name: companies.tenantA }) });
  await expect(logoLink).toHaveAttribute('href', '/');
  // product §2: "goes to / with a full reload": a marker on window does not survive a reload.
  await page.evaluate(() => Object.assign(window, { __beforeLogoClick: true }));
  await logoLink.click();
  await expect(page).toHaveURL(`${hosts.tenantA}/`);
  await expect(mainHeading(page)).toBeVisible();
  expect(await page.evaluate(() => '__beforeLogoClick' in window)).toBe(false);
});
