import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from '../apps/api/test/studio/clips.ts';
import type { Page } from '@playwright/test';
import { expect, hosts, seriousAxeViolations, signIn, test } from './fixtures.ts';
import { arriveFromSite } from './studio-support.ts';

/**
 * Issue 24 item 4, decision 43: a video uploaded in the studio and transcoded plays in the
 * learner's player over HLS (hls.js where Chromium has no HLS of its own), every playlist and
 * segment fetched through its own signed link, with the progress rules of any video.
 */
test('a video uploaded in the studio plays over HLS in the learner’s player', async ({ page }) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-hls-'));
  const clip = readFileSync(makeClip(dir, 'lesson.mp4', { seconds: 8, width: 640, height: 360 }));
  rmSync(dir, { recursive: true, force: true });

  // The contributor uploads it from the studio's own page (tus), and it is transcoded.
  await arriveFromSite(page);
  const videoId = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const created = await fetch('/api/studio/uploads', {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${btoa('lesson.mp4')},filetype ${btoa('video/mp4')}`,
      },
    });
    const location = created.headers.get('location')!;
    const sent = await fetch(location, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
    if (sent.status !== 204) throw new Error(`upload answered ${sent.status}`);
    return location.split('/').at(-1)!;
  }, clip.toString('base64'));
  let fileId = '';
  await expect
    .poll(
      async () => {
        const video = await page.evaluate(
          async (id) => (await (await fetch(`/api/studio/videos/${id}`)).json()).data,
          videoId,
        );
        fileId = video.file_id ?? '';
        return video.status;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('ready');

  // It becomes the free preview video of one of the contributor's courses, published.
  const { courseId, lessonId } = await page.evaluate(async (file) => {
    const call = async (url: string, init?: RequestInit) => {
      const res = await fetch(url, {
        ...init,
        headers: { 'content-type': 'application/json', ...init?.headers },
      });
      if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
      return (await res.json()).data;
    };
    const list = await call('/api/studio/courses?status=published');
    const draft = await call(`/api/studio/courses/${list.items[0].id}`);
    const lessons = draft.curriculum.sections.flatMap((s: { lessons: unknown[] }) => s.lessons);
    const lesson = lessons.find((l: { type: string }) => l.type === 'video');
    lesson.file_id = file;
    lesson.is_preview = true;
    await call(`/api/studio/courses/${draft.id}/curriculum`, {
      method: 'PUT',
      body: JSON.stringify({ ...draft.curriculum, revision: draft.revision }),
    });
    await call(`/api/studio/courses/${draft.id}/publish`, { method: 'POST', body: '{}' });
    return { courseId: draft.course_id as number, lessonId: Number(String(lesson.key).slice(1)) };
  }, fileId);

  // A learner opens that lesson: the player streams the ladder, with Chromium's own HLS (it has
  // it since version 141), then with hls.js where the browser says it has none.
  await signIn(page);
  const url = `${hosts.tenantA}/learning/${courseId}?lesson=${lessonId}`;
  expect(await playsOverHls(page, url, lessonId)).toBe('native-hls');
  const noNativeHls = await page.context().newPage();
  await noNativeHls.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
  expect(await playsOverHls(noNativeHls, url, lessonId)).toBe('hls.js');
});

/** Issue 24 item 6, decision 44: the studio's "Preview as learner" of a course's draft. */
test.describe('preview as learner', () => {
  // axe is injected as an inline <script>, which the app's CSP rightly forbids (only here: the
  // HLS test above must run under the real policy, which is what refused hls.js's blob: URLs).
  test.use({ bypassCSP: true });
  test('a contributor previews a draft as learners will see it, under a preview banner', async ({ page }) => {
    // The studio speaks the company's default language: Cendekia's is Indonesian.
    await arriveFromSite(page);
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

/**
 * Opens a video lesson and plays it from the keyboard: the stream the player chose, once the
 * video has played past 2 s with its progress reported, and every playlist and segment fetched
 * through its own signed link with its type.
 */
async function playsOverHls(page: Page, url: string, lessonId: number) {
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
  expect((await reports).postDataJSON()).toMatchObject({ lesson_id: lessonId, position: expect.any(Number) });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(2);
  // Still the same stream: no fallback to the MP4 on the way.
  await expect(video).toHaveAttribute('data-stream', stream);
  const master = hls.find((r) => r.url.endsWith('/master.m3u8'));
  expect(master).toMatchObject({ status: 200, type: 'application/vnd.apple.mpegurl' });
  const segments = hls.filter((r) => /\/\d+p\/seg_\d+\.ts$/.test(r.url));
  expect(segments.length).toBeGreaterThan(0);
  expect(segments.every((r) => (r.status === 200 || r.status === 206) && r.type === 'video/mp2t')).toBe(true);
  // Each segment by a token of its own.
  const tokens = new Set(segments.map((r) => new URL(r.url).pathname.split('/')[3]));
  expect(tokens.size).toBe(new Set(segments.map((r) => r.url)).size);
  return stream;
}
