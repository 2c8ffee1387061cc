import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { basicAuth } from '../catalog/helpers.ts';
import { HOST_A, type TestContext } from '../helper.ts';
import {
  ADMIN,
  MENTOR,
  STUDIO_A,
  STUDIO_B,
  siteToken,
  studio,
  studioSession,
  studioSuite,
} from './support.ts';

/**
 * Courses in the studio (issue 24 items 2 and 6): who may see and change which course, the
 * checks of each field, and the draft learners do not see until it is published.
 */
let ctx: TestContext;
let mentor: string;
let admin: string;
studioSuite({}, (s) => ({ ctx, mentor, admin } = s));

const list = async (cookie: string, query = '', host = STUDIO_A) =>
  (await studio(ctx, cookie, 'GET', `/api/studio/courses${query}`, undefined, { host })).json().data;

const options = async (cookie: string, host = STUDIO_A) =>
  (await studio(ctx, cookie, 'GET', '/api/studio/options', undefined, { host })).json().data;

/** A valid new course of the mentor: Indonesian is Cendekia's default language. */
async function newCourse(cookie: string, overrides: Record<string, unknown> = {}) {
  const { categories, mentors } = await options(cookie);
  return {
    title: { id: 'Dasar Analisis Data', en: '', ms: '' },
    subtitle: { id: 'Dari spreadsheet ke dasbor', en: '', ms: '' },
    description: { id: [{ type: 'p', text: 'Belajar membaca data.' }], en: [], ms: [] },
    category_id: categories[0].id,
    mentor_id: mentors[0].id,
    level: 'beginner',
    price: 250000,
    discount_price: 199000,
    is_bootcamp: false,
    cover_media_id: null,
    ...overrides,
  };
}

const publicCourse = (slug: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/courses/course-show/${slug}?lang=id`,
    headers: { host: HOST_A, authorization: basicAuth() },
  });

describe('who sees which course', () => {
  it('names the categories in the language the studio asks for', async () => {
    const named = async (lang: string) =>
      (await studio(ctx, mentor, 'GET', `/api/studio/options?lang=${lang}`)).json().data.categories;
    const [en, id, ms] = await Promise.all([named('en'), named('id'), named('ms')]);
    expect(en.map((c: { name: string }) => c.name)).toContain('Programming');
    expect(id.map((c: { name: string }) => c.name)).toContain('Pemrograman');
    expect(ms.map((c: { name: string }) => c.name)).toContain('Pengaturcaraan');
    expect(id.map((c: { id: number }) => c.id)).toEqual(en.map((c: { id: number }) => c.id));
  });

  it('lists a contributor’s own courses only, and every course of the company for an admin', async () => {
    const mine = await list(mentor);
    const all = await list(admin);
    expect(mine.total).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThan(mine.total);
    const ownMentors = (await options(mentor)).mentors.map((m: { name: string }) => m.name);
    expect(mine.items.every((c: { mentor_name: string }) => ownMentors.includes(c.mentor_name))).toBe(true);
    expect(mine.items.every((c: { status: string }) => c.status === 'published')).toBe(true);
    expect(mine.per_page).toBe(20);
  });

  it('lists every course a contributor may edit, and a list only reads (drafts come with the courses)', async () => {
    const written: string[] = [];
    const sql = ctx.app.database.sql;
    const original = sql.query.bind(sql);
    sql.query = ((...args: Parameters<typeof original>) => {
      // Writes to the drafts (the session and rate-limit rows a request may touch are not the list's).
      if (/^\s*(INSERT|UPDATE|DELETE)\b[^;]*\bcourse_drafts\b/is.test(args[0])) written.push(args[0]);
      return original(...args);
    }) as typeof sql.query;
    let mine;
    try {
      mine = await list(mentor, '?page=1');
    } finally {
      sql.query = original;
    }
    expect(written).toEqual([]);
    // The demo's courses came from the tenant command (its seed): each has its draft.
    const [counted] = await ctx.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM courses c JOIN mentors m ON m.id = c.mentor_id
         JOIN users u ON u.id = m.user_id JOIN tenants t ON t.id = c.tenant_id
        WHERE u.email = $1 AND t.slug = 'cendekia'`,
      [MENTOR],
    );
    expect(counted!.n).toBeGreaterThan(0);
    expect(mine.total).toBe(counted!.n);
  });

  it('gives a course added before the studio its draft once, by migration 0033', async () => {
    const before = await list(admin, '?status=published');
    const course = before.items.at(-1) as { id: number; course_id: number; title: string };
    await ctx.database.sql.query('DELETE FROM course_drafts WHERE id = $1', [course.id]);
    expect((await list(admin, '?status=published')).total).toBe(before.total - 1);
    const migration = readFileSync(
      new URL('../../src/db/migrations/0033_course_drafts_backfill.sql', import.meta.url),
      'utf8',
    );
    await ctx.database.sql.exec(migration);
    expect((await list(admin, '?status=published')).total).toBe(before.total);
    const found = await list(admin, `?status=published&q=${encodeURIComponent(course.title)}`);
    expect(found.items.find((c: { course_id: number }) => c.course_id === course.course_id)).toMatchObject({
      title: course.title,
      status: 'published',
    });
  });

  it('answers 404 when a contributor opens or saves another mentor’s course', async () => {
    const mine = new Set((await list(mentor)).items.map((c: { id: number }) => c.id));
    const other = (await list(admin)).items.find((c: { id: number }) => !mine.has(c.id));
    expect(other).toBeDefined();
    expect((await studio(ctx, mentor, 'GET', `/api/studio/courses/${other.id}`)).statusCode).toBe(404);
    const draft = (await studio(ctx, admin, 'GET', `/api/studio/courses/${other.id}`)).json().data;
    const save = await studio(ctx, mentor, 'PUT', `/api/studio/courses/${other.id}`, {
      ...draft.fields,
      revision: draft.revision,
    });
    expect(save.statusCode).toBe(404);
    expect((await studio(ctx, mentor, 'POST', `/api/studio/courses/${other.id}/publish`)).statusCode).toBe(
      404,
    );
  });

  it('does not open a course of another company, even to its admin', async () => {
    const acmeAdmin = await studioSession(ctx, ADMIN, { site: 'acme.localhost', studio: STUDIO_B });
    const acmeCourse = (await list(acmeAdmin, '', STUDIO_B)).items[0];
    expect((await studio(ctx, admin, 'GET', `/api/studio/courses/${acmeCourse.id}`)).statusCode).toBe(404);
  });

  it('keeps learners out: a learner’s site token is no studio session', async () => {
    const token = await siteToken(ctx, 'learner@example.com');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/studio/courses',
      headers: { host: 'studio.localhost', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('searches by title and filters by status', async () => {
    const first = (await list(admin)).items[0];
    const word = first.title.split(' ')[0].toLowerCase();
    const found = await list(admin, `?q=${encodeURIComponent(word)}`);
    expect(found.items.map((c: { id: number }) => c.id)).toContain(first.id);
    expect((await list(admin, '?q=zzqx-no-such-title')).total).toBe(0);
    expect(
      (await list(admin, '?status=draft')).items.every((c: { status: string }) => c.status === 'draft'),
    ).toBe(true);
    expect((await studio(ctx, admin, 'GET', '/api/studio/courses?status=gone')).statusCode).toBe(400);
  });
});

describe('each field is checked, and named when wrong', () => {
  it('requires the title in the company’s default language', async () => {
    const res = await studio(ctx, mentor, 'POST', '/api/studio/courses', {
      ...(await newCourse(mentor)),
      title: { id: '', en: 'Data Analysis Basics', ms: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'title.id': 'required' });
  });

  it('refuses a discount not below the price, sen in rupiah, another company’s category and another’s mentor', async () => {
    const acmeAdmin = await studioSession(ctx, ADMIN, { site: 'acme.localhost', studio: STUDIO_B });
    const acmeCategory = (await options(acmeAdmin, STUDIO_B)).categories[0].id;
    const adminMentors = (await options(admin)).mentors.map((m: { id: number }) => m.id);
    const ownMentors = (await options(mentor)).mentors.map((m: { id: number }) => m.id);
    const othersMentor = adminMentors.find((id: number) => !ownMentors.includes(id));
    const res = await studio(ctx, mentor, 'POST', '/api/studio/courses', {
      ...(await newCourse(mentor)),
      price: 100000.5,
      discount_price: 150000,
      category_id: acmeCategory,
      mentor_id: othersMentor,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      price: 'invalid_format',
      discount_price: 'discount_not_below_price',
      category_id: 'not_an_option',
      mentor_id: 'not_an_option',
    });
  });

  it('names malformed fields from the contract’s own rules', async () => {
    const res = await studio(ctx, mentor, 'POST', '/api/studio/courses', {
      ...(await newCourse(mentor)),
      level: 'expert',
      price: -1,
      title: { id: 'x'.repeat(121) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      level: 'invalid_option',
      price: 'too_small',
      'title.id': 'too_long',
    });
  });
});

describe('drafts and publishing', () => {
  it('keeps a new course a draft learners cannot see, and publishing needs a cover and a lesson', async () => {
    const created = await studio(ctx, mentor, 'POST', '/api/studio/courses', await newCourse(mentor));
    expect(created.statusCode).toBe(200);
    const draft = created.json().data;
    expect(draft).toMatchObject({ status: 'draft', course_id: null, slug: null, revision: 0 });
    expect((await list(mentor, '?status=draft')).items.map((c: { id: number }) => c.id)).toContain(draft.id);

    const publish = await studio(ctx, mentor, 'POST', `/api/studio/courses/${draft.id}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(publish.json().error).toEqual({
      code: 'publish_incomplete',
      fields: { cover_media_id: 'required', lessons: 'too_few' },
    });
  });

  it('saves with the revision read, refuses a stale one (409), and learners see the change only once published', async () => {
    const course = (await list(mentor, '?status=published')).items[0];
    const before = (await publicCourse(course.slug)).json().data;
    const draft = (await studio(ctx, mentor, 'GET', `/api/studio/courses/${course.id}`)).json().data;
    const title = { ...draft.fields.title, id: `${draft.fields.title.id} (edisi baru)` };

    const saved = await studio(ctx, mentor, 'PUT', `/api/studio/courses/${course.id}`, {
      ...draft.fields,
      title,
      revision: draft.revision,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ status: 'changes', revision: draft.revision + 1 });
    expect(saved.json().data.updated_by).toBe('Budi Santoso');

    const stale = await studio(ctx, admin, 'PUT', `/api/studio/courses/${course.id}`, {
      ...draft.fields,
      revision: draft.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('revision_conflict');

    // Learners still see the published title.
    expect((await publicCourse(course.slug)).json().data.title).toBe(before.title);

    const published = await studio(ctx, mentor, 'POST', `/api/studio/courses/${course.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ course_id: course.course_id, slug: course.slug });
    expect((await publicCourse(course.slug)).json().data.title).toBe(title.id);
    const after = (await studio(ctx, mentor, 'GET', `/api/studio/courses/${course.id}`)).json().data;
    expect(after.status).toBe('published');

    const [audit] = await ctx.database.sql.query<{ events: string[] }>(
      `SELECT array_agg(event ORDER BY id) AS events FROM audit_events
        WHERE event LIKE 'studio_course_%' AND detail ->> 'draft' = $1`,
      [String(course.id)],
    );
    expect(audit!.events).toEqual(['studio_course_saved', 'studio_course_published']);
  });
});
