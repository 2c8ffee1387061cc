import { and, eq } from 'drizzle-orm';
import type { Db, SqlRunner } from '../../../db/client.ts';
import { videoAssets, type VideoAssetRow } from '../../../db/schema/index.ts';

type Sql = Pick<SqlRunner, 'query'>;

/** A new stored file of the company; answers its id. */
export async function insertFile(
  sql: Sql,
  tenantId: number,
  file: { key: string; contentType: string; size: number; sha256: string },
): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO stored_files (tenant_id, storage_key, content_type, byte_size, sha256)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [tenantId, file.key, file.contentType, file.size, file.sha256],
  );
  return row!.id;
}

/** A stored file of the company, or null (another company's is null too). */
export async function fileOfTenant(sql: Sql, tenantId: number, id: string) {
  const [row] = await sql.query<{ content_type: string; byte_size: string | number }>(
    'SELECT content_type, byte_size FROM stored_files WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return row ?? null;
}

/** The company's video whose MP4 this file is, or null. */
export async function videoOfFile(db: Db, tenantId: number, fileId: string): Promise<VideoAssetRow | null> {
  const [row] = await db
    .select()
    .from(videoAssets)
    .where(and(eq(videoAssets.mp4FileId, fileId), eq(videoAssets.tenantId, tenantId)));
  return row ?? null;
}
