import type { Page } from '@playwright/test';
import { expect, hosts, seriousAxeViolations, signIn, speakEnglish, test } from './fixtures.ts';
import { arriveFromSite, buildCourse, openPreview, playsOverHls } from './studio-support.ts';

/**
 * The studio's promise end to end (issue 24, "Tests"): a contributor arrives from "Login As
 * Contributor", builds a course from nothing (a cover, a section, a video uploaded resumably and
 * transcoded, captions, a text lesson typed in the editor, a quiz), previews it as a learner and
 * publishes it; a learner then finds it in the catalogue, buys it in the payment sandbox and plays
 * its video over HLS. Only this test touches the course it makes.
 */

// axe is injected as an inline <script>, which the app's CSP rightly forbids: the studio's screens
// are checked with the policy bypassed; the learner's browser has the real policy (hls.js needs
// its blob: media and workers to be allowed by it, decision 45).
test.use({ bypassCSP: true });

async function noSeriousAxe(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page), `axe on ${screen}`).toEqual([]);
}

test('a contributor builds, previews and publishes a course with a video; a learner buys it and plays it over HLS', async ({
  page,
  browser,
}) => {
  // A clip through the whole ladder on the 2-core machine, beside other browser tests.
  test.setTimeout(300_000);
  await arriveFromSite(page);
  await page.getByLabel('Bahasa', { exact: true }).selectOption('en');

  // The course: its details, a cover, and a curriculum of a video, a reading and a quiz.
  const title = `Studio Lighting ${Date.now().toString(36)}`;
  const courseUrl = await buildCourse(page, {
    title,
    price: '150000',
    section: 'Pembuka',
    video: { title: 'Selamat datang', seconds: 6, caption: 'Selamat datang' },
    reading: { title: 'Cahaya utama', before: 'Cahaya utama menentukan ', bold: 'bentuk' },
    quiz: {
      title: 'Kuis cahaya',
      question: 'Lampu mana yang paling terang?',
      right: 'Cahaya utama',
      wrong: 'Cahaya pengisi',
    },
    at: async (step) => {
      if (step === 'curriculum-video') await noSeriousAxe(page, 'the video lesson editor');
    },
  });

  // Opened again: the lesson knows only its MP4 file; the editor finds the video from it, and it
  // fits a 360 px screen with its buttons in reach.
  await page.reload();
  await page.getByRole('button', { name: /^Edit\b.*Selamat datang/ }).click();
  await expect(page.getByTestId('video-card').getByText('Video ready')).toBeVisible();
  await expect(page.getByTestId('video-card').getByText('Duration 0:06')).toBeVisible();
  await expect(page.getByTestId('captions-id').getByText('added')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  const replace = page.getByRole('button', { name: 'Replace video' });
  await replace.scrollIntoViewIfNeeded();
  await expect(replace).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Preview as learner: a new tab on the learners' site, the draft with the site's own course page
  // and player under a banner; its video plays its MP4 (no HLS for a draft).
  await page.goto(courseUrl);
  const preview = await openPreview(page, /^Preview as learner/);
  const banner = preview.getByRole('status').filter({ hasText: 'Preview of the draft' });
  await expect(banner).toContainText('Learners cannot see this course yet');
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText('This is a preview: the course cannot be bought here.')).toBeVisible();
  await noSeriousAxe(preview, 'the preview’s course page');
  await preview.getByRole('link', { name: 'Open the lessons' }).click();
  await expect(preview.getByRole('heading', { level: 1, name: 'Selamat datang' })).toBeVisible();
  await expect(preview.locator('video')).toHaveAttribute('src', /^\/api\/files\//);
  await expect(banner).toBeVisible();
  await noSeriousAxe(preview, 'the preview’s player');
  await preview.close();

  // Published: learners see it from now on.
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('status-badge')).toHaveText('Published');

  // A learner, in a browser of their own: the catalogue finds it, the sandbox sells it.
  const learnerContext = await browser.newContext();
  await speakEnglish(learnerContext);
  const learner = await learnerContext.newPage();
  await signIn(learner);
  await learner.goto(`${hosts.tenantA}/course-list?q=${encodeURIComponent(title)}`);
  await learner.getByRole('link', { name: title }).first().click();
  await expect(learner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await learner.getByRole('button', { name: /^Buy for Rp 150,000$/ }).click();
  await learner.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(learner).toHaveURL(/\/profile\/transaction$/);
  // The order just placed comes first, its Pay now focused.
  await expect(learner.locator(':focus')).toHaveAccessibleName(/^Pay now /);
  await learner.keyboard.press('Enter');
  await learner.getByRole('radio', { name: 'QRIS', exact: true }).check();
  await learner.getByRole('button', { name: /^Pay / }).click();
  await learner.getByRole('button', { name: 'Simulate successful payment' }).click();
  await expect(learner.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const start = learner.getByRole('link', { name: 'Start learning' });
  await expect(start).toHaveAttribute('href', /^\/learning\/\d+$/);

  // The video plays over HLS, every playlist and segment by its own signed link: with Chromium's
  // own HLS, then through hls.js where a browser has none.
  await start.click();
  await expect(learner.locator('video')).toBeVisible();
  // The video lesson by its id: once this page has played it through, the course's own address
  // would open the next lesson not done.
  const videoHref = await learner
    .getByRole('complementary')
    .getByRole('link', { name: /^Selamat datang/ })
    .getAttribute('href');
  const lessonUrl = new URL(videoHref!, learner.url()).href;
  expect(await playsOverHls(learner, lessonUrl)).toBe('native-hls');
  const noNativeHls = await learnerContext.newPage();
  await noNativeHls.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
  expect(await playsOverHls(noNativeHls, lessonUrl)).toBe('hls.js');
  await learnerContext.close();
});
