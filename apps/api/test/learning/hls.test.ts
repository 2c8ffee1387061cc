import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseContentResponse, type CourseContent } from '@app/contract/learning/schemas';
import { probeVideo } from '../../src/lib/video/probe.ts';
import { transcodeVideo } from '../../src/lib/video/transcode.ts';
import { signHlsLink } from '../../src/modules/learning/files/hls-links.ts';
import { markReady } from '../../src/modules/studio/uploads/queries.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { binaries, makeClip } from '../studio/clips.ts';
import { courseByTitle, createLearner, learning, lessonsOf } from './helpers.ts';

/**
 * The learner's player streams a studio video's HLS ladder (issue 24 item 4, decision 45): a real
 * clip transcoded by the studio's pipeline (lib/video/transcode.ts), stored as the transcoding job
 * stores it (`video/<id>/…`, the MP4 a stored file), and made a lesson's file.
 */
let ctx: TestContext;
let dir: string;
let tenantA: number;
let courseId: number;
let lockedLessonId: number;
let previewLessonId: number;
let videoId: string;
let segmentBytes: Buffer;

const query = <T>(text: string, params: unknown[] = []) => ctx.database.sql.query<T>(text, params);
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Transcodes a clip into the storage and the rows the studio's job would leave: the video's id. */
async function transcodedVideo(tenantId: number): Promise<string> {
  const id = randomUUID();
  const clip = makeClip(dir, `${id}.mp4`, { seconds: 6 });
  const info = await probeVideo(binaries.ffprobe, clip, { maxBytes: 1e9, maxSeconds: 3600 });
  const out = join(dir, id);
  mkdirSync(out);
  const result = await transcodeVideo({
    ffmpeg: binaries.ffmpeg,
    input: clip,
    outDir: out,
    info,
    ladder: [72, 144],
  });
  const prefix = `video/${id}`;
  for (const file of result.files) {
    await ctx.app.storage.putFile(`${prefix}/${file.path}`, join(out, file.path), file.contentType);
  }
  await query(
    `INSERT INTO video_assets (id, tenant_id, status, byte_size) VALUES ($1, $2, 'transcoding', $3)`,
    [id, tenantId, statSync(clip).size],
  );
  const stored = (path: string, contentType: string) => ({
    key: `${prefix}/${path}`,
    contentType,
    size: statSync(join(out, path)).size,
    sha256: sha256(join(out, path)),
  });
  await markReady(ctx.database.sql, {
    tenantId,
    id,
    masterKey: `${prefix}/${result.master}`,
    mp4: { ...stored(result.mp4, 'video/mp4'), durationMs: info.durationMs },
    poster: stored(result.poster, 'image/jpeg'),
    renditions: result.renditions.map((r) => r.rung),
  });
  segmentBytes = readFileSync(join(out, '144p', 'seg_00000.ts'));
  return id;
}

const mp4Of = async (id: string) =>
  (await query<{ mp4_file_id: string }>('SELECT mp4_file_id FROM video_assets WHERE id = $1', [id]))[0]!
    .mp4_file_id;

const contentOf = async (headers: Record<string, string>) => {
  const res = await ctx.app.inject({ url: `/api/get-content/${courseId}?lang=en`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return courseContentResponse.parse(res.json()).data as CourseContent;
};
const lessonOf = (content: CourseContent, id: number) =>
  content.sections.flatMap((s) => s.lessons).find((l) => l.id === id)!;

const get = (url: string, host = HOST_A, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** The URI lines of a playlist (what a player fetches). */
const uris = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hls-test-'));
  ctx = await createTestApp();
  tenantA = (await query<{ id: number }>(`SELECT id FROM tenants WHERE slug = 'cendekia'`))[0]!.id;
  courseId = (await courseByTitle(ctx, 'Data Analysis with Excel')).id;
  const videos = (await lessonsOf(ctx, courseId)).filter((l) => l.type === 'video');
  lockedLessonId = videos.find((l) => !l.is_preview)!.id;
  previewLessonId = videos.find((l) => l.is_preview)!.id;
  videoId = await transcodedVideo(tenantA);
  await query('UPDATE lessons SET file_id = $2 WHERE id = $1', [lockedLessonId, await mp4Of(videoId)]);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('HLS for transcoded lesson videos (issue 24 item 4)', () => {
  it('gives an owner the HLS master link beside the MP4; its playlists are signed links down to each segment', async () => {
    const owner = await createLearner(ctx, { owns: [courseId] });
    const lesson = lessonOf(await contentOf(learning({ token: owner.token })), lockedLessonId);
    expect(lesson.file!.url).toMatch(/^\/api\/files\/[\w-]+$/);
    expect(lesson.file!.content_type).toBe('video/mp4');
    expect(lesson.file!.hls_url).toMatch(/^\/api\/hls\/[\w-]+\/master\.m3u8$/);

    const master = await get(lesson.file!.hls_url!);
    expect(master.statusCode, master.body).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(master.body.startsWith('#EXTM3U')).toBe(true);
    const renditions = uris(master.body);
    expect(renditions).toHaveLength(2);
    for (const uri of renditions) expect(uri).toMatch(/^\/api\/hls\/[\w-]+\/(72|144)p\/index\.m3u8$/);
    expect(master.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=256x144/);

    const top = await get(renditions.at(-1)!);
    expect(top.statusCode).toBe(200);
    expect(top.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(top.body).toContain('#EXT-X-ENDLIST');
    const segments = uris(top.body);
    expect(segments).toHaveLength(2);
    for (const uri of segments) expect(uri).toMatch(/^\/api\/hls\/[\w-]+\/144p\/seg_\d{5}\.ts$/);
    // Every link is different: each names one file.
    expect(new Set([...renditions, ...segments]).size).toBe(4);

    const first = await get(segments[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('video/mp2t');
    expect(first.rawPayload.equals(segmentBytes)).toBe(true);
    // MPEG-TS packets start with the sync byte 0x47.
    expect(first.rawPayload[0]).toBe(0x47);
    const part = await get(segments[0]!, HOST_A, { range: 'bytes=188-375' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 188-375/${segmentBytes.length}`);
    expect(part.rawPayload.equals(segmentBytes.subarray(188, 376))).toBe(true);

    // The MP4 still plays from its own link (the player's fallback).
    const mp4 = await get(lesson.file!.url, HOST_A, { range: 'bytes=0-99' });
    expect(mp4.statusCode).toBe(206);
  });

  it('refuses a tampered link, a link moved to another file, and an expired link', async () => {
    const owner = await createLearner(ctx, { owns: [courseId] });
    const lesson = lessonOf(await contentOf(learning({ token: owner.token })), lockedLessonId);
    const top = uris((await get(lesson.file!.hls_url!)).body).at(-1)!;
    const segment = uris((await get(top)).body)[0]!;

    const [, , , token, ...rest] = segment.split('/');
    const flipped = `${token!.slice(0, 20)}${token![20] === 'A' ? 'B' : 'A'}${token!.slice(21)}`;
    const tampered = await get(`/api/hls/${flipped}/${rest.join('/')}`);
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toMatchObject({ error: { code: 'forbidden' } });
    // A segment's token on another segment's path, or on the master's, is not a link to it.
    expect((await get(`/api/hls/${token}/144p/seg_00001.ts`)).statusCode).toBe(403);
    expect((await get(`/api/hls/${token}/master.m3u8`)).statusCode).toBe(403);
    // Paths outside the ladder are refused before anything is read.
    expect((await get(`/api/hls/${token}/..%2F..%2Fsource`)).statusCode).toBe(403);
    expect((await get(`/api/hls/${token}/144p/..%2Fvideo.mp4`)).statusCode).toBe(403);
    // A lesson file's link is not an HLS link.
    const fileToken = lesson.file!.url.split('/').at(-1)!;
    expect((await get(`/api/hls/${fileToken}/master.m3u8`)).statusCode).toBe(403);

    const expired = signHlsLink({
      secret: ctx.env.FILE_LINK_SECRET,
      tenantId: tenantA,
      userId: owner.id,
      videoId,
      path: '144p/seg_00000.ts',
      ttlSeconds: 60,
      now: Date.now() - 61_000,
    });
    const late = await get(expired);
    // As lesson files: 410, so the player reads the lesson again for fresh links.
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: { code: 'link_expired' } });
    // A playlist's links expire with the playlist's own link, never later.
    const soon = signHlsLink({
      secret: ctx.env.FILE_LINK_SECRET,
      tenantId: tenantA,
      userId: owner.id,
      videoId,
      ttlSeconds: 30,
    });
    const master = await get(soon);
    expect(Number(/max-age=(\d+)/.exec(master.headers['cache-control'] as string)![1])).toBeLessThanOrEqual(
      30,
    );
    const child = uris(master.body)[0]!;
    expect(
      Number(/max-age=(\d+)/.exec((await get(child)).headers['cache-control'] as string)![1]),
    ).toBeLessThanOrEqual(30);
  });

  it('refuses another tenant: its host, and a link to a video that is not its own', async () => {
    const owner = await createLearner(ctx, { owns: [courseId] });
    const lesson = lessonOf(await contentOf(learning({ token: owner.token })), lockedLessonId);
    const onB = await get(lesson.file!.hls_url!, HOST_B);
    expect(onB.statusCode).toBe(404);
    const segment = uris((await get(uris((await get(lesson.file!.hls_url!)).body)[0]!)).body)[0]!;
    expect((await get(segment, HOST_B)).statusCode).toBe(404);

    // A link signed for Acme naming Cendekia's video, used on Acme's host.
    const tenantB = (await query<{ id: number }>(`SELECT id FROM tenants WHERE slug = 'acme'`))[0]!.id;
    const acmeLink = signHlsLink({
      secret: ctx.env.FILE_LINK_SECRET,
      tenantId: tenantB,
      userId: null,
      videoId,
    });
    expect((await get(acmeLink, HOST_B)).statusCode).toBe(404);
    expect((await get(acmeLink, HOST_A)).statusCode).toBe(404);
  });

  it('gives no HLS link to a learner who does not own the course, and refuses their playlists', async () => {
    const stranger = await createLearner(ctx);
    const lesson = lessonOf(await contentOf(learning({ token: stranger.token })), lockedLessonId);
    expect(lesson).toMatchObject({ open: false, file: null });

    // Even with a link in their name (or a visitor's), the playlist asks who may play the video.
    for (const userId of [stranger.id, null]) {
      const link = signHlsLink({ secret: ctx.env.FILE_LINK_SECRET, tenantId: tenantA, userId, videoId });
      const res = await get(link);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('/api/hls/');
    }

    // A refund (the enrolment gone) stops an owner's master playlist too.
    const owner = await createLearner(ctx, { owns: [courseId] });
    const hls = lessonOf(await contentOf(learning({ token: owner.token })), lockedLessonId).file!.hls_url!;
    expect((await get(hls)).statusCode).toBe(200);
    await query('DELETE FROM enrollments WHERE user_id = $1', [owner.id]);
    expect((await get(hls)).statusCode).toBe(403);
  });

  it('serves renditions and segments from their link alone: after a refund the master is refused, links already given play until they expire (decision 48)', async () => {
    const owner = await createLearner(ctx, { owns: [courseId] });
    const hls = lessonOf(await contentOf(learning({ token: owner.token })), lockedLessonId).file!.hls_url!;
    const rendition = uris((await get(hls)).body).at(-1)!;
    const segments = uris((await get(rendition)).body);
    await query('DELETE FROM enrollments WHERE user_id = $1', [owner.id]);

    // The database is asked nothing about the video, its lessons or the learner for a segment.
    const asked: string[] = [];
    const sql = ctx.app.database.sql;
    const original = sql.query.bind(sql);
    sql.query = ((...args: Parameters<typeof original>) => {
      asked.push(args[0]);
      return original(...args);
    }) as typeof sql.query;
    let bytes;
    try {
      bytes = await get(segments[0]!);
    } finally {
      sql.query = original;
    }
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(segmentBytes)).toBe(true);
    expect(asked.filter((text) => /video_assets|lessons|enrollments/.test(text))).toEqual([]);
    expect((await get(rendition)).statusCode).toBe(200);
    // The master playlist asks again: no new links for a learner who no longer owns the course.
    expect((await get(hls)).statusCode).toBe(403);

    // The token names one path in the video's folder: any other is refused, whatever the folder holds.
    const [, , , token] = segments[0]!.split('/');
    for (const other of ['144p/seg_00001.ts', '72p/seg_00000.ts', '144p/index.m3u8', 'video.mp4', 'source']) {
      const res = await get(`/api/hls/${token}/${other}`);
      expect(res.statusCode, other).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
  });

  it('plays a free preview lesson over HLS for a visitor; an MP4 that is not a studio video has no HLS link', async () => {
    const visitorBefore = lessonOf(await contentOf(learning()), previewLessonId);
    // The demo's preview video is a committed MP4, not transcoded in the studio.
    expect(visitorBefore.file).toMatchObject({ content_type: 'video/mp4', hls_url: null });

    const preview = await transcodedVideo(tenantA);
    await query('UPDATE lessons SET file_id = $2 WHERE id = $1', [previewLessonId, await mp4Of(preview)]);
    const lesson = lessonOf(await contentOf(learning()), previewLessonId);
    expect(lesson.open).toBe(true);
    const master = await get(lesson.file!.hls_url!);
    expect(master.statusCode).toBe(200);
    const segment = uris((await get(uris(master.body)[0]!)).body)[0]!;
    const bytes = await get(segment);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('video/mp2t');

    // A video still transcoding has no ladder to offer: the MP4 alone.
    await query(`UPDATE video_assets SET status = 'transcoding' WHERE id = $1`, [preview]);
    expect(lessonOf(await contentOf(learning()), previewLessonId).file!.hls_url).toBeNull();
    expect((await get(lesson.file!.hls_url!)).statusCode).toBe(404);
  }, 60_000);
});
