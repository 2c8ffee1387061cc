import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Curriculum } from '@app/contract/studio/schemas';
import { createLearner, learning } from '../catalog/helpers.ts';
import { type TestContext } from '../helper.ts';
import {
  ADMIN,
  STUDIO_A,
  STUDIO_B,
  originOf,
  publishDraft,
  readDraft,
  saveCurriculum,
  studio,
  studioSuite,
  type DraftRef,
} from './support.ts';

/**
 * Images in text lessons (issue 24 item 3): uploaded for a course the caller may edit, checked by
 * their bytes, stored as media of the company with the site's responsive sizes; a lesson's image
 * block must name one of the company's media, and survives blocks → HTML → blocks with its alt
 * text and caption for the learner.
 */
let ctx: TestContext;
let mentor: string;
let admin: string;
let acme: string;
let mine: DraftRef[];
let others: DraftRef[];

studioSuite(
  { env: { RATE_LIMIT_MULTIPLIER: '100' }, acme: ADMIN, drafts: true },
  (s) => ({ ctx, mentor, admin, acme, mine, others } = s),
);

type Part = { bytes: Buffer; filename: string; type: string };

async function upload(courseId: number, part: Part | null, { host = STUDIO_A, cookie = mentor } = {}) {
  const form = new FormData();
  if (part) form.append('file', new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.filename);
  form.append('note', 'x');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/studio/courses/${courseId}/images`,
    headers: {
      host,
      origin: originOf(ctx, host),
      cookie,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const photo = async (width = 1600, height = 900) => ({
  bytes: await sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .jpeg()
    .toBuffer(),
  filename: 'chart.jpg',
  type: 'image/jpeg',
});
const fieldsOf = (res: { json: () => { error: { fields: Record<string, string> } } }) =>
  res.json().error.fields;

/** A text lesson at the end of the first section whose reading is `blocks`. */
function withReading(c: Curriculum, blocks: unknown[]): Curriculum {
  const next = structuredClone(c);
  next.sections[0]!.lessons.push({
    key: '5a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
    title: { id: 'Membaca grafik', en: '', ms: '' },
    type: 'text',
    is_preview: false,
    duration_seconds: 120,
    body: { id: blocks, en: [], ms: [] },
    file_id: null,
    captions: [],
    quiz: null,
  } as Curriculum['sections'][number]['lessons'][number]);
  return next;
}

describe('uploading an image into a lesson', () => {
  it('stores it as media of the company with the site’s responsive sizes', async () => {
    const res = await upload(mine[0]!.id, await photo());
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data;
    expect(image.url).toBe(`/media/${image.id}`);
    expect(image.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8/);
    expect([image.width, image.height]).toEqual([1280, 720]);
    const webp = await ctx.app.inject({ url: `${image.url}?w=640&format=webp`, headers: { host: STUDIO_A } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(640);
  });

  it('refuses a file that is not an image, or none, naming the field', async () => {
    const text = { bytes: Buffer.from('not a picture at all'), filename: 'chart.jpg', type: 'image/jpeg' };
    const bad = await upload(mine[0]!.id, text);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual({ file: 'image_type' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    const vector = await upload(mine[0]!.id, { bytes: svg, filename: 'a.svg', type: 'image/svg+xml' });
    expect(fieldsOf(vector)).toEqual({ file: 'image_type' });
    const none = await upload(mine[0]!.id, null);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual({ file: 'required' });
  });

  it('is refused for another mentor’s course and another company’s (404)', async () => {
    expect((await upload(others[0]!.id, await photo())).statusCode).toBe(404);
    const acmeRes = await upload(mine[0]!.id, await photo(), { host: STUDIO_B, cookie: acme });
    expect(acmeRes.statusCode).toBe(404);
    // The admin edits every course of the company.
    expect((await upload(others[0]!.id, await photo(), { cookie: admin })).statusCode).toBe(200);
  });
});

describe('an image block in a lesson', () => {
  it('must be an image of this company, with alt text', async () => {
    const acmeCourses = await studio(ctx, acme, 'GET', '/api/studio/courses', undefined, { host: STUDIO_B });
    const acmeCourse = acmeCourses.json().data.items[0].id as number;
    const acmeUpload = await upload(acmeCourse, await photo(), { host: STUDIO_B, cookie: acme });
    expect(acmeUpload.statusCode, acmeUpload.body).toBe(200);
    const acmeImage = acmeUpload.json().data;
    const draft = await readDraft(ctx, mentor, mine[1]!.id);
    const lesson = draft.curriculum.sections[0]!.lessons.length;
    const res = await saveCurriculum(
      ctx,
      mentor,
      draft.id,
      draft.revision,
      withReading(draft.curriculum, [
        { type: 'img', media_id: acmeImage.id, alt: 'Their chart' },
        { type: 'img', media_id: acmeImage.id, alt: '  ' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toEqual({ [`sections.0.lessons.${lesson}.body.id.1.alt`]: 'required' });
    const named = await saveCurriculum(
      ctx,
      mentor,
      draft.id,
      draft.revision,
      withReading(draft.curriculum, [{ type: 'img', media_id: acmeImage.id, alt: 'Their chart' }]),
    );
    expect(named.statusCode).toBe(400);
    expect(fieldsOf(named)).toEqual({ [`sections.0.lessons.${lesson}.body.id.0.media_id`]: 'not_an_option' });
  });

  it('survives saving and publishing: the learner gets its address, size, alt text and caption', async () => {
    const draft = await readDraft(ctx, mentor, mine[2]!.id);
    const image = (await upload(draft.id, await photo(800, 600))).json().data;
    const reading = [
      { type: 'p', runs: [{ text: 'Lihat grafik ini:' }] },
      {
        type: 'img',
        media_id: image.id,
        alt: 'Grafik arus kas "masuk" & keluar',
        caption: ' Gambar 1: arus kas ',
        // Sent by the client, replaced by the media row's.
        url: 'https://evil.example/x.png',
        width: 1,
        height: 1,
      },
    ];
    const saved = await saveCurriculum(
      ctx,
      mentor,
      draft.id,
      draft.revision,
      withReading(draft.curriculum, reading),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      type: 'img',
      media_id: image.id,
      url: `/media/${image.id}`,
      alt: 'Grafik arus kas "masuk" & keluar',
      caption: 'Gambar 1: arus kas',
      width: 800,
      height: 600,
    };
    const again = await readDraft(ctx, mentor, draft.id);
    expect(again.curriculum.sections[0]!.lessons.at(-1)!.body.id).toEqual([reading[0], expected]);

    const published = await publishDraft(ctx, mentor, draft.id);
    expect(published.statusCode, published.body).toBe(200);
    const learner = await createLearner(ctx, { owns: [draft.course_id!] });
    const res = await ctx.app.inject({
      url: `/api/get-content/${draft.course_id}?lang=id`,
      headers: learning({ token: learner.token }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const lessons = res.json().data.sections[0].lessons as { title: string; body: unknown[] }[];
    expect(lessons.find((l) => l.title === 'Membaca grafik')!.body).toEqual([reading[0], expected]);
  });
});
