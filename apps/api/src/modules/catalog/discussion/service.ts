import type { SqlRunner } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { RateLimiter } from '../../../lib/rate-limit.ts';
import { requireCourse } from '../courses/service.ts';
import { limits } from '../limits.ts';
import { intId, type Paging } from '../sql.ts';
import { addComment, likeComment, listComments, unlikeComment } from './queries.ts';

const commentNotFound = () => notFound('Comment not found');

export async function commentsOf(
  sql: SqlRunner,
  tenantId: number,
  courseKey: string,
  userId: number | null,
  paging: Paging,
) {
  const courseId = await requireCourse(sql, tenantId, courseKey);
  return listComments(sql, courseId, userId, paging);
}

/**
 * A comment is stored as plain text and shown as text, never as HTML (product §12). Every
 * attempt counts towards the user's limit, so probing course ids is limited too.
 */
export async function postComment(
  sql: SqlRunner,
  limiter: RateLimiter,
  tenantId: number,
  userId: number,
  courseKey: number,
  text: string,
) {
  await limiter.check([[limits.commentUser, String(userId)]]);
  const courseId = await requireCourse(sql, tenantId, courseKey);
  return addComment(sql, tenantId, courseId, userId, text);
}

/**
 * Likes (`liked`) or takes back a like. Idempotent: liking twice, or taking back a like never
 * given, changes nothing. Both count against one allowance, so toggling cannot dodge the limit.
 */
export async function setLike(
  sql: SqlRunner,
  limiter: RateLimiter,
  tenantId: number,
  userId: number,
  commentKey: number,
  liked: boolean,
) {
  await limiter.check([[limits.likeUser, String(userId)]]);
  const id = intId(commentKey);
  const write = liked ? likeComment : unlikeComment;
  const result = id === null ? null : await write(sql, tenantId, id, userId);
  if (!result) throw commentNotFound();
  return result;
}
