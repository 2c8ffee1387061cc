import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import { ADMIN, studio, studioSession } from '../studio/support.ts';
import { csvRecords } from '../csv-records.ts';

/**
 * A course's learners as CSV (issue 25 item 3): every learner across the export's pages of 1,000,
 * in the list's order, ties on the activity time crossed; the stuck list's CSV the same.
 */
const MADE = 2300;

let ctx: TestContext;
let admin: string;
let courseId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const sql = ctx.database.sql;
  const [row] = await sql.query<{ tenant: number; course: number }>(
    `SELECT d.tenant_id AS tenant, (SELECT max(id) FROM courses WHERE tenant_id = d.tenant_id) AS course
       FROM tenant_domains d WHERE d.host = $1`,
    [HOST_A],
  );
  courseId = row!.course;
  // 2,300 learners at once; activity a minute apart in 1,150 steps, so pairs share a time and the
  // keyset's tie is crossed; a third never active; one name a spreadsheet would run.
  await sql.query(
    `WITH made AS (
       INSERT INTO users (tenant_id, email, full_name)
       SELECT $1, 'lcsv' || g || '@example.com', CASE WHEN g = 7 THEN '=HYPERLINK("x")' ELSE 'Peserta, ' || g END
         FROM generate_series(1, $3) g RETURNING id
     )
     INSERT INTO enrollments (tenant_id, user_id, course_id, created_at, last_activity_at)
     SELECT $1, id, $2, timestamptz '2026-01-01 00:00:00+00',
            CASE WHEN id % 3 = 0 THEN NULL ELSE timestamptz '2026-03-01 00:00:00+00' + (id % 1150) * interval '1 minute' END
       FROM made`,
    [row!.tenant, courseId, MADE],
  );
  admin = await studioSession(ctx, ADMIN);
}, SETUP_MS);
afterAll(() => ctx?.close());

/** The learners of the course in the list's order, from the rows. */
async function expectedOrder(stuck: boolean) {
  const rows = await ctx.database.sql.query<{ user_id: number }>(
    `SELECT user_id FROM enrollments WHERE course_id = $1 ${stuck ? "AND completed_at IS NULL AND coalesce(last_activity_at, created_at) < now() - interval '30 days'" : ''}
      ORDER BY coalesce(last_activity_at, created_at) ${stuck ? 'ASC' : 'DESC'}, user_id ${stuck ? 'ASC' : 'DESC'}`,
    [courseId],
  );
  return rows.map((r) => String(r.user_id));
}

describe('GET /api/studio/learners/courses/:id/learners.csv', () => {
  it('streams every learner across pages, in the list’s order', async () => {
    const res = await studio(ctx, admin, 'GET', `/api/studio/learners/courses/${courseId}/learners.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="course-${courseId}-learners.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRecords(res.body.slice(1));
    expect(header).toEqual([
      'learner_id',
      'name',
      'email',
      'enrolled_at',
      'completed_lessons',
      'lessons',
      'progress_percent',
      'completed_at',
      'last_activity_at',
      'idle_days',
    ]);
    const want = await expectedOrder(false);
    expect(want.length).toBeGreaterThanOrEqual(MADE);
    expect(rows.map((r) => r[0])).toEqual(want);
    // The first page of the list is the export's first rows.
    const list = (await studio(ctx, admin, 'GET', `/api/studio/learners/courses/${courseId}/learners`)).json()
      .data.items as { id: number }[];
    expect(rows.slice(0, list.length).map((r) => Number(r[0]))).toEqual(list.map((l) => l.id));
    const formula = rows.find((r) => r[2] === 'lcsv7@example.com')!;
    expect(formula[1]).toBe(`'=HYPERLINK("x")`);
    expect(rows.find((r) => r[2] === 'lcsv12@example.com')![1]).toBe('Peserta, 12');
  });

  it('streams the stuck list for N days, the longest idle first', async () => {
    const res = await studio(
      ctx,
      admin,
      'GET',
      `/api/studio/learners/courses/${courseId}/learners.csv?stuck_days=30`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="course-${courseId}-stuck-30d.csv"`,
    );
    const rows = csvRecords(res.body.slice(1)).slice(1);
    // Every one of ours is idle since March 2026 at the latest: all are stuck for 30 days.
    expect(rows.map((r) => r[0])).toEqual(await expectedOrder(true));
    expect(rows.every((r) => Number(r[9]) >= 30 && r[7] === '')).toBe(true);
  });
});
