import type { SqlRunner } from '../../db/client.ts';

/** Data access of preview links (docs/decisions.md §47); the draft itself is the studio's. */

/** The user a preview link names, while they are an account of this company. */
export async function linkUser(sql: SqlRunner, tenantId: number, userId: number) {
  const [row] = await sql.query<{ id: number; role: string }>(
    'SELECT id, role FROM users WHERE tenant_id = $1 AND id = $2',
    [tenantId, userId],
  );
  return row ?? null;
}
