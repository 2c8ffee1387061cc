import type { TestContext } from '../helper.ts';

export { courseByTitle, createLearner, learning } from '../catalog/helpers.ts';

/** The lessons of a course in curriculum order. */
export function lessonsOf(ctx: TestContext, courseId: number) {
  return ctx.database.sql.query<{ id: number; type: 'video' | 'text' | 'pdf' | 'quiz'; is_preview: boolean }>(
    `SELECT l.id, l.type, l.is_preview FROM lessons l JOIN course_sections s ON s.id = l.section_id
      WHERE l.course_id = $1 ORDER BY s.position, l.position, l.id`,
    [courseId],
  );
}

/**
 * Gives a video lesson a stored video of a known length (its file row only: these tests are about
 * the progress rules, not the bytes), so they do not depend on the demo media.
 */
export async function giveVideo(ctx: TestContext, lessonId: number, durationMs: number) {
  const [file] = await ctx.database.sql.query<{ id: string }>(
    `INSERT INTO stored_files (tenant_id, storage_key, content_type, byte_size, sha256, duration_ms)
     SELECT c.tenant_id, 'test/' || gen_random_uuid() || '.mp4', 'video/mp4', 1000, repeat('a', 64), $2
       FROM lessons l JOIN courses c ON c.id = l.course_id WHERE l.id = $1
     RETURNING id`,
    [lessonId, durationMs],
  );
  await ctx.database.sql.query('UPDATE lessons SET file_id = $2 WHERE id = $1', [lessonId, file!.id]);
  return file!.id;
}

/**
 * Moves the learner's clock of a lesson (the last accepted report and the lesson's start) back in
 * time, as if time had passed.
 */
export const ageReport = (ctx: TestContext, userId: number, lessonId: number, seconds: number) =>
  ctx.database.sql.query(
    `UPDATE lesson_progress SET reported_at = reported_at - make_interval(secs => $3),
            started_at = started_at - make_interval(secs => $3)
      WHERE user_id = $1 AND lesson_id = $2`,
    [userId, lessonId, seconds],
  );
