import type { Caller, SignedInCaller } from '../../../lib/caller.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { CatalogContext } from '../context.ts';
import { requireCourse } from '../courses/service.ts';
import { limits } from '../limits.ts';
import { intId, type Paging } from '../sql.ts';
import { addComment, likeComment, listComments, unlikeComment } from './queries.ts';

const commentNotFound = () => notFound('Comment not found');

export async function commentsOf(
  ctx: CatalogContext,
  caller: Caller,
  { courseKey, ...paging }: Paging & { courseKey: string },
) {
  const courseId = await requireCourse(ctx.sql, caller.tenant.id, courseKey);
  return listComments(ctx.sql, courseId, caller.user?.id ?? null, paging);
}

/**
 * A comment is stored as plain text and shown as text, never as HTML (product §12). Every
 * attempt counts towards the user's limit, so probing course ids is limited too.
 */
export async function postComment(
  ctx: CatalogContext,
  caller: SignedInCaller,
  { courseKey, text }: { courseKey: number; text: string },
) {
  const tenantId = caller.tenant.id;
  const userId = caller.user.id;
  await ctx.limiter.check([[limits.commentUser, String(userId)]]);
  const courseId = await requireCourse(ctx.sql, tenantId, courseKey);
  return addComment(ctx.sql, tenantId, courseId, userId, text);
}

/**
 * Likes (`liked`) or takes back a like. Idempotent: liking twice, or taking back a like never
 * given, changes nothing. Both count against one allowance, so toggling cannot dodge the limit.
 */
export async function setLike(
  ctx: CatalogContext,
  caller: SignedInCaller,
  { commentKey, liked }: { commentKey: number; liked: boolean },
) {
  const userId = caller.user.id;
  await ctx.limiter.check([[limits.likeUser, String(userId)]]);
  const id = intId(commentKey);
  const write = liked ? likeComment : unlikeComment;
  const result = id === null ? null : await write(ctx.sql, caller.tenant.id, id, userId);
  if (!result) throw commentNotFound();
  return result;
}
