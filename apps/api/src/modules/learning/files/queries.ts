import type { SqlRunner } from '../../../db/client.ts';

export interface StoredFile {
  storageKey: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** A tenant's stored file; null when it is not this tenant's (or does not exist). */
export async function findStoredFile(
  sql: Pick<SqlRunner, 'query'>,
  tenantId: number,
  fileId: string,
): Promise<StoredFile | null> {
  const [row] = await sql.query<StoredFile>(
    `SELECT storage_key AS "storageKey", content_type AS "contentType", byte_size::float8 AS size, sha256
       FROM stored_files WHERE id = $1 AND tenant_id = $2`,
    [fileId, tenantId],
  );
  return row ?? null;
}

/** A tenant's transcoded video: where its ladder is and its MP4 (null: not this tenant's, not ready). */
export async function findReadyVideo(
  sql: Pick<SqlRunner, 'query'>,
  tenantId: number,
  videoId: string,
): Promise<{ masterKey: string; mp4FileId: string } | null> {
  const [row] = await sql.query<{ masterKey: string; mp4FileId: string }>(
    `SELECT hls_master_key AS "masterKey", mp4_file_id AS "mp4FileId" FROM video_assets
      WHERE id = $1 AND tenant_id = $2 AND status = 'ready'
        AND hls_master_key IS NOT NULL AND mp4_file_id IS NOT NULL`,
    [videoId, tenantId],
  );
  return row ?? null;
}

/**
 * May this user (null: a visitor) open a video lesson of the tenant whose file is this MP4? The
 * rule of the content answer (content/service.ts): a preview lesson, or a course the user owns.
 */
export async function mayPlayVideoFile(
  sql: Pick<SqlRunner, 'query'>,
  tenantId: number,
  userId: number | null,
  fileId: string,
): Promise<boolean> {
  const rows = await sql.query(
    `SELECT 1 FROM lessons l
       JOIN courses c ON c.id = l.course_id AND c.tenant_id = $1
       JOIN course_sections s ON s.id = l.section_id AND s.archived_at IS NULL
      WHERE l.file_id = $2 AND l.type = 'video' AND l.archived_at IS NULL
        AND (l.is_preview OR EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $3 AND e.course_id = c.id))
      LIMIT 1`,
    [tenantId, fileId, userId],
  );
  return rows.length > 0;
}
