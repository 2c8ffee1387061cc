import { describe, expect, it } from 'vitest';
import { coursePreview, type Curriculum } from '@app/contract/studio/schemas';
import { createLearner, learning } from '../catalog/helpers.ts';
import { HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  ADMIN,
  STUDIO_A,
  STUDIO_B,
  readDraft,
  saveCurriculum,
  siteToken,
  studio,
  studioSession,
  type DraftRef,
  studioSuite,
} from './support.ts';

/**
 * "Preview as learner" (issue 24 item 6, decision 46): the draft as the course page and the player
 * would show it once published, only to those who may edit it; learners keep the published course.
 */
let ctx: TestContext;
let mentor: string;
let admin: string;
let mine: DraftRef[];
let others: DraftRef[];

studioSuite({ drafts: true }, (s) => ({ ctx, mentor, admin, mine, others } = s));

const preview = (cookie: string | null, id: number, query = '', host = STUDIO_A) =>
  studio(ctx, cookie, 'GET', `/api/studio/courses/${id}/preview${query}`, undefined, { host });

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('preview as learner', () => {
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

    const res = await preview(mentor, draft.id, '?lang=id');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = coursePreview.parse(res.json().data);
    expect(data).toMatchObject({ draft_id: draft.id, lang: 'id', status: 'changes' });
    expect(data.course.title).toBe(draft.fields.title.id);
    expect(data.course.currency).toBe('IDR');
    const lessons = data.content.sections.flatMap((s) => s.lessons);
    expect(lessons[0]!.title).toBe('Judul yang belum diterbitkan');
    expect(lessons.every((l) => l.open)).toBe(true);
    const added = lessons.find((l) => l.title === 'Bacaan baru')!;
    // Not yet published: a negative id, which no published lesson has.
    expect(added.id).toBeLessThan(0);
    expect(added.body).toEqual([{ type: 'p', runs: [{ text: 'Isi bacaan baru.' }] }]);

    // A video plays from a signed link for this contributor, on the studio's host.
    const video = lessons.find((l) => l.type === 'video' && l.file)!.file!;
    expect(video.url).toMatch(/^\/api\/files\/[\w-]+$/);
    const bytes = await ctx.app.inject({ url: video.url, headers: { host: STUDIO_A, range: 'bytes=0-9' } });
    expect(bytes.statusCode).toBe(206);
    expect(video.captions.map((cap) => cap.language)[0]).toBe('id');

    // In English: the English texts, the default language's where a text has none.
    const en = coursePreview.parse((await preview(mentor, draft.id, '?lang=en')).json().data);
    const enLessons = en.content.sections.flatMap((s) => s.lessons);
    expect(enLessons.find((l) => l.id === added.id)!.title).toBe('A new reading');

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

  it('is only for the course’s contributors and the company’s admins', async () => {
    const other = others[0]!;
    // Another mentor's course: not in this contributor's studio; the admin may preview it.
    expect((await preview(mentor, other.id)).statusCode).toBe(404);
    expect((await preview(admin, other.id)).statusCode).toBe(200);

    // Another company's admin, on their own studio host, gets nothing of Cendekia's.
    const acmeAdmin = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
    expect((await preview(acmeAdmin, mine[0]!.id, '', STUDIO_B)).statusCode).toBe(404);
    // Nor does a Cendekia session on Acme's studio host.
    expect([401, 404]).toContain((await preview(mentor, mine[0]!.id, '', STUDIO_B)).statusCode);

    // A learner's token is no studio session; no cookie at all is 401.
    const token = await siteToken(ctx, 'learner@example.com');
    const asLearner = await ctx.app.inject({
      url: `/api/studio/courses/${mine[0]!.id}/preview`,
      headers: { host: STUDIO_A, authorization: `Bearer ${token}` },
    });
    expect(asLearner.statusCode).toBe(401);
    expect((await preview(null, mine[0]!.id)).statusCode).toBe(401);
    // Nor is the preview a call of the learners' site.
    const onSite = await ctx.app.inject({
      url: `/api/studio/courses/${mine[0]!.id}/preview`,
      headers: { host: HOST_A, cookie: mentor },
    });
    expect(onSite.statusCode).not.toBe(200);
  });

  it('names a bad language or id as a field, never a server error', async () => {
    const bad = await preview(mentor, mine[0]!.id, '?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {})).toContain('lang');
    expect((await preview(mentor, 0)).statusCode).toBe(400);
    expect((await preview(mentor, 99_999_999)).statusCode).toBe(404);
  });
});
