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

/** "Login As Contributor" from the learners' site, as the demo mentor would. */
export async function arriveFromSite(page: Page) {
  await signIn(page, { user: DEMO_MENTOR });
  await page.goto(`${hosts.tenantA}/profile/mycourse`);
  await page.getByRole('button', { name: /My Account/ }).click();
  const codes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('#code=')) codes.push(request.url());
  });
  await page.getByRole('menuitem', { name: 'Login As Contributor' }).click();
  await expect(page).toHaveURL(`${hosts.studioA}/courses`);
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
