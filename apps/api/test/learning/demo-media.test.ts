import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseContentResponse, type CourseContent } from '@app/contract/learning/schemas';
import { loadTenantFolder } from '../../src/cli/tenant/folder/load.ts';
import { demoMedia } from '../../src/lib/storage/bundled.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { createLearner, learning } from './helpers.ts';

/**
 * The demo's lesson media do not claim what they do not play (docs/product.md §15): a video
 * lesson is as long as its clip, a course as long as its lessons, and a lesson offers captions in
 * the languages its company teaches in, with the right language and name.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => ctx.close());

const query = <T>(text: string, params: unknown[] = []) => ctx.database.sql.query<T>(text, params);

/** The committed clips' lengths in seconds, by storage key (manifest.json). */
const clipSeconds = new Map(
  demoMedia()
    .files.filter((f) => f.kind === 'video')
    .map((f) => [f.key, f.duration_ms! / 1000]),
);

/** Lengths are said in whole minutes, rounded, never 0 for something with a length. */
const wholeMinutes = (seconds: number) => (seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0);

const content = async (key: string | number, host: string, token?: string, lang = 'en') => {
  const res = await ctx.app.inject({
    url: `/api/get-content/${key}?lang=${lang}`,
    headers: learning({ host, ...(token ? { token } : {}) }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return courseContentResponse.parse(res.json()).data as CourseContent;
};

const videoLessons = (data: CourseContent) =>
  data.sections.flatMap((s) => s.lessons).filter((l) => l.type === 'video');

interface LessonRow {
  slug: string;
  tenant: string;
  type: string;
  duration_seconds: number;
  duration_minutes: number;
  storage_key: string | null;
}

describe('the demo seed: lesson lengths', () => {
  it('gives every video lesson its clip’s length, and every course its lessons’ total', async () => {
    expect([...clipSeconds.values()].every((s) => s > 0 && s < 60)).toBe(true);
    const videos = await query<LessonRow>(
      `SELECT l.duration_seconds, l.duration_minutes, f.storage_key
         FROM lessons l JOIN courses c ON c.id = l.course_id JOIN tenants t ON t.id = c.tenant_id
         LEFT JOIN stored_files f ON f.id = l.file_id
        WHERE l.type = 'video' AND t.slug IN ('cendekia', 'acme')`,
    );
    expect(videos.length).toBeGreaterThan(100);
    const wrong = videos.filter(
      (v) => v.storage_key === null || v.duration_seconds !== clipSeconds.get(v.storage_key),
    );
    expect(wrong).toEqual([]);
    // A clip under a minute is one minute where whole minutes are asked for, never 0.
    expect(new Set(videos.map((v) => v.duration_minutes))).toEqual(new Set([1]));

    const courses = await query<{ slug: string; duration_minutes: number; seconds: number }>(
      `SELECT c.slug, c.duration_minutes, sum(l.duration_seconds)::int AS seconds
         FROM courses c JOIN lessons l ON l.course_id = c.id GROUP BY c.id`,
    );
    expect(courses.length).toBeGreaterThan(50);
    expect(courses.filter((c) => c.duration_minutes !== wholeMinutes(c.seconds))).toEqual([]);
  });

  it('keeps the catalogue’s length for every lesson that is not a video', async () => {
    const rows = await query<LessonRow>(
      `SELECT c.slug, t.slug AS tenant, l.type, l.duration_seconds
         FROM lessons l JOIN courses c ON c.id = l.course_id JOIN tenants t ON t.id = c.tenant_id
         JOIN course_sections s ON s.id = l.section_id
        ORDER BY t.slug, c.slug, s.position, l.position`,
    );
    let compared = 0;
    for (const tenant of ['cendekia', 'acme']) {
      const folder = await loadTenantFolder(
        fileURLToPath(new URL(`../../../../examples/tenants/${tenant}`, import.meta.url)),
      );
      for (const course of folder.catalog.courses) {
        const seeded = rows.filter((r) => r.tenant === tenant && r.slug === course.slug);
        const listed = course.sections.flatMap((s) => s.lessons);
        expect(seeded.map((r) => r.type)).toEqual(listed.map((l) => l.type));
        listed.forEach((lesson, i) => {
          if (lesson.type === 'video') return;
          expect(seeded[i]!.duration_seconds, `${course.slug} lesson ${i + 1}`).toBe(lesson.minutes * 60);
          compared += 1;
        });
      }
    }
    expect(compared).toBeGreaterThan(200);
  }, 60_000);
});

describe('GET /api/get-content/{id}: the demo’s video lessons', () => {
  it('answers each video lesson as long as the clip it plays, by slug, to an owner and to a visitor', async () => {
    const [course] = await query<{ id: number; slug: string }>(
      `SELECT c.id, c.slug FROM courses c JOIN tenants t ON t.id = c.tenant_id
        WHERE t.slug = 'cendekia' ORDER BY c.id LIMIT 1`,
    );
    const owner = await createLearner(ctx, { owns: [course!.id] });
    const owned = videoLessons(await content(course!.slug, HOST_A, owner.token));
    expect(owned.length).toBeGreaterThanOrEqual(2);
    for (const lesson of owned) {
      expect(lesson.file).not.toBeNull();
      expect(lesson.duration_seconds).toBe(lesson.file!.duration_seconds);
      expect(lesson.duration_minutes).toBe(wholeMinutes(lesson.duration_seconds));
    }
    // A visitor sees the same lengths on the closed lessons (the catalogue page's curriculum).
    const visitor = videoLessons(await content(course!.slug, HOST_A));
    expect(visitor.map((l) => l.duration_seconds)).toEqual(owned.map((l) => l.duration_seconds));
    expect(visitor.some((l) => !l.open && l.file === null)).toBe(true);
  });
});

describe('GET /api/get-content/{id}: the demo’s captions', () => {
  const acmeCourse = async (language: string) => {
    const [row] = await query<{ id: number; slug: string }>(
      `SELECT c.id, c.slug FROM courses c JOIN tenants t ON t.id = c.tenant_id
        WHERE t.slug = 'acme' AND c.language = $1 ORDER BY c.id LIMIT 1`,
      [language],
    );
    return row!;
  };

  it('offers an Acme video lesson English and Malay captions, the reader’s language first', async () => {
    for (const language of ['en', 'ms']) {
      const course = await acmeCourse(language);
      const owner = await createLearner(ctx, { host: HOST_B, owns: [course.id] });
      const inMalay = videoLessons(await content(course.slug, HOST_B, owner.token, 'ms'));
      expect(inMalay.length).toBeGreaterThan(0);
      for (const lesson of inMalay)
        expect(lesson.file!.captions.map(({ language: l, label }) => [l, label])).toEqual([
          ['ms', 'Bahasa Melayu'],
          ['en', 'English'],
        ]);
      const inEnglish = videoLessons(await content(course.slug, HOST_B, owner.token, 'en'));
      expect(inEnglish[0]!.file!.captions.map((c) => c.language)).toEqual(['en', 'ms']);
    }
  });

  it('serves the Malay track as WebVTT in Malay, describing the sound rather than inventing speech', async () => {
    const course = await acmeCourse('en');
    const owner = await createLearner(ctx, { host: HOST_B, owns: [course.id] });
    const [lesson] = videoLessons(await content(course.slug, HOST_B, owner.token, 'ms'));
    const track = lesson!.file!.captions.find((c) => c.language === 'ms')!;
    const res = await ctx.app.inject({ url: track.url, headers: { host: HOST_B } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/vtt/);
    expect(res.body.startsWith('WEBVTT')).toBe(true);
    expect(res.body).toContain('[Bunyi loceng lembut');
    expect(res.body).toContain('Video demo tanpa pertuturan.');
    expect(res.body).toContain('Di skrin:');
    // Not the Indonesian track under a Malay label.
    expect(res.body).not.toContain('Di layar:');
  });

  it('gives each company’s lessons only its own languages: Cendekia Indonesian and English, Acme English and Malay', async () => {
    const byTenant = await query<{ tenant: string; languages: string[] }>(
      `SELECT t.slug AS tenant, array_agg(DISTINCT lc.language ORDER BY lc.language) AS languages
         FROM lesson_captions lc JOIN lessons l ON l.id = lc.lesson_id JOIN courses c ON c.id = l.course_id
         JOIN tenants t ON t.id = c.tenant_id GROUP BY t.slug ORDER BY t.slug`,
    );
    expect(byTenant).toEqual([
      { tenant: 'acme', languages: ['en', 'ms'] },
      { tenant: 'cendekia', languages: ['en', 'id'] },
    ]);
    const incomplete = await query(
      `SELECT l.id FROM lessons l
        WHERE l.type = 'video' AND (SELECT count(*) FROM lesson_captions lc WHERE lc.lesson_id = l.id) <> 2`,
    );
    expect(incomplete).toEqual([]);
  });
});
