import type { z } from 'zod';
import type { CourseProgress, LessonProgress, addLessonProgressBody } from '@app/contract/learning/schemas';
import { MAX_PLAYBACK_RATE, PROGRESS_ERRORS, VIDEO_COMPLETE_RATIO } from '@app/contract/learning/constants';
import { conflict, forbidden, HttpError, notFound } from '../../../lib/http-errors.ts';
import { isoOrNull } from '../../../lib/localized-sql.ts';
import { requireCourse } from '../../catalog/courses/service.ts';
import type { LearningContext } from '../context.ts';
import { assertOwnEmail } from '../learner.ts';
import { limits } from '../limits.ts';
import { INT4_MAX, okJson } from '../sql.ts';
import {
  addLearningSeconds,
  addPlayed,
  completeLesson,
  courseProgressJson,
  courseProgressRow,
  type CourseProgressRow,
  lessonForProgress,
  lockLessonProgress,
  touchEnrollment,
} from './queries.ts';

interface Learner {
  id: number;
  email: string;
}

/** A report may claim a little more than the clock allows: timers and networks are not exact. */
const CLOCK_SLACK_MS = 1500;

const notOwned = () => new HttpError(403, 'Buy this course to keep your progress.', PROGRESS_ERRORS.notOwned);

const percent = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((100 * done) / total)) : 0;

function toLessonProgress(l: CourseProgressRow['lessons'][number]): LessonProgress {
  const watched = l.watched_ms ?? 0;
  return {
    lesson_id: l.lesson_id,
    completed: l.completed_at !== null,
    completed_at: isoOrNull(l.completed_at),
    watched_percent: l.duration_ms ? Math.min(100, Math.round((1000 * watched) / l.duration_ms) / 10) : 0,
    position_seconds: (l.position_ms ?? 0) / 1000,
  };
}

function toCourseProgress(courseId: number, row: CourseProgressRow): CourseProgress {
  return {
    course_id: courseId,
    progress_percent: percent(row.completed_lessons, row.lessons_count),
    completed_lessons: Math.min(row.completed_lessons, row.lessons_count),
    lessons_count: row.lessons_count,
    completed_at: isoOrNull(row.completed_at),
    certificate_code: row.certificate_code,
    lessons: row.lessons.map(toLessonProgress),
  };
}

/**
 * get-lesson-progress/{email}?course_id: the learner's progress in one owned course, as the
 * envelope's JSON text (the contract's courseProgressResponse; PostgreSQL builds the data). One
 * statement answers both checks: a course of another tenant (or none) is the catalogue's 404,
 * one not owned is 403.
 */
export async function courseProgressOf(
  ctx: LearningContext,
  tenantId: number,
  user: Learner,
  email: string,
  courseId: number,
): Promise<string> {
  assertOwnEmail(user, email);
  // Past int4: requireCourse answers 404 without asking the database.
  if (courseId > INT4_MAX) await requireCourse(ctx.sql, tenantId, courseId);
  const { course, data } = await courseProgressJson(ctx.sql, tenantId, user.id, courseId);
  if (!course) await requireCourse(ctx.sql, tenantId, courseId);
  if (data === null) throw notOwned();
  return okJson(data);
}

/**
 * add-lesson-progress: the server's rules (docs/product.md §15). A text or PDF lesson is marked
 * done; a video report adds what was played, no more than the time since the previous report
 * allows at the fastest playback rate (a first report only starts that clock), and completes the
 * lesson at 90 % of its length; a quiz lesson is completed by passing its quiz. Idempotent.
 */
export async function addLessonProgress(
  ctx: LearningContext,
  tenantId: number,
  user: Learner,
  body: z.output<typeof addLessonProgressBody>,
) {
  assertOwnEmail(user, body.email);
  await ctx.limiter.check([[limits.progressUser, String(user.id)]]);
  const lesson = await lessonForProgress(ctx.sql, tenantId, user.id, body.lesson_id);
  if (!lesson) throw notFound('Lesson not found');
  if (!lesson.owned) throw notOwned();
  if (lesson.type === 'quiz')
    throw conflict('Pass this lesson’s quiz to complete it.', PROGRESS_ERRORS.passQuizToComplete);
  const isVideo = lesson.type === 'video';
  if (isVideo && body.played_from === undefined && body.position === undefined)
    throw conflict('Watch the video to complete this lesson.', PROGRESS_ERRORS.watchToComplete);
  if (isVideo && !lesson.duration_ms) throw forbidden('This lesson has no video yet.');

  const key = { userId: user.id, courseId: lesson.course_id, lessonId: body.lesson_id };
  const row = await ctx.sql.transaction(async (tx) => {
    if (isVideo) {
      const duration = lesson.duration_ms!;
      const before = await lockLessonProgress(tx, key.userId, key.courseId, key.lessonId);
      const clamp = (seconds: number) => Math.max(0, Math.min(duration, Math.round(seconds * 1000)));
      const toMs = clamp(body.played_to ?? body.position ?? 0);
      let fromMs = clamp(body.played_from ?? body.position ?? 0);
      const allowance = before.since_ms === null ? 0 : before.since_ms * MAX_PLAYBACK_RATE + CLOCK_SLACK_MS;
      fromMs = Math.max(fromMs, toMs - Math.floor(allowance));
      const watched = await addPlayed(tx, key, fromMs, toMs, clamp(body.position ?? body.played_to ?? 0));
      await addLearningSeconds(
        tx,
        user.id,
        Math.floor(watched / 1000) - Math.floor(before.watched_ms / 1000),
      );
      if (!before.completed && watched >= VIDEO_COMPLETE_RATIO * duration)
        await completeLesson(tx, user.id, key.lessonId);
    } else {
      await completeLesson(tx, user.id, key.lessonId);
    }
    await touchEnrollment(tx, key.userId, key.courseId, key.lessonId);
    return courseProgressRow(tx, user.id, key.courseId);
  });
  const progress = toCourseProgress(key.courseId, row!);
  const mine = progress.lessons.find((l) => l.lesson_id === key.lessonId)!;
  return {
    ...mine,
    course_id: key.courseId,
    progress_percent: progress.progress_percent,
    certificate_code: progress.certificate_code,
  };
}
