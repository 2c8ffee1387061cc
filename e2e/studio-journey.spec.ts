import type { Page } from '@playwright/test';
import { expect, hosts, seriousAxeViolations, signIn, speakEnglish, test } from './fixtures.ts';
import { arriveFromSite, coverPng, playsOverHls, videoClip } from './studio-support.ts';

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

  // The course: its details and a cover cropped to the card's ratio.
  await page.getByRole('link', { name: 'New course' }).first().click();
  const title = `Studio Lighting ${Date.now().toString(36)}`;
  await page.getByLabel(/^Title \(Bahasa Indonesia\)/).fill(title);
  await page.getByLabel(/^Category/).selectOption({ index: 1 });
  await page.getByLabel(/^Level/).selectOption('beginner');
  await page.getByLabel(/^Mentor/).selectOption({ index: 1 });
  await page.getByLabel(/^Price \(IDR\)/).fill('150000');
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng() });
  await page
    .getByRole('dialog', { name: 'Crop the cover' })
    .getByRole('button', { name: 'Use this crop' })
    .click();
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/media\//);
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(new RegExp(`${hosts.studioA}/courses/\\d+$`));
  const courseUrl = page.url();

  // The curriculum: a video (refused first when it is not one), its captions, a text lesson, a quiz.
  await page.getByRole('link', { name: 'Curriculum' }).click();
  await page.getByRole('button', { name: 'Add your first section' }).click();
  await page.getByLabel(/^Section title \(Bahasa Indonesia\)/).fill('Pembuka');
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page.getByLabel(/^Lesson title \(Bahasa Indonesia\)/).fill('Selamat datang');
  await page.getByLabel('Lesson type').selectOption('video');
  await page
    .getByTestId('video-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a video.' })).toBeVisible();
  await page
    .getByTestId('video-input')
    .setInputFiles({ name: 'welcome.mp4', mimeType: 'video/mp4', buffer: videoClip(6) });
  const card = page.getByTestId('video-card');
  await expect(card.getByText('Video ready')).toBeVisible({ timeout: 150_000 });
  await expect(card.getByRole('img', { name: 'Poster frame of the video' })).toBeVisible();
  await expect(card.getByText('Duration 0:06')).toBeVisible();
  await page.getByTestId('captions-input-id').setInputFiles({
    name: 'id.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from('1\n00:00:00,500 --> 00:00:02,000\nSelamat datang\n'),
  });
  await expect(page.getByTestId('captions-id').getByText('Added, cues: 1')).toBeVisible();
  await noSeriousAxe(page, 'the video lesson editor');

  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page
    .getByLabel(/^Lesson title \(Bahasa Indonesia\)/)
    .nth(1)
    .fill('Cahaya utama');
  await page.getByRole('textbox', { name: 'Content (Bahasa Indonesia)' }).first().click();
  await page.keyboard.type('Cahaya utama menentukan ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('bentuk');

  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page
    .getByLabel(/^Lesson title \(Bahasa Indonesia\)/)
    .nth(2)
    .fill('Kuis cahaya');
  await page.getByLabel('Lesson type').nth(2).selectOption('quiz');
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByTestId('quiz-question');
  await question.getByRole('textbox', { name: /^Question 1/ }).fill('Lampu mana yang paling terang?');
  await question.getByRole('textbox', { name: 'Option 1' }).fill('Cahaya utama');
  await question.getByRole('textbox', { name: 'Option 2' }).fill('Cahaya pengisi');
  await question.getByRole('radio', { name: 'Correct (Option 1)' }).check();
  await page.getByRole('button', { name: 'Save curriculum' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Curriculum saved.' })).toBeVisible();

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

  // Preview as learner: the draft under a banner, its video lesson as the player shows it.
  await page.goto(courseUrl);
  await page.getByRole('link', { name: 'Preview as learner' }).click();
  const banner = page.getByRole('region', { name: /^Preview: this is the draft/ });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await noSeriousAxe(page, 'the preview');
  await banner.getByRole('link', { name: 'Back to editing' }).click();

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
  const lessonUrl = learner.url();
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
