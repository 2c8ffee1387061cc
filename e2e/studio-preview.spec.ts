import { expect, hosts, seriousAxeViolations, test } from './fixtures.ts';
import { arriveFromSite, openPreview } from './studio-support.ts';

/** The demo mentor's published course with video lessons (Python Programming for Beginners). */
const DEMO_COURSE = 'Python';

// axe is injected as an inline <script>, which the app's CSP rightly forbids.
test.use({ bypassCSP: true });

/**
 * Issue 24 item 6, decision 47: "Preview as learner" opens the draft on the learners' site in a new
 * tab, drawn by the site's own course page and player under a banner.
 */
test.describe('preview as learner', () => {
  test('a contributor previews a course on the learners’ site, its page and a video lesson', async ({
    page,
  }) => {
    // The studio speaks the company's default language: Cendekia's is Indonesian.
    await arriveFromSite(page);
    // A published course of the demo mentor: it has video lessons (a course other tests are making
    // at the same time may have none yet).
    await page.goto(`${hosts.studioA}/courses?status=published&q=${encodeURIComponent(DEMO_COURSE)}`);
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
    const preview = await openPreview(page, 'Pratinjau sebagai peserta (membuka situs peserta di tab baru)');

    // The site reads in English (the test's language): the course page, with nothing to buy.
    const banner = preview.getByRole('status').filter({ hasText: 'Preview of the draft' });
    await expect(banner).toContainText('This is the version learners see now.');
    await expect(banner).toContainText(/This link works until /);
    const title = preview.getByRole('heading', { level: 1 });
    await expect(title).toContainText(DEMO_COURSE);
    const courseTitle = (await title.textContent())!;
    await expect(preview.getByRole('heading', { name: 'Reviews' })).toHaveCount(0);
    expect(await seriousAxeViolations(preview)).toEqual([]);

    // A video lesson in the player, the banner still above it; its MP4 plays (no HLS for a draft).
    await preview.getByRole('link', { name: 'Open the lessons' }).click();
    await expect(preview).toHaveURL(/\/preview\/[\w-]+\?lesson=-?\d+$/);
    const videoLesson = preview.getByRole('complementary').getByRole('link', { name: /Video/ }).first();
    await videoLesson.click();
    await expect(preview.locator('video')).toHaveAttribute('src', /^\/api\/files\//);
    await expect(banner).toBeVisible();
    expect(await seriousAxeViolations(preview)).toEqual([]);
    // A reload keeps the lesson; the course title leads back to the preview's course page.
    await preview.reload();
    await expect(preview.locator('video')).toBeVisible();
    await preview.getByRole('link', { name: courseTitle, exact: true }).click();
    await expect(preview).toHaveURL(/\/preview\/[\w-]+$/);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(courseTitle);
  });

  test('a link altered by hand says it does not work', async ({ page }) => {
    await page.goto(`${hosts.tenantA}/preview/${'A'.repeat(66)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This preview link does not work' }),
    ).toBeVisible();
  });
});
