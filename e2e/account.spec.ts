import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_MENTOR, expect, hosts, seriousAxeViolations, signIn, test } from './fixtures.ts';

/**
 * Accounts in a real browser against the real built app and API: register in three
 * steps, confirm from the outbox, log in, the account menu, profile and photo, change password,
 * log out; the login failure rules (product §5, §8); the contributor item; a stale token; phone login
 * with the code from the outbox. Nothing is mocked.
 */

const PASSWORD = 'demo-password-2026';
const NEW_PASSWORD = 'a much longer passphrase 🌱 2026';
/** A small real PNG (8×8, teal) for the profile photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mPgL8vDihiGlgQApWE8wYpLEGkAAAAASUVORK5CYII=',
  'base64',
);

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Messages the server kept for `to` (no SMTP in tests), newest first. */
async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${hosts.api}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: OutboxMessage[] }).data;
}

// axe is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const accountButton = (page: Page) => page.getByRole('button', { name: /My Account/ }).first();

test.describe('accounts', () => {
  test('register in three steps → confirm from the outbox → log in → menu → profile photo → change password → log out', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = unique();
    const email = `e2e.${id}@example.com`;
    const fullName = `Dewi E2E ${id.slice(-4)}`;

    // Step 1: name and email; next, previous and next again keep what was typed.
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Enter your full name.')).toBeVisible();
    await page.getByLabel('Full name').fill(fullName);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: password with confirmation.
    await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue(fullName);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('something else');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: phone. A reload keeps the draft, except the password, which is asked again.
    await expect(page.getByRole('heading', { name: 'Add your phone number' })).toBeVisible();
    await page.getByLabel('Phone number', { exact: true }).fill(`0857${id.slice(-8)}`);
    await page.reload();
    await expect(page.getByText('we do not keep passwords on this device')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Country code')).toHaveValue('+62');
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue(`857${id.slice(-8)}`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // This browser is on the server's machine and no SMTP server is set: the outbox is offered.
    await expect(page.getByRole('link', { name: 'Development: open the outbox' })).toBeVisible();

    // The confirmation mail, read from the outbox, links to /success-confirms?token=….
    const [mail] = await outbox(request, email);
    const link = mail?.links.find((l) => l.includes('/success-confirms?token='));
    expect(link, 'confirmation link in the mail').toBeTruthy();
    const url = new URL(link!);
    // On the tenant's primary domain and this server's port, whatever Host the request carried.
    expect(url.origin).toBe(hosts.tenantA);
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to login' }).click();

    // Log in by email.
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(accountButton(page)).toContainText(fullName);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('consumer');

    // The menu: exactly the product §2 items for a consumer, operable by keyboard.
    const button = accountButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My Courses',
      'My Transactions',
      'My Vouchers',
      'My CV',
      'Edit Profile',
      'Change Password',
      'Logout',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'My Courses' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My Courses' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My Transactions' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Edit profile from the menu; the item is then highlighted as the current page.
    await button.click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.mouse.click(5, 400); // a click outside closes the menu
    await expect(page.getByRole('menu')).toHaveCount(0);

    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Country')).toHaveValue('Indonesia');
    await page.getByLabel('Job title').fill('Data analyst');
    await page.getByLabel('City').fill('Bandung');
    await page.getByLabel('Website').fill('not a url');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a link starting with http:// or https://.')).toBeVisible();
    await page.getByLabel('Website').fill('https://dewi.example');
    await page
      .getByLabel('Choose photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
    await expect(accountButton(page).getByTestId('avatar-photo')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    // The navbar's avatar is now the uploaded photo's thumbnail.
    await expect(accountButton(page).getByTestId('avatar-photo')).toHaveAttribute('src', /\/media\//);
    await page.reload();
    await expect(page.getByLabel('Job title')).toHaveValue('Data analyst');
    await expect(page.getByLabel('Website')).toHaveValue('https://dewi.example');

    // Change password: a wrong current password is 'Please retry again' (product §5, §8).
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/profile\/changepassword$/);
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Please retry again')).toBeVisible();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    // Log out (product §4): the dialog, storage cleared, then / with a reload; the token is revoked.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(dialog).toContainText('You are logged out!');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const revoked = await request.get(`${hosts.api}/api/v1/users/edit`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(401);

    // A guarded route now redirects to /login; the new password logs in there.
    await page.goto('/profile/changepassword');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fchangepassword$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Back to the page that sent them to log in.
    await expect(page).toHaveURL(/\/profile\/changepassword$/);
    await expect(accountButton(page)).toContainText(fullName);
  });

  test('login failures: a wrong password says Incorrect login.; an unconfirmed email shows the alert and reloads', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill('learner@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect login.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const email = `e2e.unconfirmed.${unique()}@example.com`;
    const registered = await request.post(`${hosts.api}/api/v1/users/register`, {
      data: {
        email,
        password: PASSWORD,
        full_name: 'Not Yet Confirmed',
        phone_number: `857${unique().slice(-9)}`,
        phone_country_code: '+62',
        elearning_platform: 'localhost',
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Email Confirmation was Not Accepted!' })).toBeVisible();
    await expect(dialog).toContainText('Please Check Your Email!');
    // The login button's spinner has stopped behind the alert (issue 23 item 4).
    await expect(
      page.getByRole('button', { name: 'Log in', exact: true, includeHidden: true }),
    ).not.toHaveAttribute('aria-busy', 'true');
    // The login mailed a new link; the alert's button sends another, and says so.
    const links = async () => (await outbox(request, email)).length;
    const before = await links();
    await dialog.getByRole('button', { name: 'Send the confirmation again' }).click();
    await expect(dialog.getByRole('status')).toContainText(`If ${email} still needs confirming`);
    expect(await links()).toBe(before + 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false),
      )
      .toBe(false);
  });

  test('a contributor sees Login As Contributor, which opens the company’s studio signed in (issue 24)', async ({
    page,
  }) => {
    await signIn(page, { user: DEMO_MENTOR });
    await page.goto('/profile/mycourse');
    await accountButton(page).click();
    const menu = page.getByRole('menu');
    // product §2: the courses item is highlighted on my courses.
    await expect(menu.getByRole('menuitem', { name: 'My Courses' })).toHaveAttribute('aria-current', 'page');
    const contributor = menu.getByRole('menuitem', { name: 'Login As Contributor' });
    await expect(contributor).toBeVisible();
    // The company's studio, signed in with a one-time code that leaves the address at once
    // (e2e/studio.spec.ts walks the studio itself).
    await contributor.click();
    await expect(page).toHaveURL(`${hosts.studioA}/courses`);
    await page.goto(`${hosts.tenantA}/profile/mycourse`);

    // A consumer does not see it, whatever the case of the stored role.
    await page.evaluate(() => localStorage.setItem('role', 'CONTRIBUTOR'));
    await page.reload();
    await accountButton(page).click();
    await expect(page.getByRole('menuitem', { name: /Login As Contributor/ })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('role', 'consumer'));
    await page.reload();
    await accountButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Login As Contributor/ })).toHaveCount(0);
  });

  test('a stale token in storage ends at / with the token gone (product §8)', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'stale-token-that-the-server-never-issued-0001');
      localStorage.setItem('role', 'consumer');
    });
    await page.goto('/profile/edit');
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  test('phone login with the code from the outbox', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Phone' }).click();
    await expect(page.getByLabel('Country code')).toHaveValue('+62');
    await page.getByLabel('Phone number', { exact: true }).fill('0812-3456-7890');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We sent a 6-digit code to +62 81234567890')).toBeVisible();

    const [sms] = await outbox(request, '+6281234567890');
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
    expect(code, 'a 6-digit code in the SMS').toBeTruthy();
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    // Its own words, not the email login's (issue 23 item 1).
    await expect(page.getByRole('alert')).toHaveText(
      'The code is wrong or has expired. Please request a new one.',
    );
    await page.getByLabel('6-digit code').fill(code!);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(accountButton(page)).toContainText('Rina Wulandari');
  });

  test('the account menu works in the mobile menu at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page);
    await page.goto('/payment');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const button = accountButton(page);
    await expect(button).toBeVisible();
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'My Courses' })).toHaveAttribute('aria-current', 'page');
    const box = await menu.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await menu.getByRole('menuitem', { name: 'My Vouchers' }).click();
    await expect(page).toHaveURL(/\/profile\/voucher$/);
  });
});
