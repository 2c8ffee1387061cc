import type { z } from 'zod';
import type { addLessonProgressBody } from '@app/contract/learning/schemas';
import { MAX_PLAYBACK_RATE, PROGRESS_ERRORS, VIDEO_COMPLETE_RATIO } from '@app/contract/learning/constants';
import { conflict, forbidden, HttpError, notFound } from '../../../lib/http-errors.ts';
import { okJson } from '../../../lib/envelope.ts';
import { INT_MAX } from '../../../lib/localized-sql.ts';
import type { Sendable } from '../../../lib/sendable.ts';
import { requireCourse } from '../../catalog/courses/service.ts';
import { certificateIssuedBy, sendCertificateMail } from '../certificates/service.ts';
import type { LearningContext } from '../context.ts';
import { assertOwnEmail } from '../learner.ts';
import { limits } from '../limits.ts';
import {
  addLearningSeconds,
  addPlayed,
  allCourseProgressJson,
  completeLesson,
  courseProgressJson,
  lessonForProgress,
  lessonProgressResultJson,
  lockLessonProgress,
  touchEnrollment,
  type LockedProgress,
} from './queries.ts';
import type { SignedInCaller } from '../../../lib/caller.ts';

/** A report may claim a little more than the clock allows: timers and networks are not exact. */
const CLOCK_SLACK_MS = 1500;

/**
 * How much played time a video report may add, in ms (docs/product.md §15): no more than the time
 * since the previous report allows at the fastest rate, plus the slack (a first report only starts
 * that clock); and never so much that the lesson's played total passes the time since the learner
 * started it at that rate. That second bound has no slack, so slack cannot add up over many
 * reports sent back to back.
 */
function allowanceMs(before: LockedProgress) {
  if (before.since_ms === null) return 0;
  const sinceReport = before.since_ms * MAX_PLAYBACK_RATE + CLOCK_SLACK_MS;
  const sinceStart = before.started_ms * MAX_PLAYBACK_RATE - before.watched_ms;
  return Math.max(0, Math.floor(Math.min(sinceReport, sinceStart)));
}

const notOwned = () => new HttpError(403, 'Buy this course to keep your progress.', PROGRESS_ERRORS.notOwned);

/**
 * get-lesson-progress/{email}?course_id: the learner's progress in one owned course (without
 * course_id, in every owned course, as a list), as the
 * envelope's JSON (the contract's courseProgressResponse; PostgreSQL builds the data), kept under
 * the learner's version. One statement answers both checks: a course of another tenant (or none)
 * is the catalogue's 404, one not owned is 403 (neither is kept).
 */
export async function courseProgressOf(
  ctx: LearningContext,
  caller: SignedInCaller,
  { email, courseId }: { email: string; courseId: number | undefined },
): Promise<Sendable> {
  const { user, versions } = caller;
  const tenantId = caller.tenant.id;
  assertOwnEmail(user, email);
  if (courseId === undefined) {
    // The spec's form: every owned course, most recently bought first.
    return ctx.answers.get(`progress:${tenantId}:${user.id}:all`, versions?.learning ?? null, async () =>
      okJson(await allCourseProgressJson(ctx.sql, tenantId, user.id)),
    );
  }
  // Past int4: requireCourse answers 404 without asking the database.
  if (courseId > INT_MAX) await requireCourse(ctx.sql, tenantId, courseId);
  return ctx.answers.get(
    `progress:${tenantId}:${user.id}:${courseId}`,
    versions?.learning ?? null,
    async () => {
      const { course, data } = await courseProgressJson(ctx.sql, tenantId, user.id, courseId);
      if (!course) await requireCourse(ctx.sql, tenantId, courseId);
      if (data === null) throw notOwned();
      return okJson(data);
    },
  );
}

/**
 * add-lesson-progress: the server's rules (docs/product.md §15). A text or PDF lesson is marked
 * done; a video report adds what was played, no more than the server's clock allows
 * (allowanceMs), and completes the lesson at 90 % of its length; a quiz lesson is completed by
 * passing its quiz. Idempotent.
 */
export async function addLessonProgress(
  ctx: LearningContext,
  caller: SignedInCaller,
  body: z.output<typeof addLessonProgressBody>,
) {
  const { user } = caller;
  const tenantId = caller.tenant.id;
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
  const { data, certificate } = await ctx.sql.transaction(async (tx) => {
    // The last lesson of the course issues its certificate, mailed once this has committed.
    let issued: number | null = null;
    const complete = async () => {
      if (await completeLesson(tx, user.id, key.lessonId))
        issued = await certificateIssuedBy(tx, user.id, key.lessonId);
    };
    if (isVideo) {
      const duration = lesson.duration_ms!;
      const before = await lockLessonProgress(tx, key.userId, key.courseId, key.lessonId);
      const clamp = (seconds: number) => Math.max(0, Math.min(duration, Math.round(seconds * 1000)));
      const toMs = clamp(body.played_to ?? body.position ?? 0);
      let fromMs = clamp(body.played_from ?? body.position ?? 0);
      fromMs = Math.max(fromMs, toMs - allowanceMs(before));
      const watched = await addPlayed(tx, key, fromMs, toMs, clamp(body.position ?? body.played_to ?? 0));
      await addLearningSeconds(
        tx,
        user.id,
        Math.floor(watched / 1000) - Math.floor(before.watched_ms / 1000),
      );
      if (!before.completed && watched >= VIDEO_COMPLETE_RATIO * duration) await complete();
    } else {
      await complete();
    }
    await touchEnrollment(tx, key.userId, key.courseId, key.lessonId);
    return { data: await lessonProgressResultJson(tx, key), certificate: issued as number | null };
  });
  if (certificate !== null) await sendCertificateMail(ctx, certificate, caller.log);
  return okJson(data);
}
