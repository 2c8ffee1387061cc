import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo, VideoProblem } from '../../src/lib/video/probe.ts';
import { parseMediaPlaylist, planLadder, transcodeVideo } from '../../src/lib/video/transcode.ts';
import { binaries, makeClip } from './clips.ts';

const limits = { maxBytes: 4 * 1024 ** 3, maxSeconds: 4 * 3600 };
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'video-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const problem = async (path: string, max = limits) => {
  const error = await probeVideo(binaries.ffprobe, path, max).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(VideoProblem);
  return (error as VideoProblem).code;
};

describe('the HLS ladder (issue 24 item 4)', () => {
  it('never goes above the source, and always has a rendition', () => {
    const rungs = (width: number, height: number, ladder?: number[]) =>
      planLadder({ width, height }, ladder).map((r) => `${r.width}x${r.height}`);
    expect(rungs(1920, 1080)).toEqual(['426x240', '640x360', '854x480', '1280x720']);
    expect(rungs(1280, 720)).toEqual(['426x240', '640x360', '854x480', '1280x720']);
    // 540p: the rungs below it, then the source's own size as the top (also the MP4).
    expect(rungs(960, 540)).toEqual(['426x240', '640x360', '854x480', '960x540']);
    expect(rungs(176, 144)).toEqual(['176x144']);
    // Portrait: by the short side.
    expect(rungs(1080, 1920)).toEqual(['240x426', '360x640', '480x854', '720x1280']);
  });
});

describe('transcoding a clip (issue 24 item 4)', () => {
  it('makes the master playlist, the renditions up to the source, 2–4 s segments, the MP4 and the poster', async () => {
    const clip = makeClip(dir, 'clip.mp4');
    const info = await probeVideo(binaries.ffprobe, clip, limits);
    expect(info).toMatchObject({ width: 256, height: 144, hasAudio: true, warnings: [] });
    expect(Math.abs(info.durationMs - 8000)).toBeLessThan(100);

    const out = join(dir, 'out');
    mkdirSync(out);
    const progress: number[] = [];
    // A ladder for tiny test clips: 216p is above the 144p source and must not be made.
    const result = await transcodeVideo({
      ffmpeg: binaries.ffmpeg,
      input: clip,
      outDir: out,
      info,
      ladder: [72, 108, 144, 216],
      onProgress: (p) => progress.push(p),
    });
    expect(result.renditions.map((r) => r.name)).toEqual(['72p', '108p', '144p']);

    const master = readFileSync(join(out, 'master.m3u8'), 'utf8');
    expect(master.startsWith('#EXTM3U')).toBe(true);
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:.*RESOLUTION=(\d+)x(\d+).*\n(.+)/g)];
    expect(variants.map((m) => [Number(m[2]), m[3]])).toEqual([
      [72, '72p/index.m3u8'],
      [108, '108p/index.m3u8'],
      [144, '144p/index.m3u8'],
    ]);
    expect(variants.every((m) => Number(m[2]) <= 144)).toBe(true);
    expect(master).toContain('CODECS="avc1.4d4028,mp4a.40.2"');

    for (const r of result.renditions) {
      const playlist = readFileSync(join(out, r.playlist), 'utf8');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = parseMediaPlaylist(playlist);
      expect(segments.length).toBe(3);
      for (const s of segments) {
        expect(s.duration, `${r.name} ${s.uri}`).toBeGreaterThanOrEqual(2);
        expect(s.duration, `${r.name} ${s.uri}`).toBeLessThanOrEqual(4);
        expect(statSync(join(out, r.name, s.uri)).size).toBeGreaterThan(0);
      }
      expect(segments.reduce((sum, s) => sum + s.duration, 0)).toBeCloseTo(8, 0);
    }

    const mp4 = await probeVideo(binaries.ffprobe, join(out, 'video.mp4'), limits);
    expect(mp4).toMatchObject({ width: 256, height: 144, hasAudio: true });
    expect(Math.abs(mp4.durationMs - 8000)).toBeLessThan(150);
    // faststart: the index (moov) comes before the media data (mdat).
    const head = readFileSync(join(out, 'video.mp4')).subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(0);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
    const poster = readFileSync(join(out, 'poster.jpg'));
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(progress.at(-1)).toBe(100);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
  });
});

describe('refused videos (issue 24 item 4)', () => {
  it('names what is wrong: not a video, a picture, corrupt, too long, too big; no audio is a warning', async () => {
    const text = join(dir, 'notes.mp4');
    writeFileSync(text, 'These are my lesson notes, not a video.\n'.repeat(50));
    expect(await problem(text)).toBe('not_a_video');

    const picture = join(dir, 'picture.jpg');
    writeFileSync(picture, readFileSync(join(dir, 'out', 'poster.jpg')));
    expect(await problem(picture)).toBe('not_a_video');

    // Index at the end, then the end cut off: a video container nothing can read.
    const cut = makeClip(dir, 'cut.mp4', { seconds: 3, faststart: false });
    truncateSync(cut, Math.floor(statSync(cut).size / 2));
    expect(await problem(cut)).toBe('video_corrupt');

    const clip = join(dir, 'clip.mp4');
    expect(await problem(clip, { maxBytes: limits.maxBytes, maxSeconds: 5 })).toBe('video_too_long');
    expect(await problem(clip, { maxBytes: 1000, maxSeconds: limits.maxSeconds })).toBe('video_too_big');

    const silent = makeClip(dir, 'silent.mp4', { seconds: 2, audio: false });
    const info = await probeVideo(binaries.ffprobe, silent, limits);
    expect(info).toMatchObject({ hasAudio: false, warnings: ['video_no_audio'] });
  });
});
