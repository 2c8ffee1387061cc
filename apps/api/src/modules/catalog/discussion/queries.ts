import type { SqlRunner } from '../../../db/client.ts';
import type { Comment, LikeResult } from '@app/contract/catalog/schemas';
import { mediaUrl } from '../../../lib/media.ts';
import { iso, num, type Paging, type Row } from '../sql.ts';

/** Comments of a course and their likes. */
function toComment(row: Row): Comment {
  const photo = (row.photo_thumb_media_id ?? row.photo_media_id) as string | null;
  return {
    id: row.id as number,
    course_id: row.course_id as number,
    user: {
      id: row.user_id as number,
      full_name: row.full_name as string,
      photo: photo ? mediaUrl(photo) : null,
    },
    comments: row.body as string,
    created_at: iso(row.created_at),
    likes_count: num(row.likes_count),
    liked_by_me: Boolean(row.liked_by_me),
  };
}

const commentColumns = `cm.id, cm.course_id, cm.body, cm.created_at, cm.likes_count,
  u.id AS user_id, u.full_name, u.photo_media_id, u.photo_thumb_media_id`;

/** A course's comments, newest first; the total is the course's maintained comment count. */
export async function listComments(
  sql: SqlRunner,
  courseId: number,
  userId: number | null,
  { page, limit }: Paging,
) {
  const [rows, [course]] = await Promise.all([
    sql.query(
      `SELECT ${commentColumns},
              EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = cm.id AND l.user_id = $2) AS liked_by_me
         FROM comments cm JOIN users u ON u.id = cm.user_id
        WHERE cm.course_id = $1
        ORDER BY cm.created_at DESC, cm.id DESC LIMIT $3 OFFSET $4`,
      [courseId, userId ?? 0, limit, (page - 1) * limit],
    ),
    sql.query<{ n: number }>('SELECT comments_count AS n FROM courses WHERE id = $1', [courseId]),
  ]);
  return { items: rows.map(toComment), total: course?.n ?? 0 };
}

/** Stores a comment and counts it on the course, in one statement. */
export async function addComment(
  sql: SqlRunner,
  tenantId: number,
  courseId: number,
  userId: number,
  body: string,
): Promise<Comment> {
  const [row] = await sql.query(
    `WITH ins AS (
       INSERT INTO comments (tenant_id, course_id, user_id, body) VALUES ($1, $2, $3, $4)
       RETURNING id, course_id, user_id, body, created_at, likes_count
     ), counted AS (
       UPDATE courses SET comments_count = comments_count + 1 WHERE id = $2
     )
     SELECT cm.id, cm.course_id, cm.body, cm.created_at, cm.likes_count,
            u.id AS user_id, u.full_name, u.photo_media_id, u.photo_thumb_media_id, false AS liked_by_me
       FROM ins cm JOIN users u ON u.id = cm.user_id`,
    [tenantId, courseId, userId, body],
  );
  return toComment(row!);
}

/**
 * Likes a comment once: the primary key (comment_id, user_id) with ON CONFLICT DO NOTHING makes
 * a repeated or concurrent like a no-op, and the counter moves only when a row was inserted.
 * Null when the comment is not the tenant's.
 */
export async function likeComment(
  sql: SqlRunner,
  tenantId: number,
  commentId: number,
  userId: number,
): Promise<LikeResult | null> {
  const [row] = await sql.query<{ found: number }>(
    `WITH target AS (SELECT id FROM comments WHERE id = $1 AND tenant_id = $2),
     ins AS (
       INSERT INTO comment_likes (comment_id, user_id) SELECT id, $3 FROM target
       ON CONFLICT DO NOTHING RETURNING comment_id
     ), counted AS (
       UPDATE comments SET likes_count = likes_count + 1 WHERE id IN (SELECT comment_id FROM ins)
     )
     SELECT count(*)::int AS found FROM target`,
    [commentId, tenantId, userId],
  );
  if (!row?.found) return null;
  return likeState(sql, commentId, userId);
}

/** Removes the user's like, if any; null when the comment is not the tenant's. */
export async function unlikeComment(
  sql: SqlRunner,
  tenantId: number,
  commentId: number,
  userId: number,
): Promise<LikeResult | null> {
  const [row] = await sql.query<{ found: number }>(
    `WITH target AS (SELECT id FROM comments WHERE id = $1 AND tenant_id = $2),
     del AS (
       DELETE FROM comment_likes WHERE comment_id IN (SELECT id FROM target) AND user_id = $3
       RETURNING comment_id
     ), counted AS (
       UPDATE comments SET likes_count = likes_count - 1 WHERE id IN (SELECT comment_id FROM del)
     )
     SELECT count(*)::int AS found FROM target`,
    [commentId, tenantId, userId],
  );
  if (!row?.found) return null;
  return likeState(sql, commentId, userId);
}

async function likeState(sql: SqlRunner, commentId: number, userId: number): Promise<LikeResult> {
  const [row] = await sql.query<{ likes_count: number; liked_by_me: boolean }>(
    `SELECT likes_count,
            EXISTS (SELECT 1 FROM comment_likes WHERE comment_id = $1 AND user_id = $2) AS liked_by_me
       FROM comments WHERE id = $1`,
    [commentId, userId],
  );
  return {
    comment_id: commentId,
    likes_count: num(row?.likes_count),
    liked_by_me: Boolean(row?.liked_by_me),
  };
}
