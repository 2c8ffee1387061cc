import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTenant } from '../../src/cli/tenant/add.ts';
import { exportTenant } from '../../src/cli/tenant/export.ts';
import { loadTenantFolder } from '../../src/cli/tenant/folder/load.ts';
import { folderConflicts } from '../../src/cli/tenant/operations.ts';
import { TenantCommandError } from '../../src/cli/tenant/transaction.ts';
import { createTestApp, type TestContext } from '../helper.ts';

/**
 * `tenant export` (src/cli/tenant/export.ts): the demo company Acme exported, its folder loaded
 * without a problem and added under another slug and domain, and the two companies' stored
 * content compared table by table (issue 24 item 7).
 */

let ctx: TestContext;
let scratch: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const [cover] = await ctx.database.sql.query<{ id: string }>(
    `SELECT c.image_media_id AS id FROM courses c JOIN tenants t ON t.id = c.tenant_id
      WHERE t.slug = 'acme' ORDER BY c.id LIMIT 1`,
  );
  LESSON_IMAGE = cover!.id;
  scratch = mkdtempSync(join(tmpdir(), 'tenant-export-'));
  // An image uploaded into a text lesson in the studio (issue 24 item 3): one of the company's media.
  await ctx.database.sql.query(
    `UPDATE lessons SET body_en = body_en || $1
      WHERE id = (SELECT l.id FROM lessons l JOIN courses c ON c.id = l.course_id JOIN tenants t ON t.id = c.tenant_id
                   WHERE t.slug = 'acme' AND l.type = 'text' ORDER BY l.id LIMIT 1)`,
    [
      `<figure><img src="/media/${LESSON_IMAGE}" alt="A chart" width="1280" height="720"><figcaption>Figure 1</figcaption></figure>`,
    ],
  );
});
afterAll(async () => {
  await ctx.close();
  rmSync(scratch, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
/** Replaced by an Acme cover's media id once the app is up. */
let LESSON_IMAGE = '';
const query = async (q: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

/** Media paths and ids differ between the two companies: each becomes its bytes' sha256. */
async function mediaNames(tenantId: number) {
  const rows = await query(sql`SELECT id::text AS id, sha256 FROM media WHERE tenant_id = ${tenantId}`);
  const hash = new Map(rows.map((r) => [r.id as string, r.sha256 as string]));
  return (value: unknown) =>
    JSON.parse(
      JSON.stringify(value ?? null).replace(
        /(?:\/media\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g,
        (_, id: string) => `picture:${hash.get(id) ?? 'not this company’s'}`,
      ),
    );
}

/** A company's stored content without its ids: what must survive export and add. */
async function content(slug: string) {
  const [t] = await query(sql`SELECT * FROM tenants WHERE slug = ${slug}`);
  const id = t!.id as number;
  const pic = await mediaNames(id);
  const { id: _i, slug: _s, primary_host: _h, created_at: _c, ...settings } = t!;
  return {
    settings: pic(settings),
    categories: await query(
      sql`SELECT slug, name_en, name_id, name_ms, description_en, description_id, description_ms, icon, color, position
            FROM categories WHERE tenant_id = ${id} ORDER BY position`,
    ),
    mentors: pic(
      await query(
        sql`SELECT name, photo_media_id, headline_en, headline_id, headline_ms, bio_en, bio_id, bio_ms
              FROM mentors WHERE tenant_id = ${id} ORDER BY position`,
      ),
    ),
    courses: pic(
      await query(sql`
        SELECT c.slug, c.title_en, c.title_id, c.title_ms, c.subtitle_en, c.subtitle_id, c.subtitle_ms,
               c.description, c.what_you_learn, c.requirements, c.image_media_id, c.price, c.discount_price,
               c.level, c.language, c.is_bootcamp, c.sections_count, c.lessons_count,
               c.published_at, cat.slug AS category, m.name AS mentor,
               (SELECT jsonb_agg(jsonb_build_object('title', jsonb_build_array(s.title_en, s.title_id, s.title_ms),
                  'lessons', (SELECT jsonb_agg(jsonb_build_object('title', jsonb_build_array(l.title_en, l.title_id, l.title_ms),
                     'type', l.type, 'minutes', round(l.duration_seconds / 60.0), 'preview', l.is_preview,
                     'body', jsonb_build_array(l.body_en, l.body_id, l.body_ms),
                     'quiz', (SELECT jsonb_build_object('limit', q.time_limit_seconds, 'pass', q.pass_mark,
                        'attempts', q.max_attempts, 'scoring', q.scoring,
                        'questions', (SELECT jsonb_agg(jsonb_build_object('kind', qq.kind, 'prompt', qq.prompt,
                            'explanation', qq.explanation, 'accepted', qq.accepted_answers,
                            'options', (SELECT jsonb_agg(jsonb_build_array(o.text, o.is_correct) ORDER BY o.position)
                                          FROM quiz_options o WHERE o.question_id = qq.id)) ORDER BY qq.position)
                          FROM quiz_questions qq WHERE qq.quiz_id = q.lesson_id))
                        FROM quizzes q WHERE q.lesson_id = l.id)) ORDER BY l.position)
                     FROM lessons l WHERE l.section_id = s.id)) ORDER BY s.position)
                  FROM course_sections s WHERE s.course_id = c.id) AS curriculum
          FROM courses c JOIN categories cat ON cat.id = c.category_id JOIN mentors m ON m.id = c.mentor_id
         WHERE c.tenant_id = ${id} ORDER BY c.slug`),
    ),
    /** A lesson's length is whole minutes in a folder (seconds when stored), so a course's may move by its lessons. */
    durations: await query(
      sql`SELECT duration_minutes, lessons_count FROM courses WHERE tenant_id = ${id} ORDER BY slug`,
    ),
    vouchers: await query(
      sql`SELECT v.code, v.name, v.description, v.kind, v.percent, v.amount_minor, v.max_discount_minor,
                 v.min_purchase_minor, v.starts_at, v.ends_at, v.scope, c.slug AS category, v.quota, v.used_count,
                 v.welcome, v.assigned_only
            FROM vouchers v LEFT JOIN categories c ON c.id = v.category_id WHERE v.tenant_id = ${id} ORDER BY v.code`,
    ),
    items: pic(
      await query(
        sql`SELECT kind, slug, position, data, CASE WHEN kind = 'article' THEN published_at END AS published_at FROM content_items WHERE tenant_id = ${id}
             ORDER BY kind, position`,
      ),
    ),
    pages: pic(
      await query(sql`SELECT key, data, updated_at FROM content_pages WHERE tenant_id = ${id} ORDER BY key`),
    ),
  };
}

describe('tenant export', () => {
  // Acme: ringgit, English by default; Cendekia: rupiah, Indonesian by default.
  it.each(['acme', 'cendekia'])(
    'writes %s as a folder that add turns into the same company',
    async (slug) => {
      const dir = join(scratch, slug);
      const exported = await exportTenant(ctx.database, slug, dir);
      expect(exported.counts.courses).toBeGreaterThan(40);
      expect(exported.counts.images).toBeGreaterThan(0);

      const tenantFile = join(dir, 'tenant.json');
      const tenantJson = JSON.parse(readFileSync(tenantFile, 'utf8'));
      expect(tenantJson.slug).toBe(slug);
      // The studio host is its own field, not one of the learners' domains (issue 24 item 1).
      expect(tenantJson.studio_domain).toBe(slug === 'acme' ? 'studio.acme.localhost' : 'studio.localhost');
      expect(tenantJson.domains).not.toContain(tenantJson.studio_domain);
      writeFileSync(
        tenantFile,
        JSON.stringify({
          ...tenantJson,
          slug: `${slug}-copy`,
          domains: [`${slug}-copy.localhost`],
          studio_domain: `studio.${slug}-copy.localhost`,
        }),
      );

      if (slug === 'acme') {
        // The lesson's image is a file of images/ in the folder, named in its body.
        const curricula = readdirSync(join(dir, 'catalog/curriculum')).map((f) =>
          readFileSync(join(dir, 'catalog/curriculum', f), 'utf8'),
        );
        const named = curricula.join('').match(/<img src=\\"images\/([^"\\]+)\\" alt=\\"A chart\\"/);
        expect(named).not.toBeNull();
        expect(readdirSync(join(dir, 'images'))).toContain(named![1]);
      }
      const folder = await loadTenantFolder(dir, { conflicts: (t) => folderConflicts(ctx.database, t) });
      const added = await addTenant(ctx.database, folder);
      expect(added.counts.courses).toBe(exported.counts.courses);

      const [original, copy] = await Promise.all([content(slug), content(`${slug}-copy`)]);
      expect(copy.courses.length).toBe(original.courses.length);
      for (const part of ['categories', 'mentors', 'vouchers', 'items', 'pages'] as const) {
        expect(original[part].length, part).toBeGreaterThan(0);
      }
      expect(JSON.stringify(original.courses)).toContain('"quiz":{');
      if (slug === 'acme')
        expect(JSON.stringify(copy.courses)).toMatch(/<img src=\\"picture:[0-9a-f]{64}\\" alt=\\"A chart\\"/);
      for (const part of [
        'settings',
        'categories',
        'mentors',
        'courses',
        'vouchers',
        'items',
        'pages',
      ] as const) {
        expect(copy[part], part).toEqual(original[part]);
      }
      original.durations.forEach((d, i) => {
        const moved = Math.abs(
          (copy.durations[i]!.duration_minutes as number) - (d.duration_minutes as number),
        );
        expect(moved).toBeLessThanOrEqual(d.lessons_count as number);
      });
    },
    60_000,
  );

  it('refuses a folder that is not empty', async () => {
    const dir = join(scratch, 'twice');
    await exportTenant(ctx.database, 'acme', dir);
    await expect(exportTenant(ctx.database, 'acme', dir)).rejects.toThrow(TenantCommandError);
    await expect(exportTenant(ctx.database, 'acme', dir)).rejects.toThrow(/is not empty/);
    await expect(exportTenant(ctx.database, 'no-such-company', join(scratch, 'none'))).rejects.toThrow(
      /No company has the slug/,
    );
  }, 60_000);
});
