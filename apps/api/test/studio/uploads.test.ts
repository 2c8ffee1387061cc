import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import { makeClip } from './clips.ts';
import { MENTOR, originOf, siteToken, STUDIO_A, STUDIO_B, studioSession } from './support.ts';

let ctx: TestContext;
let dataDir: string;
let clip: Buffer;
let mentorA: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'studio-uploads-'));
  // Files on disk (uploads, storage), the database as every test's; a ladder for tiny clips.
  ctx = await createTestApp({ env: { DATA_DIR: dataDir, VIDEO_LADDER: '72,144,216' } });
  clip = readFileSync(makeClip(dataDir, 'clip.mp4', { seconds: 6, width: 256, height: 144 }));
  mentorA = await studioSession(ctx, MENTOR);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A tus request of the studio's page: its cookie, its host, and its own Origin (writes need it). */
const auth = (cookie: string, host = STUDIO_A) => ({
  host,
  ...(cookie ? { cookie } : {}),
  origin: originOf(ctx, host),
  'tus-resumable': '1.0.0',
});
const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

async function createUpload(
  app: FastifyInstance,
  token: string,
  size: number,
  type = 'video/mp4',
  host = STUDIO_A,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/studio/uploads',
    headers: {
      ...auth(token, host),
      'upload-length': String(size),
      'upload-metadata': meta({ filename: 'lesson.mp4', filetype: type }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const location = res.headers.location as string;
  expect(location).toMatch(/^\/api\/studio\/uploads\/[0-9a-f-]{36}$/);
  return location;
}

const offsetOf = async (app: FastifyInstance, token: string, location: string) => {
  const res = await app.inject({ method: 'HEAD', url: location, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return Number(res.headers['upload-offset']);
};

const patch = (app: FastifyInstance, token: string, location: string, offset: number, body: Buffer) =>
  app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...auth(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });

/** Sends `body` over a real connection and cuts it after `cutAt` bytes, as a dropped network does. */
async function patchAndCut(
  port: number,
  token: string,
  location: string,
  offset: number,
  body: Buffer,
  cutAt: number,
) {
  await new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: location,
      headers: {
        ...auth(token),
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, cutAt), () => {
      // Let the bytes reach the server and its disk, then drop the connection.
      setTimeout(() => req.destroy(), 300);
    });
  });
}

async function videoOf(app: FastifyInstance, cookie: string, id: string, host = STUDIO_A) {
  return app.inject({ method: 'GET', url: `/api/studio/videos/${id}`, headers: { host, cookie } });
}

async function untilSettled(app: FastifyInstance, token: string, id: string) {
  const end = Date.now() + 20_000;
  const seen = new Set<string>();
  for (;;) {
    const data = (await videoOf(app, token, id)).json().data;
    seen.add(data.status);
    if (data.status === 'ready' || data.status === 'failed') return { data, seen };
    if (Date.now() > end) throw new Error(`still ${data.status}`);
    await sleep(100);
  }
}

describe('resumable video upload (issue 24 item 4)', () => {
  it('resumes from the server’s offset after the connection is cut, then transcodes', async () => {
    const location = await createUpload(ctx.app, mentorA, clip.length);
    const id = location.split('/').at(-1)!;
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (ctx.app.server.address() as { port: number }).port;
    await patchAndCut(port, mentorA, location, 0, clip, Math.floor(clip.length / 2));
    const offset = await offsetOf(ctx.app, mentorA, location);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(Math.floor(clip.length / 2));
    expect((await videoOf(ctx.app, mentorA, id)).json().data).toMatchObject({
      status: 'uploading',
      error: null,
    });

    const rest = await patch(ctx.app, mentorA, location, offset, clip.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(204);
    const { data, seen } = await untilSettled(ctx.app, mentorA, id);
    expect(data).toMatchObject({
      status: 'ready',
      progress: 100,
      error: null,
      warnings: [],
      width: 256,
      height: 144,
      has_audio: true,
      renditions: [72, 144],
      file_name: 'lesson.mp4',
      byte_size: clip.length,
    });
    expect(Math.abs(data.duration_ms - 6000)).toBeLessThan(100);
    expect([...seen].some((s) => s === 'queued' || s === 'transcoding')).toBe(true);
    expect(data.file_id).toMatch(/^[0-9a-f-]{36}$/);

    // The poster through its signed link; the outputs in storage under video/<id>/.
    const poster = await ctx.app.inject({ method: 'GET', url: data.poster_url, headers: { host: HOST_A } });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    for (const key of [
      'master.m3u8',
      '72p/index.m3u8',
      '144p/index.m3u8',
      '144p/seg_00000.ts',
      'video.mp4',
      'source',
    ]) {
      expect(await ctx.app.storage.stat(`video/${id}/${key}`), key).not.toBeNull();
    }
    expect(await ctx.app.storage.stat(`video/${id}/216p/index.m3u8`)).toBeNull();
    const [file] = await ctx.database.sql.query<{ content_type: string; duration_ms: number }>(
      'SELECT content_type, duration_ms FROM stored_files WHERE id = $1',
      [data.file_id],
    );
    expect(file).toMatchObject({ content_type: 'video/mp4' });
  });

  it('finishes an upload begun before a server restart, and a job cut short by another', async () => {
    const location = await createUpload(ctx.app, mentorA, clip.length);
    const id = location.split('/').at(-1)!;
    const half = Math.floor(clip.length / 2);
    expect((await patch(ctx.app, mentorA, location, 0, clip.subarray(0, half))).statusCode).toBe(204);

    // The server stops; a new one starts on the same database and data folder.
    await ctx.app.close();
    ctx.app = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
    await ctx.app.ready();

    expect(await offsetOf(ctx.app, mentorA, location)).toBe(half);
    expect((await patch(ctx.app, mentorA, location, half, clip.subarray(half))).statusCode).toBe(204);

    // And again while ffmpeg runs: the job goes back to the queue and starts over by itself.
    for (let status = ''; status !== 'transcoding'; await sleep(20)) {
      status = (await videoOf(ctx.app, mentorA, id)).json().data.status;
      expect(status).not.toBe('ready');
    }
    await ctx.app.close();
    const [job] = await ctx.database.sql.query<{ state: string }>(
      'SELECT j.state FROM jobs j JOIN video_assets v ON v.job_id = j.id WHERE v.id = $1',
      [id],
    );
    expect(job!.state).toBe('queued');
    ctx.app = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
    await ctx.app.ready();
    const { data } = await untilSettled(ctx.app, mentorA, id);
    expect(data).toMatchObject({ status: 'ready', renditions: [72, 144] });
  });

  it('refuses what is not a video, too big, or without a size, naming why; no audio is a warning', async () => {
    const post = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/studio/uploads',
        headers: { ...auth(mentorA), ...headers },
      });
    const big = await post({ 'upload-length': String(5 * 1024 ** 3) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('video_too_big');
    const pdf = await post({
      'upload-length': '1000',
      'upload-metadata': meta({ filename: 'a.pdf', filetype: 'application/pdf' }),
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.code).toBe('not_a_video');
    const none = await post({});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ 'upload-length': 'required' });

    // Named a video, but not one: found when the last byte arrives.
    const text = Buffer.from('Lesson notes, not a video.\n'.repeat(40));
    const location = await createUpload(ctx.app, mentorA, text.length);
    const done = await patch(ctx.app, mentorA, location, 0, text);
    expect(done.statusCode).toBe(422);
    expect(done.json().error.code).toBe('not_a_video');
    const refused = (await videoOf(ctx.app, mentorA, location.split('/').at(-1)!)).json().data;
    expect(refused).toMatchObject({ status: 'failed', error: 'not_a_video' });

    const silent = readFileSync(makeClip(dataDir, 'silent.mp4', { seconds: 2, audio: false }));
    const quiet = await createUpload(ctx.app, mentorA, silent.length);
    expect((await patch(ctx.app, mentorA, quiet, 0, silent)).statusCode).toBe(204);
    const { data } = await untilSettled(ctx.app, mentorA, quiet.split('/').at(-1)!);
    expect(data).toMatchObject({ status: 'ready', warnings: ['video_no_audio'], has_audio: false });
  });

  it('is the company’s contributors’ alone: no studio session is refused, another company sees nothing', async () => {
    const location = await createUpload(ctx.app, mentorA, 100);
    const id = location.split('/').at(-1)!;
    // A learners'-site token is no studio session; neither is no cookie.
    const learner = await siteToken(ctx, 'learner@example.com');
    const asLearner = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/uploads',
      headers: { ...auth(''), authorization: `Bearer ${learner}`, 'upload-length': '100' },
    });
    expect(asLearner.statusCode).toBe(401);
    const noCookie = await ctx.app.inject({
      method: 'GET',
      url: `/api/studio/videos/${id}`,
      headers: { host: STUDIO_A },
    });
    expect(noCookie.statusCode).toBe(401);
    // A write from another page than the studio's own.
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/uploads',
      headers: { ...auth(mentorA), origin: 'http://localhost:3000', 'upload-length': '100' },
    });
    expect(crossSite.statusCode).toBe(403);
    // The learners' site is not a studio host.
    expect((await videoOf(ctx.app, mentorA, id, HOST_A)).statusCode).toBe(404);

    const mentorB = await studioSession(ctx, MENTOR, { site: 'acme.localhost', studio: STUDIO_B });
    expect((await videoOf(ctx.app, mentorB, id, STUDIO_B)).statusCode).toBe(404);
    const head = await ctx.app.inject({ method: 'HEAD', url: location, headers: auth(mentorB, STUDIO_B) });
    expect(head.statusCode).toBe(404);
    const write = await ctx.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...auth(mentorB, STUDIO_B),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.alloc(100),
    });
    expect(write.statusCode).toBe(404);
    const bad = await videoOf(ctx.app, mentorA, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: expect.any(String) });
  });
});
