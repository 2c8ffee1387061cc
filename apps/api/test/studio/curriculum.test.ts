import { describe, expect, it } from 'vitest';
import type { Curriculum, StudioCourse } from '@app/contract/studio/schemas';
import { createLearner, learning } from '../catalog/helpers.ts';
import { HOST_A, type TestContext } from '../helper.ts';
import {
  STUDIO_A,
  originOf,
  publishDraft,
  readDraft,
  saveCurriculum,
  siteToken,
  studio,
  studioSuite,
  type DraftRef,
} from './support.ts';

/**
 * A draft's curriculum in the studio (issue 24 items 3 and 6): read from the published course,
 * saved whole with its revision, checked per field, and published in the course's transaction:
 * reordered, new lessons made, removed lessons with learners' progress archived (their progress
 * and certificates stay), text bodies stored as the HTML the player reads back into the same
 * blocks.
 */
let ctx: TestContext;
let mentor: string;
let admin: string;
let mine: DraftRef[];
let others: DraftRef[];

studioSuite({ drafts: true }, (s) => ({ ctx, mentor, admin, mine, others } = s));

type Learner = Awaited<ReturnType<typeof createLearner>>;
interface ContentLesson {
  id: number;
  title: string;
  type: string;
  body: unknown[] | null;
}

/** What a learner who owns the course sees of it (`get-content`). */
async function contentOf(who: Learner, courseId: number) {
  const res = await ctx.app.inject({
    url: `/api/get-content/${courseId}?lang=id`,
    headers: learning({ token: who.token }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { sections: { id: number; title: string; lessons: ContentLesson[] }[] };
}
const lessonIds = (content: Awaited<ReturnType<typeof contentOf>>) =>
  content.sections.flatMap((s) => s.lessons.map((l) => l.id));

const progressOf = async (who: Learner, courseId: number) => {
  const res = await ctx.app.inject({
    url: `/api/get-lesson-progress/${encodeURIComponent(who.email)}?course_id=${courseId}`,
    headers: learning({ token: who.token }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    progress_percent: number;
    completed_lessons: number;
    lessons_count: number;
    certificate_code: string | null;
    lessons: { lesson_id: number }[];
  };
};

const idOf = (key: string) => Number(key.slice(1));
const clone = (c: Curriculum): Curriculum => structuredClone(c);

describe('reading a published course’s curriculum', () => {
  it('gives its sections and lessons in order with published keys, bodies as the player’s blocks, quizzes and captions', async () => {
    const draft = await readDraft(ctx, mentor, mine[0]!.id);
    const learner = await createLearner(ctx, { owns: [draft.course_id!] });
    const content = await contentOf(learner, draft.course_id!);
    const sections = draft.curriculum.sections;
    expect(sections.map((s) => s.key)).toEqual(content.sections.map((s) => `s${s.id}`));
    const lessons = sections.flatMap((s) => s.lessons);
    expect(lessons.map((l) => l.key)).toEqual(lessonIds(content).map((id) => `l${id}`));
    const text = lessons.find((l) => l.type === 'text')!;
    const seen = content.sections.flatMap((s) => s.lessons).find((l) => l.id === idOf(text.key))!;
    expect(text.body.id).toEqual(seen.body);
    const quiz = lessons.find((l) => l.type === 'quiz')!;
    expect(quiz.quiz!.questions.length).toBeGreaterThan(0);
    expect(quiz.quiz!.questions[0]!.key).toMatch(/^q\d+$/);
    const video = lessons.find((l) => l.type === 'video' && l.file_id)!;
    expect(video.captions.length).toBeGreaterThan(0);
    expect(draft.status).toBe('published');
  });
});

describe('who may read and change a curriculum', () => {
  it('answers 404 to a contributor for another mentor’s course, which an admin may open', async () => {
    const other = others[0]!;
    expect((await studio(ctx, mentor, 'GET', `/api/studio/courses/${other.id}`)).statusCode).toBe(404);
    const draft = await readDraft(ctx, admin, other.id);
    const res = await saveCurriculum(ctx, mentor, other.id, draft.revision, draft.curriculum);
    expect(res.statusCode).toBe(404);
    expect((await saveCurriculum(ctx, admin, other.id, draft.revision, draft.curriculum)).statusCode).toBe(
      200,
    );
  });

  it('refuses a learner’s token and a call without the studio cookie (401)', async () => {
    const token = await siteToken(ctx, 'learner@example.com');
    const id = mine[0]!.id;
    for (const method of ['GET', 'PUT'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/studio/courses/${id}${method === 'PUT' ? '/curriculum' : ''}`,
        headers: {
          host: STUDIO_A,
          authorization: `Bearer ${token}`,
          ...(method === 'PUT' ? { origin: originOf(ctx, STUDIO_A) } : {}),
        },
        ...(method === 'PUT' ? { payload: { revision: 0, sections: [] } } : {}),
      });
      expect(res.statusCode, method).toBe(401);
    }
    // On the learners' site the studio's calls do not exist.
    const site = await ctx.app.inject({
      url: `/api/studio/courses/${id}`,
      headers: { host: HOST_A, authorization: `Bearer ${token}` },
    });
    expect(site.statusCode).toBe(404);
  });
});

describe('saving a curriculum', () => {
  it('names every bad field by its path, and saves nothing', async () => {
    const draft = await readDraft(ctx, mentor, mine[0]!.id);
    const c = clone(draft.curriculum);
    const [first, second] = c.sections;
    first!.title.id = '';
    first!.lessons[0]!.title = { id: '', en: 'Only English', ms: '' };
    second!.key = first!.key;
    const text = c.sections.flatMap((s) => s.lessons).find((l) => l.type === 'text')!;
    text.file_id = '00000000-0000-4000-8000-000000000000';
    text.captions = [{ language: 'id', file_id: '00000000-0000-4000-8000-000000000000' }];
    const res = await saveCurriculum(ctx, mentor, draft.id, draft.revision, c);
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    const textAt = c.sections[0]!.lessons.indexOf(text);
    expect(fields).toMatchObject({
      'sections.0.title.id': 'required',
      'sections.0.lessons.0.title.id': 'required',
      'sections.1.key': 'invalid',
    });
    if (textAt >= 0) expect(fields[`sections.0.lessons.${textAt}.file_id`]).toBe('invalid');

    // The contract's own limits and shapes, by path too.
    const shaped = await saveCurriculum(ctx, mentor, draft.id, draft.revision, {
      sections: [
        {
          key: 'bad key!',
          title: { id: 'x'.repeat(121) },
          lessons: [{ key: 'a', title: { id: 'A' }, type: 'slides', duration_seconds: -1 }],
        },
      ],
    });
    expect(shaped.statusCode).toBe(400);
    expect(shaped.json().error.fields).toMatchObject({
      'sections.0.key': 'invalid_format',
      'sections.0.title.id': 'too_long',
      'sections.0.lessons.0.type': 'invalid_option',
      'sections.0.lessons.0.duration_seconds': 'too_small',
    });
    const tooMany = await saveCurriculum(ctx, mentor, draft.id, draft.revision, {
      sections: Array.from({ length: 51 }, (_, i) => ({ key: `n${i}`, title: { id: 'S' }, lessons: [] })),
    });
    expect(tooMany.json().error.fields).toEqual({ sections: 'too_many' });
    expect((await readDraft(ctx, mentor, draft.id)).revision).toBe(draft.revision);
  });

  it('refuses a file of another company or of the wrong kind', async () => {
    const draft = await readDraft(ctx, mentor, mine[0]!.id);
    const [foreign] = await ctx.database.sql.query<{ id: string }>(
      `SELECT f.id FROM stored_files f JOIN tenant_domains d ON d.tenant_id = f.tenant_id
        WHERE d.host = 'acme.localhost' AND f.content_type = 'video/mp4' LIMIT 1`,
    );
    const [pdf] = await ctx.database.sql.query<{ id: string }>(
      `SELECT f.id FROM stored_files f JOIN tenant_domains d ON d.tenant_id = f.tenant_id
        WHERE d.host = $1 AND f.content_type = 'application/pdf' LIMIT 1`,
      [HOST_A],
    );
    const c = clone(draft.curriculum);
    const videos = c.sections[0]!.lessons.filter((l) => l.type === 'video');
    const at = (l: (typeof videos)[number]) =>
      `sections.0.lessons.${c.sections[0]!.lessons.indexOf(l)}.file_id`;
    videos[0]!.file_id = foreign!.id;
    if (videos[1]) videos[1].file_id = pdf!.id;
    const res = await saveCurriculum(ctx, mentor, draft.id, draft.revision, c);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[at(videos[0]!)]).toBe('not_an_option');
    if (videos[1]) expect(res.json().error.fields[at(videos[1])]).toBe('invalid');
  });

  it('refuses a save at an older revision (409 revision_conflict)', async () => {
    const draft = await readDraft(ctx, mentor, mine[0]!.id);
    const ok = await saveCurriculum(ctx, mentor, draft.id, draft.revision, draft.curriculum);
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await saveCurriculum(ctx, mentor, draft.id, draft.revision, draft.curriculum);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('revision_conflict');
  });
});

describe('publishing a curriculum', () => {
  it('keeps learners on the published curriculum until publish, then shows the new order and lessons', async () => {
    const draft = await readDraft(ctx, mentor, mine[1]!.id);
    const courseId = draft.course_id!;
    const learner = await createLearner(ctx, { owns: [courseId] });
    const before = await contentOf(learner, courseId);
    const [countBefore] = await ctx.database.sql.query<{ lessons_count: number }>(
      'SELECT lessons_count FROM courses WHERE id = $1',
      [courseId],
    );

    // Reverse the sections, reverse the first section's lessons, add a section with a reading.
    const c = clone(draft.curriculum);
    c.sections.reverse();
    c.sections[0]!.lessons.reverse();
    const reading = [
      { type: 'h2', text: 'Ringkasan & tugas' },
      {
        type: 'p',
        runs: [
          { text: 'Baca ' },
          { text: 'panduan ini', href: 'https://example.com/panduan', bold: true },
          { text: ' lalu jalankan ' },
          { text: 'npm test', code: true },
          { text: '.' },
        ],
      },
      { type: 'ul', items: [[{ text: 'Satu' }], [{ text: 'Dua', italic: true }]] },
      { type: 'pre', text: 'SUM(A1:A9)\n  => total' },
    ];
    c.sections.push({
      key: 'c6f1a4f2-1b1e-4a55-9a0e-2f4b8b7c0d11',
      title: { id: 'Bagian baru', en: '', ms: '' },
      lessons: [
        {
          key: '1d3f0d6e-5b7a-4c1e-8f0a-3c2b1a0e9d88',
          title: { id: 'Bacaan baru', en: '', ms: '' },
          type: 'text',
          is_preview: false,
          duration_seconds: 300,
          body: { id: reading, en: [], ms: [] },
          file_id: null,
          captions: [],
          quiz: null,
        },
      ],
    } as Curriculum['sections'][number]);
    const saved = await saveCurriculum(ctx, mentor, draft.id, draft.revision, c);
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSave = saved.json().data as StudioCourse;
    expect(afterSave.status).toBe('changes');
    // Learners still see the published curriculum.
    expect(lessonIds(await contentOf(learner, courseId))).toEqual(lessonIds(before));

    const published = await publishDraft(ctx, mentor, draft.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.revision).toBe(afterSave.revision + 1);
    const after = await contentOf(learner, courseId);
    expect(after.sections.map((s) => s.id).slice(0, -1)).toEqual(before.sections.map((s) => s.id).reverse());
    const firstBefore = before.sections.at(-1)!.lessons.map((l) => l.id);
    expect(after.sections[0]!.lessons.map((l) => l.id)).toEqual([...firstBefore].reverse());
    const added = after.sections.at(-1)!;
    expect(added.title).toBe('Bagian baru');
    // Blocks → HTML → blocks: the player reads back exactly what the studio saved.
    expect(added.lessons[0]!.body).toEqual(reading);

    // The new rows' keys are in the draft now, so a second publish updates them.
    const again = await readDraft(ctx, mentor, draft.id);
    expect(again.status).toBe('published');
    expect(again.curriculum.sections.at(-1)!.key).toBe(`s${added.id}`);
    expect(again.curriculum.sections.at(-1)!.lessons[0]!.key).toBe(`l${added.lessons[0]!.id}`);
    expect((await publishDraft(ctx, mentor, draft.id)).statusCode).toBe(200);
    expect(lessonIds(await contentOf(learner, courseId))).toEqual(lessonIds(after));
    const [countAfter] = await ctx.database.sql.query<{ lessons_count: number; sections_count: number }>(
      'SELECT lessons_count, sections_count FROM courses WHERE id = $1',
      [courseId],
    );
    expect(countAfter!.lessons_count).toBe(countBefore!.lessons_count + 1);
    expect(countAfter!.sections_count).toBe(after.sections.length);
  });

  it('archives a removed lesson learners have progress on: progress and certificate stay, counts follow', async () => {
    const draft = await readDraft(ctx, mentor, mine[2]!.id);
    const courseId = draft.course_id!;
    const lessons = draft.curriculum.sections.flatMap((s) => s.lessons);
    const done = lessons.find((l) => l.type === 'text')!;
    // One learner finished the course (certificate), another completed only the removed lesson.
    const finisher = await createLearner(ctx, { owns: [courseId] });
    for (const l of lessons)
      await ctx.database.sql.query('SELECT learning_complete_lesson($1, $2)', [finisher.id, idOf(l.key)]);
    const partial = await createLearner(ctx, { owns: [courseId] });
    const marked = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-lesson-progress',
      headers: learning({ token: partial.token }),
      payload: { email: partial.email, lesson_id: idOf(done.key) },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const certificate = (await progressOf(finisher, courseId)).certificate_code!;
    expect(certificate).toMatch(/^[A-Z0-9]{4}-/);

    // A lesson added since, which nobody has opened yet.
    const withNew = clone(draft.curriculum);
    withNew.sections[0]!.lessons.push({
      ...structuredClone(done),
      key: 'b0d7e0a2-0c55-4e1f-9a43-6d1c2f3e4a5b',
    });
    expect((await saveCurriculum(ctx, mentor, draft.id, draft.revision, withNew)).statusCode).toBe(200);
    expect((await publishDraft(ctx, mentor, draft.id)).statusCode).toBe(200);
    const published = await readDraft(ctx, mentor, draft.id);
    const untouched = published.curriculum.sections[0]!.lessons.at(-1)!;
    expect(untouched.key).toMatch(/^l\d+$/);

    const c = clone(published.curriculum);
    for (const s of c.sections)
      s.lessons = s.lessons.filter((l) => l.key !== done.key && l.key !== untouched.key);
    expect((await saveCurriculum(ctx, mentor, draft.id, published.revision, c)).statusCode).toBe(200);
    const res = await publishDraft(ctx, mentor, draft.id);
    expect(res.statusCode, res.body).toBe(200);

    const rows = await ctx.database.sql.query<{ id: number; archived: boolean }>(
      'SELECT id, archived_at IS NOT NULL AS archived FROM lessons WHERE id = ANY ($1::int[])',
      [[idOf(done.key), idOf(untouched.key)]],
    );
    expect(rows).toEqual([{ id: idOf(done.key), archived: true }]);
    const kept = await ctx.database.sql.query(
      'SELECT 1 FROM lesson_progress WHERE user_id = $1 AND lesson_id = $2 AND completed_at IS NOT NULL',
      [partial.id, idOf(done.key)],
    );
    expect(kept).toHaveLength(1);

    const left = lessons.length - 1;
    expect(lessonIds(await contentOf(partial, courseId))).not.toContain(idOf(done.key));
    const partialProgress = await progressOf(partial, courseId);
    expect(partialProgress).toMatchObject({ lessons_count: left, completed_lessons: 0, progress_percent: 0 });
    expect(partialProgress.lessons.map((l) => l.lesson_id)).not.toContain(idOf(done.key));
    const finished = await progressOf(finisher, courseId);
    expect(finished).toMatchObject({ lessons_count: left, completed_lessons: left, progress_percent: 100 });
    expect(finished.certificate_code).toBe(certificate);
    const check = await ctx.app.inject({ url: `/api/certificates/${certificate}`, headers: learning() });
    expect(check.statusCode, check.body).toBe(200);
    // An archived lesson cannot be reported any more.
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-lesson-progress',
      headers: learning({ token: partial.token }),
      payload: { email: partial.email, lesson_id: idOf(done.key) },
    });
    expect(late.statusCode).toBe(404);
    const my = await ctx.app.inject({
      url: `/api/courses/get-my-learning/${encodeURIComponent(partial.email)}`,
      headers: learning({ token: partial.token }),
    });
    const course = (
      my.json().data.courses as { id: number; lessons_count: number; progress_percent: number }[]
    ).find((x) => x.id === courseId)!;
    expect(course).toMatchObject({ lessons_count: left, progress_percent: 0 });
  });

  it('checks the draft first and names what is missing (422 publish_incomplete)', async () => {
    const draft = await readDraft(ctx, mentor, mine[3]!.id);
    const c = clone(draft.curriculum);
    const lessons = c.sections[0]!.lessons;
    const video = lessons.findIndex((l) => l.type === 'video');
    const text = lessons.findIndex((l) => l.type === 'text');
    const quiz = lessons.findIndex((l) => l.type === 'quiz');
    if (video >= 0) lessons[video]!.file_id = null;
    if (text >= 0) lessons[text]!.body.id = [];
    if (quiz >= 0) lessons[quiz]!.quiz!.questions = [];
    const saved = await saveCurriculum(ctx, mentor, draft.id, draft.revision, c);
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await publishDraft(ctx, mentor, draft.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('publish_incomplete');
    const expected: Record<string, string> = {};
    if (video >= 0) expected[`sections.0.lessons.${video}.file_id`] = 'required';
    if (text >= 0) expected[`sections.0.lessons.${text}.body.id`] = 'required';
    if (quiz >= 0) expected[`sections.0.lessons.${quiz}.quiz.questions`] = 'too_few';
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(res.json().error.fields).toMatchObject(expected);

    const empty = await saveCurriculum(ctx, mentor, draft.id, saved.json().data.revision, { sections: [] });
    expect(empty.statusCode).toBe(200);
    const none = await publishDraft(ctx, mentor, draft.id);
    expect(none.json().error.fields).toMatchObject({ lessons: 'too_few' });
  });

  it('records every save in the audit table, with the lessons added, removed and edited', async () => {
    const rows = await ctx.database.sql.query<{ detail: Record<string, unknown> }>(
      `SELECT e.detail FROM audit_events e JOIN users u ON u.id = e.user_id
        WHERE e.event = 'studio_curriculum_saved' AND u.email = 'mentor@example.com' ORDER BY e.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => (r.detail.removed as string[]).length === 2)).toBe(true);
    expect(rows.some((r) => (r.detail.added as string[]).length === 1 && r.detail.reordered === true)).toBe(
      true,
    );
  });
});
