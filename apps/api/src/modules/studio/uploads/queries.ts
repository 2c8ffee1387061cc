import { and, eq } from 'drizzle-orm';
import type { Db, SqlRunner } from '../../../db/client.ts';
import { videoAssets, type VideoAssetRow } from '../../../db/schema/index.ts';
import type { VideoErrorCode, VideoWarningCode } from '@app/contract/studio/video';
import type { VideoInfo } from '../../../lib/video/probe.ts';

/** A new upload's row, before any byte arrived. */
export async function insertAsset(
  db: Db,
  row: { id: string; tenantId: number; uploadedBy: number; fileName: string; byteSize: number },
): Promise<void> {
  await db.insert(videoAssets).values(row);
}

/** A company's video; null when it is another company's or does not exist. */
export async function findAsset(db: Db, tenantId: number, id: string): Promise<VideoAssetRow | null> {
  const [row] = await db
    .select()
    .from(videoAssets)
    .where(and(eq(videoAssets.id, id), eq(videoAssets.tenantId, tenantId)));
  return row ?? null;
}

/** Uploads not yet handed to the queue, of every company (the start-up sweep). */
export async function pendingUploads(
  sql: Pick<SqlRunner, 'query'>,
): Promise<{ id: string; tenantId: number }[]> {
  return sql.query(
    `SELECT id, tenant_id AS "tenantId" FROM video_assets WHERE status IN ('uploading', 'uploaded')`,
  );
}

/** All bytes are here: `uploading` → `uploaded`. */
export async function markUploaded(
  sql: Pick<SqlRunner, 'query'>,
  tenantId: number,
  id: string,
): Promise<void> {
  await sql.query(
    `UPDATE video_assets SET status = 'uploaded', updated_at = now()
     WHERE id = $1 AND tenant_id = $2 AND status = 'uploading'`,
    [id, tenantId],
  );
}

/** Probed and stored: `uploaded` → `queued` with its job; false when another finish did it first. */
export async function markQueued(
  sql: Pick<SqlRunner, 'query'>,
  input: { tenantId: number; id: string; info: VideoInfo; sourceKey: string; jobId: number },
): Promise<boolean> {
  const { info } = input;
  const rows = await sql.query(
    `UPDATE video_assets SET status = 'queued', progress = 0, duration_ms = $3, width = $4, height = $5,
       has_audio = $6, warnings = $7::text[], source_key = $8, job_id = $9, updated_at = now()
     WHERE id = $1 AND tenant_id = $2 AND status = 'uploaded' RETURNING id`,
    [
      input.id,
      input.tenantId,
      info.durationMs,
      info.width,
      info.height,
      info.hasAudio,
      info.warnings,
      input.sourceKey,
      input.jobId,
    ],
  );
  return rows.length > 0;
}

export async function markTranscoding(
  sql: Pick<SqlRunner, 'query'>,
  tenantId: number,
  id: string,
  status: 'transcoding' | 'queued',
): Promise<void> {
  await sql.query(
    `UPDATE video_assets SET status = $3, progress = 0, updated_at = now()
     WHERE id = $1 AND tenant_id = $2 AND status IN ('queued', 'transcoding')`,
    [id, tenantId, status],
  );
}

export async function setProgress(
  sql: Pick<SqlRunner, 'query'>,
  tenantId: number,
  id: string,
  progress: number,
): Promise<void> {
  await sql.query(
    `UPDATE video_assets SET progress = $3, updated_at = now()
     WHERE id = $1 AND tenant_id = $2 AND status = 'transcoding'`,
    [id, tenantId, progress],
  );
}

export async function markFailed(
  sql: Pick<SqlRunner, 'query'>,
  tenantId: number,
  id: string,
  code: VideoErrorCode,
  warnings?: VideoWarningCode[],
): Promise<void> {
  await sql.query(
    `UPDATE video_assets SET status = 'failed', error_code = $3, warnings = coalesce($4::text[], warnings),
       updated_at = now()
     WHERE id = $1 AND tenant_id = $2 AND status <> 'ready'`,
    [id, tenantId, code, warnings ?? null],
  );
}

export interface StoredOutput {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
  durationMs?: number;
}

async function insertStoredFile(sql: Pick<SqlRunner, 'query'>, tenantId: number, file: StoredOutput) {
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO stored_files (tenant_id, storage_key, content_type, byte_size, sha256, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [tenantId, file.key, file.contentType, file.size, file.sha256, file.durationMs ?? null],
  );
  return row!.id;
}

/** Transcoded: the MP4 and poster become stored files, and the video is `ready`. */
export async function markReady(
  sql: Pick<SqlRunner, 'query'>,
  input: {
    tenantId: number;
    id: string;
    masterKey: string;
    mp4: StoredOutput;
    poster: StoredOutput;
    renditions: number[];
  },
): Promise<void> {
  const mp4Id = await insertStoredFile(sql, input.tenantId, input.mp4);
  const posterId = await insertStoredFile(sql, input.tenantId, input.poster);
  await sql.query(
    `UPDATE video_assets SET status = 'ready', progress = 100, error_code = NULL, hls_master_key = $3,
       mp4_file_id = $4, poster_file_id = $5, renditions = $6::int[], updated_at = now()
     WHERE id = $1 AND tenant_id = $2`,
    [input.id, input.tenantId, input.masterKey, mp4Id, posterId, input.renditions],
  );
}
