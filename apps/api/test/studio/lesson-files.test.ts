import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { HOST_A, type TestContext } from '../helper.ts';
import { toWebVtt } from '../../src/modules/studio/files/captions.ts';
import { makeClip } from './clips.ts';
import {
  MENTOR,
  STUDIO_A,
  STUDIO_B,
  originOf,
  readDraft,
  saveCurriculum,
  siteToken,
  studio,
  studioSuite,
  type DraftRef,
} from './support.ts';

/**
 * Lesson files in the studio (issue 24 item 4): a PDF lesson's document, a video lesson's captions
 * (SRT converted to WebVTT), and a lesson's file looked up again by its id (a video's MP4 with
 * its video). Each for a course the caller may edit, as a file of the company only.
 */
let ctx: TestContext;
// Files on disk: made before the app that stores in it.
const dataDir = mkdtempSync(join(tmpdir(), 'studio-files-'));
let mentor: string;
let admin: string;
let acme: string;
let mine: DraftRef[];
let others: DraftRef[];

studioSuite(
  {
    env: { DATA_DIR: dataDir, VIDEO_LADDER: '72,144', RATE_LIMIT_MULTIPLIER: '100' },
    acme: MENTOR,
    drafts: true,
  },
  (s) => ({ ctx, mentor, admin, acme, mine, others } = s),
);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

type Part = string | { bytes: Buffer; filename: string; type: string };

async function multipart(parts: [string, Part][]) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function send(
  url: string,
  parts: [string, Part][],
  { host = STUDIO_A, cookie = mentor as string | null, origin = originOf(ctx, host) as string | null } = {},
) {
  const { payload, contentType } = await multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      host,
      'content-type': contentType,
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdf = (bytes = PDF, filename = 'handout.pdf'): Part => ({ bytes, filename, type: 'application/pdf' });
const text = (body: string, filename: string): Part => ({
  bytes: Buffer.from(body, 'utf8'),
  filename,
  type: 'text/plain',
});
const fieldsOf = (res: { json: () => { error: { fields: Record<string, string> } } }) =>
  res.json().error.fields;

const SRT = `1
00:00:00,500 --> 00:00:02,000
Selamat datang

2
00:00:02,500 --> 00:00:04,250
di kursus ini
dua baris
`;

describe('a PDF lesson’s document', () => {
  it('is stored as a file of the company, and a saved PDF lesson names it', async () => {
    const res = await send(`/api/studio/courses/${mine[0]!.id}/files`, [['file', pdf()]]);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({
      content_type: 'application/pdf',
      byte_size: PDF.length,
      file_name: 'handout.pdf',
      video: null,
    });
    // Looked up again by its id: type and size.
    const facts = await studio(ctx, mentor, 'GET', `/api/studio/files/${file.id}`);
    expect(facts.statusCode).toBe(200);
    expect(facts.json().data).toMatchObject({
      id: file.id,
      content_type: 'application/pdf',
      byte_size: PDF.length,
    });

    const draft = await readDraft(ctx, mentor, mine[0]!.id);
    const c = structuredClone(draft.curriculum);
    c.sections[0]!.lessons.push({
      key: crypto.randomUUID(),
      title: { id: 'Bahan bacaan', en: '', ms: '' },
      type: 'pdf',
      is_preview: false,
      duration_seconds: 0,
      body: { id: [], en: [], ms: [] },
      file_id: file.id,
      captions: [],
      quiz: null,
    });
    const saved = await saveCurriculum(ctx, mentor, draft.id, draft.revision, c);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.curriculum.sections[0].lessons.at(-1).file_id).toBe(file.id);
  });

  it('refuses bytes that are not a PDF whatever the name, no file, and a file over 50 MB', async () => {
    const url = `/api/studio/courses/${mine[0]!.id}/files`;
    const fake = await send(url, [['file', pdf(Buffer.from('<html>not a pdf</html>'), 'notes.pdf')]]);
    expect(fake.statusCode).toBe(400);
    expect(fieldsOf(fake)).toEqual({ file: 'pdf_type' });
    const none = await send(url, [['note', 'nothing']]);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual({ file: 'required' });
    const big = await send(url, [['file', pdf(Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024)]))]]);
    expect(big.statusCode).toBe(413);
    expect(fieldsOf(big)).toEqual({ file: 'file_too_large' });
    const bad = await send('/api/studio/courses/abc/files', [['file', pdf()]]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['id']);
  });
});

describe('captions', () => {
  it('converts SRT to WebVTT and stores it as text/vtt', async () => {
    const res = await send(`/api/studio/courses/${mine[0]!.id}/captions`, [
      ['language', 'id'],
      ['file', text(SRT, 'subtitles.srt')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ content_type: 'text/vtt', cues: 2, file_name: 'subtitles.srt' });
    const stored = await ctx.app.storage.read(
      (
        await ctx.database.sql.query<{ storage_key: string }>(
          'SELECT storage_key FROM stored_files WHERE id = $1',
          [file.id],
        )
      )[0]!.storage_key,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      'WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\nSelamat datang\n\n2\n00:00:02.500 --> 00:00:04.250\ndi kursus ini\ndua baris\n',
    );
  });

  it('keeps a valid WebVTT file, with its settings and notes', async () => {
    const vtt = 'WEBVTT - Bahasa\n\nNOTE made by hand\n\n00:01.000 --> 00:02.000 align:start\nHalo\n';
    const result = toWebVtt(vtt);
    expect(result).toEqual({
      vtt: 'WEBVTT - Bahasa\n\nNOTE made by hand\n\n00:00:01.000 --> 00:00:02.000 align:start\nHalo\n',
      cues: 1,
    });
    const res = await send(`/api/studio/courses/${mine[0]!.id}/captions`, [
      ['language', 'en'],
      ['file', text(vtt, 'en.vtt')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cues).toBe(1);
  });

  it('refuses a file without a valid cue timeline, naming the file and the line', async () => {
    const url = `/api/studio/courses/${mine[0]!.id}/captions`;
    const backwards = await send(url, [
      ['language', 'id'],
      ['file', text('1\n00:00:05,000 --> 00:00:02,000\nMundur\n', 'a.srt')],
    ]);
    expect(backwards.statusCode).toBe(400);
    expect(fieldsOf(backwards)).toEqual({ file: 'caption_timing' });
    expect(backwards.json().message).toMatch(/Line 2: the cue ends before it starts/);
    const garbled = await send(url, [
      ['language', 'id'],
      ['file', text('WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nHalo\n', 'a.vtt')],
    ]);
    expect(fieldsOf(garbled)).toEqual({ file: 'caption_timing' });
    const empty = await send(url, [
      ['language', 'id'],
      ['file', text('WEBVTT\n', 'a.vtt')],
    ]);
    expect(fieldsOf(empty)).toEqual({ file: 'caption_timing' });
    const prose = await send(url, [
      ['language', 'id'],
      ['file', text('Just some words\nno cues', 'a.srt')],
    ]);
    expect(fieldsOf(prose)).toEqual({ file: 'caption_type' });
    const binary = await send(url, [
      ['language', 'id'],
      ['file', pdf(Buffer.from([0xff, 0xfe, 0, 0x41]), 'a.vtt')],
    ]);
    expect(fieldsOf(binary)).toEqual({ file: 'caption_type' });
    expect(
      toWebVtt('1\n00:00:03,000 --> 00:00:04,000\nB\n\n2\n00:00:01,000 --> 00:00:02,000\nA\n'),
    ).toMatchObject({
      problem: { code: 'caption_timing', message: 'Line 6: the cue starts before the one above it' },
    });
  });

  it('names a missing or unknown language and a missing file', async () => {
    const url = `/api/studio/courses/${mine[0]!.id}/captions`;
    const noLanguage = await send(url, [['file', text(SRT, 'a.srt')]]);
    expect(noLanguage.statusCode).toBe(400);
    expect(fieldsOf(noLanguage)).toEqual({ language: 'required' });
    const klingon = await send(url, [
      ['language', 'tlh'],
      ['file', text(SRT, 'a.srt')],
    ]);
    expect(Object.keys(fieldsOf(klingon))).toEqual(['language']);
    const noFile = await send(url, [['language', 'ms']]);
    expect(fieldsOf(noFile)).toEqual({ file: 'required' });
    const big = await send(url, [
      ['language', 'ms'],
      ['file', text(SRT + ' '.repeat(2 * 1024 * 1024), 'a.srt')],
    ]);
    expect(big.statusCode).toBe(413);
    expect(fieldsOf(big)).toEqual({ file: 'file_too_large' });
  });
});

describe('who may upload and look up lesson files', () => {
  it('refuses another mentor’s course (404), but its admin may', async () => {
    const url = `/api/studio/courses/${others[0]!.id}`;
    expect((await send(`${url}/files`, [['file', pdf()]])).statusCode).toBe(404);
    expect(
      (
        await send(`${url}/captions`, [
          ['language', 'id'],
          ['file', text(SRT, 'a.srt')],
        ])
      ).statusCode,
    ).toBe(404);
    expect((await send(`${url}/files`, [['file', pdf()]], { cookie: admin })).statusCode).toBe(200);
  });

  it('refuses no session, a learner, the learners’ site’s Origin, and another company', async () => {
    const url = `/api/studio/courses/${mine[0]!.id}/files`;
    expect((await send(url, [['file', pdf()]], { cookie: null })).statusCode).toBe(401);
    // A learner has no studio session; their site token does not open the studio.
    const learner = await siteToken(ctx, 'learner@example.com');
    const asLearner = await ctx.app.inject({
      method: 'GET',
      url: `/api/studio/files/${crypto.randomUUID()}`,
      headers: { host: STUDIO_A, authorization: `Bearer ${learner}` },
    });
    expect(asLearner.statusCode).toBe(401);
    const site = await send(url, [['file', pdf()]], { origin: originOf(ctx, HOST_A) });
    expect(site.statusCode).toBe(403);
    expect(site.json().error.code).toBe('cross_site_request');
    // Acme's session on Cendekia's studio, and Acme's studio with Cendekia's course.
    expect((await send(url, [['file', pdf()]], { cookie: acme })).statusCode).toBe(401);
    expect((await send(url, [['file', pdf()]], { cookie: acme, host: STUDIO_B })).statusCode).toBe(404);
    // Cendekia's file, asked for in Acme's studio: not found.
    const mineFile = (await send(url, [['file', pdf()]])).json().data.id;
    const foreign = await studio(ctx, acme, 'GET', `/api/studio/files/${mineFile}`, undefined, {
      host: STUDIO_B,
    });
    expect(foreign.statusCode).toBe(404);
    const malformed = await studio(ctx, mentor, 'GET', '/api/studio/files/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(malformed))).toEqual(['id']);
  });
});

describe('a video lesson opened again', () => {
  it('finds the video by its MP4 file: poster, duration, status', async () => {
    const clip = readFileSync(makeClip(dataDir, 'clip.mp4', { seconds: 3, width: 256, height: 144 }));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/uploads',
      headers: {
        host: STUDIO_A,
        cookie: mentor,
        origin: originOf(ctx, STUDIO_A),
        'tus-resumable': '1.0.0',
        'upload-length': String(clip.length),
        'upload-metadata': `filename ${Buffer.from('intro.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const done = await ctx.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        host: STUDIO_A,
        cookie: mentor,
        origin: originOf(ctx, STUDIO_A),
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: clip,
    });
    expect(done.statusCode, done.body).toBe(204);
    const id = location.split('/').at(-1)!;
    let video;
    for (const end = Date.now() + 30_000; ; await sleep(100)) {
      video = (await studio(ctx, mentor, 'GET', `/api/studio/videos/${id}`)).json().data;
      if (video.status === 'ready' || video.status === 'failed' || Date.now() > end) break;
    }
    expect(video.status).toBe('ready');
    const res = await studio(ctx, mentor, 'GET', `/api/studio/files/${video.file_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ id: video.file_id, content_type: 'video/mp4', file_name: 'intro.mp4' });
    expect(file.video).toMatchObject({ id, status: 'ready', renditions: [72, 144] });
    expect(Math.abs(file.video.duration_ms - 3000)).toBeLessThan(150);
    const poster = await ctx.app.inject({
      url: file.video.poster_url,
      headers: { host: STUDIO_A, cookie: mentor },
    });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    // Acme's studio: not its file.
    const foreign = await studio(ctx, acme, 'GET', `/api/studio/files/${video.file_id}`, undefined, {
      host: STUDIO_B,
    });
    expect(foreign.statusCode).toBe(404);
  }, 60_000);
});
