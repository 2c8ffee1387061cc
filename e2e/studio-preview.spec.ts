import { expect, hosts, seriousAxeViolations, test } from './fixtures.ts';
import { arriveFromSite } from './studio-support.ts';

/** The demo mentor's published course with video lessons (Python Programming for Beginners). */
const DEMO_COURSE = 'Python';

// axe is injected as an inline <script>, which the app's CSP rightly forbids.
test.use({ bypassCSP: true });

/** Issue 24 item 6, decision 46: the studio's "Preview as learner" of a course's draft. */
test.describe('preview as learner', () => {
  test('a contributor previews a draft as learners will see it, under a preview banner', async ({ page }) => {
    // The studio speaks the company's default language: Cendekia's is Indonesian.
    await arriveFromSite(page);
    // A published course of the demo mentor: it has video lessons (a course other tests are making
    // at the same time may have none yet).
    await page.goto(`${hosts.studioA}/courses?status=published&q=${encodeURIComponent(DEMO_COURSE)}`);
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
    await page.getByRole('link', { name: 'Pratinjau sebagai peserta' }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/preview$/);
    const banner = page.getByRole('region', { name: /^Pratinjau: ini draf/ });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const curriculum = page.getByRole('navigation', { name: 'Isi kursus' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // A video lesson as the player shows it, the banner still above it.
    await curriculum.getByRole('button', { name: /Video/ }).first().click();
    await expect(page.locator('video')).toBeVisible();
    await expect(banner).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await banner.getByRole('link', { name: 'Kembali menyunting' }).click();
    await expect(page).toHaveURL(/\/courses\/\d+$/);
  });
});
