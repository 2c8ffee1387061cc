import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePreview, previewLink } from '@app/contract/preview/schemas';
import type { Curriculum } from '@app/contract/studio/schemas';
import { buildApp, loggerOptions } from '../../src/app.ts';
import { signPreviewToken, verifyPreviewToken, type PreviewGrant } from '../../src/modules/preview/token.ts';
import { SETUP_MS } from '../account/support.ts';
import { createLearner, learning } from '../catalog/helpers.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  ADMIN,
  STUDIO_A,
  STUDIO_B,
  originOf,
  publishedDrafts,
  readDraft,
  saveCurriculum,
  siteToken,
  studio,
  studioSession,
} from '../studio/support.ts';

/**
 * "Preview as learner" (issue 24 item 6, decision 47): the studio mints a 30-minute link to the
 * draft on the learners' site, only for those who may edit it; the site's call answers the draft in
 * the course page's and the player's shapes while learners keep the published course.
 */
let ctx: TestContext;
let mentor: string;
let admin: string;
let mine: { id: number; course_id: number | null }[];
let others: { id: number; course_id: number | null }[];

beforeAll(async () => {
  ctx = await createTestApp();
  mentor = await studioSession(ctx);
  admin = await studioSession(ctx, ADMIN);
  ({ mine, others } = await publishedDrafts(ctx, mentor, admin));
}, SETUP_MS);
afterAll(() => ctx?.close());

const mintLink = (cookie: string | null, id: number, host = STUDIO_A) =>
  studio(ctx, cookie, 'POST', `/api/studio/courses/${id}/preview-link`, undefined, { host });

/** The token of a link the studio minted, expecting 200. */
async function tokenOf(cookie: string, id: number, host = STUDIO_A) {
  const res = await mintLink(cookie, id, host);
  expect(res.statusCode, res.body).toBe(200);
  return new URL(previewLink.parse(res.json().data).url).pathname.split('/').at(-1)!;
}

const open = (token: string, query = '', host = HOST_A, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/preview/${token}${query}`, headers: { host, ...headers } });

const grantOf = (token: string) => verifyPreviewToken(ctx.app.env.FILE_LINK_SECRET, token) as PreviewGrant;

/** A token signed with the server's secret for any grant: what only the server could make. */
const signed = (grant: Omit<PreviewGrant, 'expiresAt'>, ttlSeconds = 60, now = Date.now()) =>
  signPreviewToken({ secret: ctx.app.env.FILE_LINK_SECRET, ...grant, ttlSeconds, now }).token;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('POST /api/studio/courses/:id/preview-link', () => {
  it('answers a 30-minute address on the company’s learners’ site', async () => {
    const before = Date.now();
    const res = await mintLink(mentor, mine[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    const link = previewLink.parse(res.json().data);
    expect(link.url).toMatch(new RegExp(`^${originOf(ctx, HOST_A)}/preview/[\\w-]{66}$`));
    const minutes = (Date.parse(link.expires_at) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('is only for the course’s contributors and the company’s admins', async () => {
    const other = others[0]!;
    // Another mentor's course: not in this contributor's studio; the admin may preview it.
    expect((await mintLink(mentor, other.id)).statusCode).toBe(404);
    expect((await mintLink(admin, other.id)).statusCode).toBe(200);
    // Another company's admin, on their own studio host, gets nothing of Cendekia's.
    const acmeAdmin = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
    expect((await mintLink(acmeAdmin, mine[0]!.id, STUDIO_B)).statusCode).toBe(404);
    // No studio session: 401; a learner's token is none.
    expect((await mintLink(null, mine[0]!.id)).statusCode).toBe(401);
    const token = await siteToken(ctx, 'learner@example.com');
    const asLearner = await ctx.app.inject({
      method: 'POST',
      url: `/api/studio/courses/${mine[0]!.id}/preview-link`,
      headers: { host: STUDIO_A, origin: originOf(ctx, STUDIO_A), authorization: `Bearer ${token}` },
    });
    expect(asLearner.statusCode).toBe(401);
    expect((await mintLink(mentor, 0)).statusCode).toBe(400);
  });

  it('is a studio write: refused from another site’s page', async () => {
    const res = await studio(
      ctx,
      mentor,
      'POST',
      `/api/studio/courses/${mine[0]!.id}/preview-link`,
      undefined,
      {
        origin: originOf(ctx, HOST_A),
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_site_request');
  });
});

describe('GET /api/preview/:token', () => {
  it('shows the unpublished draft in the learner’s shapes, every lesson open, while learners keep the published course', async () => {
    const draft = await readDraft(ctx, mentor, mine[0]!.id);
    const courseId = draft.course_id!;
    const c: Curriculum = clone(draft.curriculum);
    const first = c.sections[0]!.lessons[0]!;
    first.title = { ...first.title, id: 'Judul yang belum diterbitkan' };
    c.sections[0]!.lessons.push({
      key: '7b0c1f7e-2a55-4f7e-9b1d-0c6e2f4a8d31',
      title: { id: 'Bacaan baru', en: 'A new reading', ms: '' },
      type: 'text',
      is_preview: false,
      duration_seconds: 120,
      body: { id: [{ type: 'p', runs: [{ text: 'Isi bacaan baru.' }] }], en: [], ms: [] },
      file_id: null,
      captions: [],
      quiz: null,
    });
    expect((await saveCurriculum(ctx, mentor, draft.id, draft.revision, c)).statusCode).toBe(200);

    const token = await tokenOf(mentor, draft.id);
    const res = await open(token, '?lang=id');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const data = coursePreview.parse(res.json().data);
    expect(data).toMatchObject({ lang: 'id', status: 'changes' });
    expect(Date.parse(data.expires_at)).toBe(grantOf(token).expiresAt);
    // The course page's course: the draft's texts, the published course's id and learners.
    expect(data.course).toMatchObject({
      id: courseId,
      title: draft.fields.title.id,
      currency: 'IDR',
      owned: false,
    });
    const lessons = data.content.sections.flatMap((s) => s.lessons);
    expect(data.course.lessons_count).toBe(lessons.length);
    expect(lessons[0]!.title).toBe('Judul yang belum diterbitkan');
    expect(lessons.every((l) => l.open)).toBe(true);
    const added = lessons.find((l) => l.title === 'Bacaan baru')!;
    // Not yet published: a negative id, which no published lesson has.
    expect(added.id).toBeLessThan(0);
    expect(added.body).toEqual([{ type: 'p', runs: [{ text: 'Isi bacaan baru.' }] }]);

    // A video plays its MP4 from a signed link on the learners' host (no HLS for a draft).
    const video = lessons.find((l) => l.type === 'video' && l.file)!.file!;
    expect(video.url).toMatch(/^\/api\/files\/[\w-]+$/);
    expect(video.hls_url).toBeNull();
    const bytes = await ctx.app.inject({ url: video.url, headers: { host: HOST_A, range: 'bytes=0-9' } });
    expect(bytes.statusCode).toBe(206);
    expect(video.captions.map((cap) => cap.language)[0]).toBe('id');

    // In English: the English texts, the default language's where a text has none.
    const en = coursePreview.parse((await open(token, '?lang=en')).json().data);
    expect(en.content.sections.flatMap((s) => s.lessons).find((l) => l.id === added.id)!.title).toBe(
      'A new reading',
    );

    // Learners still get the published course.
    const learner = await createLearner(ctx, { owns: [courseId] });
    const published = await ctx.app.inject({
      url: `/api/get-content/${courseId}?lang=id`,
      headers: learning({ token: learner.token }),
    });
    const titles = (published.json().data.sections as { lessons: { title: string }[] }[]).flatMap((s) =>
      s.lessons.map((l) => l.title),
    );
    expect(titles).not.toContain('Judul yang belum diterbitkan');
    expect(titles).not.toContain('Bacaan baru');
  });

  it('shows a course never published, with a negative id', async () => {
    const draft = await readDraft(ctx, mentor, mine[0]!.id);
    const created = await studio(ctx, mentor, 'POST', '/api/studio/courses', {
      ...draft.fields,
      title: { id: 'Kursus baru sekali', en: '', ms: '' },
      cover_media_id: null,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const data = coursePreview.parse((await open(await tokenOf(mentor, id), '?lang=id')).json().data);
    expect(data.status).toBe('draft');
    expect(data.course).toMatchObject({ id: -id, title: 'Kursus baru sekali', students_count: 0, image: '' });
    expect(data.content.course_id).toBe(-id);
  });

  it('refuses an altered, foreign or stale link: 404, and an expired one 410', async () => {
    const token = await tokenOf(mentor, mine[0]!.id);
    const grant = grantOf(token);
    expect((await open(token)).statusCode).toBe(200);

    // Altered: one character of the signature, or of the payload (another draft).
    const flip = (t: string, i: number) => t.slice(0, i) + (t[i] === 'A' ? 'B' : 'A') + t.slice(i + 1);
    for (const bad of [flip(token, 40), flip(token, 12), token.slice(0, -1), 'not-a-token']) {
      const res = await open(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }

    // Expired: 410, saying so.
    const old = signed(grant, 60, Date.now() - 61_000);
    const expired = await open(old);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('link_expired');

    // Cendekia's link on Acme's site, and Acme's on Cendekia's.
    expect((await open(token, '', HOST_B)).statusCode).toBe(404);
    const acmeAdmin = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
    const acmeDrafts = await studio(ctx, acmeAdmin, 'GET', '/api/studio/courses', undefined, {
      host: STUDIO_B,
    });
    const acmeToken = await tokenOf(acmeAdmin, acmeDrafts.json().data.items[0].id as number, STUDIO_B);
    expect((await open(acmeToken, '', HOST_B)).statusCode).toBe(200);
    expect((await open(acmeToken, '', HOST_A)).statusCode).toBe(404);

    // Signed, but for someone who may not edit that draft: another mentor's course, a learner.
    expect((await open(signed({ ...grant, draftId: others[0]!.id }))).statusCode).toBe(404);
    const learner = await createLearner(ctx, {});
    expect((await open(signed({ ...grant, userId: learner.id }))).statusCode).toBe(404);
  });

  it('stops working once its contributor may no longer edit the course', async () => {
    const learner = await createLearner(ctx, {});
    await ctx.database.sql.query(`UPDATE users SET role = 'contributor' WHERE id = $1`, [learner.id]);
    const draftId = mine[0]!.id;
    // A contributor who is not the course's mentor: the same as a studio without the course.
    expect(
      (await open(signed({ ...grantOf(await tokenOf(mentor, draftId)), userId: learner.id }))).statusCode,
    ).toBe(404);
    const token = await tokenOf(admin, draftId);
    expect((await open(token)).statusCode).toBe(200);
    const { userId } = grantOf(token);
    await ctx.database.sql.query(`UPDATE users SET role = 'consumer' WHERE id = $1`, [userId]);
    try {
      expect((await open(token)).statusCode).toBe(404);
    } finally {
      await ctx.database.sql.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [userId]);
    }
  });

  it('is no call a learner’s token or session opens', async () => {
    const learner = await createLearner(ctx, { owns: [mine[0]!.course_id!] });
    // Without a link nothing names a draft: the old studio call is gone, and no token stands in for one.
    const old = await ctx.app.inject({
      url: `/api/studio/courses/${mine[0]!.id}/preview`,
      headers: { host: HOST_A, authorization: `Bearer ${learner.token}` },
    });
    expect(old.statusCode).toBe(404);
    expect((await open(learner.token, '', HOST_A, learning({ token: learner.token }))).statusCode).toBe(404);
    // A studio cookie on the learners' site is no link either.
    expect((await open('', '', HOST_A, { cookie: mentor })).statusCode).not.toBe(200);
  });

  it('names a bad language as a field, never a server error', async () => {
    const bad = await open(await tokenOf(mentor, mine[0]!.id), '?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {})).toContain('lang');
  });
});

describe('logs of preview links', () => {
  it('never contain the token, of the call or of the page', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const options = loggerOptions({ ...ctx.env, LOG_LEVEL: 'trace' }) as Record<string, unknown>;
    const app = await buildApp({ env: ctx.env, database: ctx.database, logger: { ...options, stream } });
    try {
      const token = await tokenOf(mentor, mine[0]!.id);
      const call = await app.inject({ url: `/api/preview/${token}?lang=en`, headers: { host: HOST_A } });
      expect(call.statusCode).toBe(200);
      await app.inject({ url: `/preview/${token}`, headers: { host: HOST_A } });
      expect(lines.join('\n')).toContain('/api/preview/[redacted]?lang=en');
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
