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
