import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';

/** Data access of the studio's sign-in (migrations/0028_studio.sql). */

/** The company's studio host, or null when it has none. */
export async function studioHostOf(sql: Pick<SqlRunner, 'query'>, tenantId: number): Promise<string | null> {
  const [row] = await sql.query<{ host: string }>(
    'SELECT host FROM tenant_domains WHERE tenant_id = $1 AND is_studio',
    [tenantId],
  );
  return row?.host ?? null;
}

/** The primary (learners') host of a company. */
export async function siteHostOf(sql: Pick<SqlRunner, 'query'>, tenantId: number): Promise<string> {
  const [row] = await sql.query<{ primary_host: string }>('SELECT primary_host FROM tenants WHERE id = $1', [
    tenantId,
  ]);
  return row!.primary_host;
}

export async function insertHandoff(
  sql: Pick<SqlRunner, 'query'>,
  h: { codeHash: string; tenantId: number; userId: number; seconds: number },
) {
  // Codes that ran out are swept as new ones are made: the table stays a handful of rows.
  await sql.query(`DELETE FROM studio_handoffs WHERE expires_at < now() - interval '1 hour'`);
  await sql.query(
    `INSERT INTO studio_handoffs (code_hash, tenant_id, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [h.codeHash, h.tenantId, h.userId, h.seconds],
  );
}

/** Uses a code once: the user it was made for, or null when it is unknown, used or expired. */
export async function useHandoff(tx: SqlTransaction, codeHash: string, tenantId: number) {
  const [row] = await tx.query<{ user_id: number; role: string }>(
    `UPDATE studio_handoffs h SET used_at = now()
       FROM users u
      WHERE h.code_hash = $1 AND h.tenant_id = $2 AND h.used_at IS NULL AND h.expires_at > now()
        AND u.id = h.user_id
     RETURNING h.user_id, u.role`,
    [codeHash, tenantId],
  );
  return row ?? null;
}

export async function insertSession(
  tx: SqlTransaction,
  s: { tokenHash: string; tenantId: number; userId: number; host: string; hours: number },
) {
  await tx.query(
    `INSERT INTO studio_sessions (token_hash, tenant_id, user_id, host, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [s.tokenHash, s.tenantId, s.userId, s.host, s.hours],
  );
}

export async function revokeSession(sql: Pick<SqlRunner, 'query'>, tokenHash: string) {
  await sql.query(
    'UPDATE studio_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash],
  );
}

export interface SessionUserRow {
  id: number;
  full_name: string;
  email: string;
  role: string;
}

export async function sessionUser(sql: Pick<SqlRunner, 'query'>, userId: number): Promise<SessionUserRow> {
  const [row] = await sql.query<SessionUserRow>(
    'SELECT id, full_name, email, role FROM users WHERE id = $1',
    [userId],
  );
  return row!;
}
