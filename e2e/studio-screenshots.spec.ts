import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, hosts, test } from './fixtures.ts';
import { arriveFromSite, coverPng, videoClip } from './studio-support.ts';

/**
 * Screenshots of every studio screen at 360 px and 1280 px into docs/images/ (issue 24), taken
 * when asked for: STUDIO_SCREENSHOTS=1 E2E_PORT=3361 npx playwright test -c e2e/playwright.config.ts
 * e2e/studio-screenshots.spec.ts
 */
test.skip(!process.env.STUDIO_SCREENSHOTS, 'screenshots are taken on request (STUDIO_SCREENSHOTS=1)');

const images = fileURLToPath(new URL('../docs/images/', import.meta.url));
const WIDTHS = [360, 1280] as const;

async function shoot(page: Page, name: string, fullPage = true) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${images}studio-${name}-${width}.png`, fullPage });
  }
}

test('every studio screen at 360 px and 1280 px', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // Signed out (the company's default language, Indonesian), and a used sign-in link.
  const guest = await browser.newPage();
  await guest.goto(`${hosts.studioA}/courses`);
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(guest, 'signed-out');
  await guest.goto(`${hosts.studioA}/sign-in#code=${'x'.repeat(43)}`);
  await expect(guest.getByRole('alert')).toBeVisible();
  await shoot(guest, 'sign-in-failed');
  await guest.close();

  await arriveFromSite(page);
  await page.getByLabel('Bahasa', { exact: true }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await shoot(page, 'courses');

  await page.goto(`${hosts.studioA}/courses?q=zzzz`);
  await expect(page.getByRole('heading', { name: 'No courses match' })).toBeVisible();
  await shoot(page, 'courses-none');

  await page.goto(`${hosts.studioA}/courses/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await shoot(page, 'course-new-errors', false);

  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng() });
  await expect(page.getByRole('dialog', { name: 'Crop the cover' })).toBeVisible();
  await shoot(page, 'cover-crop', false);
  await page.getByRole('button', { name: 'Use this crop' }).click();
  await expect(page.getByTestId('cover-preview')).toBeVisible();

  await page.getByLabel(/^Title \(Bahasa Indonesia\)/).fill('Fotografi Produk untuk UMKM');
  await page.getByRole('tab', { name: /English/ }).click();
  await page.getByLabel(/^Title \(English\)/).fill('Product Photography for Small Businesses');
  await page
    .getByLabel(/^Subtitle \(English\)/)
    .fill('Light, compose and edit product photos that sell, with a phone.');
  await page.getByRole('button', { name: 'Add paragraph' }).click();
  await page
    .getByLabel('Paragraph 1', { exact: true })
    .fill('Eight short lessons take you from a kitchen table to a catalogue-ready photo.');
  await page.getByRole('button', { name: 'Add bulleted list' }).click();
  await page
    .getByLabel('Bulleted list 2', { exact: true })
    .fill('Light with a window\nCompose for a card\nEdit on the phone');
  await page.getByLabel(/^Category/).selectOption({ index: 1 });
  await page.getByLabel(/^Level/).selectOption('beginner');
  await page.getByLabel(/^Mentor/).selectOption({ index: 1 });
  await page.getByLabel(/^Price \(IDR\)/).fill('349000');
  await page.getByLabel(/^Discount price/).fill('249000');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByTestId('status-badge')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('publish-problems')).toBeVisible();
  await page.getByTestId('publish-problems').scrollIntoViewIfNeeded();
  await shoot(page, 'course-edit', false);

  // The curriculum: a video lesson transcoded with its captions, a text lesson in the rich-text
  // editor, a quiz in its builder.
  const courseUrl = page.url();
  await page.getByRole('link', { name: 'Curriculum' }).click();
  await page.getByRole('button', { name: 'Add your first section' }).click();
  await page.getByLabel(/^Section title \(Bahasa Indonesia\)/).fill('Cahaya');
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page.getByLabel(/^Lesson title \(Bahasa Indonesia\)/).fill('Cahaya jendela');
  await page.getByLabel('Lesson type').selectOption('video');
  await page
    .getByTestId('video-input')
    .setInputFiles({ name: 'jendela.mp4', mimeType: 'video/mp4', buffer: videoClip(4) });
  await expect(page.getByTestId('video-card').getByText('Video ready')).toBeVisible({ timeout: 150_000 });
  await page.getByTestId('captions-input-id').setInputFiles({
    name: 'id.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from('1\n00:00:00,500 --> 00:00:02,000\nCahaya dari jendela\n'),
  });
  await expect(page.getByTestId('captions-id').getByText('Added, cues: 1')).toBeVisible();
  await page.getByTestId('video-card').scrollIntoViewIfNeeded();
  await shoot(page, 'curriculum-video', false);

  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page
    .getByLabel(/^Lesson title \(Bahasa Indonesia\)/)
    .nth(1)
    .fill('Latar putih');
  await page.getByRole('textbox', { name: 'Content (Bahasa Indonesia)' }).first().click();
  await page.keyboard.type('Latar putih membuat produk ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('menonjol');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('. Letakkan lampu di kiri.');
  await page.getByRole('textbox', { name: 'Content (Bahasa Indonesia)' }).first().scrollIntoViewIfNeeded();
  await shoot(page, 'curriculum-text', false);

  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page
    .getByLabel(/^Lesson title \(Bahasa Indonesia\)/)
    .nth(2)
    .fill('Kuis cahaya');
  await page.getByLabel('Lesson type').nth(2).selectOption('quiz');
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByTestId('quiz-question');
  await question
    .getByRole('textbox', { name: /^Question 1/ })
    .fill('Dari mana cahaya terbaik untuk foto produk?');
  await question.getByRole('textbox', { name: 'Option 1' }).fill('Jendela di samping');
  await question.getByRole('textbox', { name: 'Option 2' }).fill('Lampu kilat kamera');
  await question.scrollIntoViewIfNeeded();
  await shoot(page, 'quiz-builder', false);
  await question.getByRole('radio', { name: 'Correct (Option 1)' }).check();
  await page.getByRole('button', { name: 'Save curriculum' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Curriculum saved.' })).toBeVisible();
  await shoot(page, 'curriculum');

  await page.goto(courseUrl);
  await page.getByRole('link', { name: 'Preview as learner' }).click();
  await expect(page.getByRole('region', { name: /^Preview: this is the draft/ })).toBeVisible();
  await shoot(page, 'preview');
});
