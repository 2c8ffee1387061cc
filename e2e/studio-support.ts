import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { videoBinaries } from '../apps/api/src/lib/video/binaries.ts';
import { DEMO_MENTOR, expect, hosts, signIn } from './fixtures.ts';

/** A 1600 × 900 PNG, left half teal, right half amber: a cover to upload (no image library needed). */
export function coverPng(width = 1600, height = 900) {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(x < width / 2 ? [15, 118, 110] : [245, 158, 11], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** "Login As Contributor" from the learners' site, as the demo mentor (or `user`) would. */
export async function arriveFromSite(
  page: Page,
  user: { email: string; password: string } = DEMO_MENTOR,
  company: 'A' | 'B' = 'A',
) {
  const site = company === 'A' ? hosts.tenantA : hosts.tenantB;
  const studio = company === 'A' ? hosts.studioA : hosts.studioB;
  await signIn(page, { user, origin: site });
  await page.goto(`${site}/profile/mycourse`);
  await page.getByRole('button', { name: /My Account/ }).click();
  const codes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('#code=')) codes.push(request.url());
  });
  await page.getByRole('menuitem', { name: 'Login As Contributor' }).click();
  await expect(page).toHaveURL(`${studio}/courses`);
  // The code rode in the fragment only: never in a request, and not left in the address.
  expect(codes).toEqual([]);
  expect(new URL(page.url()).hash).toBe('');
}

/**
 * A short clip made by the ffmpeg npm installs (the server's own, apps/api/src/lib/video/binaries.ts):
 * ffmpeg's test pattern and a tone, `seconds` long, 320 × 180.
 */
export function videoClip(seconds = 3): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-clip-'));
  const path = join(dir, 'clip.mp4');
  try {
    execFileSync(videoBinaries(process.env).ffmpeg, [
      '-hide_banner',
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=320x180:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      '-shortest',
      path,
    ]);
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Opens a video lesson and plays it from the keyboard: the stream the player chose, once the
 * video has played past 2 s with its progress reported, and every playlist and segment fetched
 * through its own signed link with its type.
 */
export async function playsOverHls(page: Page, url: string, lessonId?: number) {
  const hls: { url: string; status: number; type: string }[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/hls/'))
      hls.push({ url: res.url(), status: res.status(), type: res.headers()['content-type'] ?? '' });
  });
  await page.goto(url);
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('data-stream', /^(hls\.js|native-hls)$/);
  const stream = (await video.getAttribute('data-stream'))!;
  const reports = page.waitForRequest(
    (r) => r.url().includes('/api/add-lesson-progress') && r.method() === 'POST',
  );
  await video.focus();
  await page.keyboard.press('k');
  expect((await reports).postDataJSON()).toMatchObject({
    lesson_id: lessonId ?? expect.any(Number),
    position: expect.any(Number),
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(2);
  // Still the same stream: no fallback to the MP4 on the way.
  await expect(video).toHaveAttribute('data-stream', stream);
  const master = hls.find((r) => r.url.endsWith('/master.m3u8'));
  // Chromium's own HLS may ask for a playlist by range: 206 is as good an answer as 200.
  expect(master?.type).toBe('application/vnd.apple.mpegurl');
  expect([200, 206]).toContain(master?.status);
  const segments = hls.filter((r) => /\/\d+p\/seg_\d+\.ts$/.test(r.url));
  expect(segments.length).toBeGreaterThan(0);
  expect(segments.every((r) => (r.status === 200 || r.status === 206) && r.type === 'video/mp2t')).toBe(true);
  // Each segment by a token of its own.
  const tokens = new Set(segments.map((r) => new URL(r.url).pathname.split('/')[3]));
  expect(tokens.size).toBe(new Set(segments.map((r) => r.url)).size);
  return stream;
}

/** The screens of building a course, named for a caller that looks at them (screenshots, axe). */
export type BuildStep =
  | 'cover-crop'
  | 'course-created'
  | 'curriculum-video'
  | 'curriculum-text'
  | 'quiz-builder'
  | 'curriculum-saved';

export interface CourseToBuild {
  /** The title in Bahasa Indonesia, the company's default language. */
  title: string;
  price: string;
  /** More of the course form, filled after the title: other languages, a description, a discount. */
  moreDetails?: (page: Page) => Promise<void>;
  section: string;
  video: { title: string; seconds: number; caption: string };
  /** A text lesson typed in the editor: `before`, then `bold` in bold, then `after`. */
  reading: { title: string; before: string; bold: string; after?: string };
  quiz: { title: string; question: string; right: string; wrong: string };
  /** Called at each step, on that step's screen. */
  at?: (step: BuildStep) => Promise<void>;
}

/**
 * A contributor (in the studio, in English) builds a course from nothing: its details and a cover
 * cropped to the card's ratio, then a section with a video transcoded with its captions (refused
 * first when the file is not a video), a text lesson and a quiz, saved. Answers the course's page.
 */
export async function buildCourse(page: Page, course: CourseToBuild): Promise<string> {
  const at = course.at ?? (async () => undefined);
  await page.goto(`${hosts.studioA}/courses/new`);
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng() });
  await expect(page.getByRole('dialog', { name: 'Crop the cover' })).toBeVisible();
  await at('cover-crop');
  await page
    .getByRole('dialog', { name: 'Crop the cover' })
    .getByRole('button', { name: 'Use this crop' })
    .click();
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/media\//);
  await page.getByLabel(/^Title \(Bahasa Indonesia\)/).fill(course.title);
  await course.moreDetails?.(page);
  await page.getByLabel(/^Category/).selectOption({ index: 1 });
  await page.getByLabel(/^Level/).selectOption('beginner');
  await page.getByLabel(/^Mentor/).selectOption({ index: 1 });
  await page.getByLabel(/^Price \(IDR\)/).fill(course.price);
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(new RegExp(`${hosts.studioA}/courses/\\d+$`));
  await expect(page.getByTestId('status-badge')).toHaveText('Draft');
  const courseUrl = page.url();
  await at('course-created');

  await page.getByRole('link', { name: 'Curriculum' }).click();
  await page.getByRole('button', { name: 'Add your first section' }).click();
  await page.getByLabel(/^Section title \(Bahasa Indonesia\)/).fill(course.section);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page.getByLabel(/^Lesson title \(Bahasa Indonesia\)/).fill(course.video.title);
  await page.getByLabel('Lesson type').selectOption('video');
  await page
    .getByTestId('video-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a video.' })).toBeVisible();
  await page
    .getByTestId('video-input')
    .setInputFiles({ name: 'lesson.mp4', mimeType: 'video/mp4', buffer: videoClip(course.video.seconds) });
  const card = page.getByTestId('video-card');
  await expect(card.getByText('Video ready')).toBeVisible({ timeout: 150_000 });
  await expect(card.getByRole('img', { name: 'Poster frame of the video' })).toBeVisible();
  await expect(card.getByText(`Duration 0:0${course.video.seconds}`)).toBeVisible();
  await page.getByTestId('captions-input-id').setInputFiles({
    name: 'id.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(`1\n00:00:00,500 --> 00:00:02,000\n${course.video.caption}\n`),
  });
  await expect(page.getByTestId('captions-id').getByText('Added, cues: 1')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await at('curriculum-video');

  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page
    .getByLabel(/^Lesson title \(Bahasa Indonesia\)/)
    .nth(1)
    .fill(course.reading.title);
  const editor = page.getByRole('textbox', { name: 'Content (Bahasa Indonesia)' }).first();
  await editor.click();
  await page.keyboard.type(course.reading.before);
  await page.keyboard.press('Control+b');
  await page.keyboard.type(course.reading.bold);
  if (course.reading.after) {
    await page.keyboard.press('Control+b');
    await page.keyboard.type(course.reading.after);
  }
  await editor.scrollIntoViewIfNeeded();
  await at('curriculum-text');

  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page
    .getByLabel(/^Lesson title \(Bahasa Indonesia\)/)
    .nth(2)
    .fill(course.quiz.title);
  await page.getByLabel('Lesson type').nth(2).selectOption('quiz');
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByTestId('quiz-question');
  await question.getByRole('textbox', { name: /^Question 1/ }).fill(course.quiz.question);
  await question.getByRole('textbox', { name: 'Option 1' }).fill(course.quiz.right);
  await question.getByRole('textbox', { name: 'Option 2' }).fill(course.quiz.wrong);
  await question.scrollIntoViewIfNeeded();
  await at('quiz-builder');
  await question.getByRole('radio', { name: 'Correct (Option 1)' }).check();
  await page.getByRole('button', { name: 'Save curriculum' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Curriculum saved.' })).toBeVisible();
  await at('curriculum-saved');
  return courseUrl;
}

/**
 * "Preview as learner" from a course's page in the studio: the link opens the learners' site in a
 * new tab (docs/decisions.md §47). Answers that tab, its preview banner shown.
 */
export async function openPreview(page: Page, linkName: string | RegExp) {
  const link = page.getByRole('link', { name: linkName });
  await expect(link).toHaveAttribute('target', '_blank');
  const [preview] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await preview.waitForLoadState();
  expect(preview.url()).toMatch(new RegExp(`^${hosts.tenantA}/preview/[\\w-]+$`));
  return preview;
}
