import type { Locale } from '@app/contract/envelope';
import type { CourseSummary } from '@app/contract/catalog/schemas';
import type { SqlRunner } from '../../../db/client.ts';
import { text, textLangJson } from '../../../lib/localized-sql.ts';

/** Data access of the learners' view of a draft (docs/decisions.md §47). */

/** The user a preview link names, when they are still an account of this company. */
export async function linkUser(sql: SqlRunner, tenantId: number, userId: number) {
  const [row] = await sql.query<{ id: number; role: string }>(
    'SELECT id, role FROM users WHERE tenant_id = $1 AND id = $2',
    [tenantId, userId],
  );
  return row ?? null;
}

/** The draft's category as the course page names it. */
export async function categoryRef(
  sql: SqlRunner,
  tenantId: number,
  id: number,
  lang: Locale,
): Promise<CourseSummary['category'] | null> {
  const [row] = await sql.query<CourseSummary['category']>(
    `SELECT cat.id, cat.slug, ${text('cat', 'name', lang)} AS name,
            ${textLangJson(lang, { name: 'cat.name' })} AS text_lang
       FROM categories cat WHERE cat.tenant_id = $1 AND cat.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

/** The company's stored files among these ids (another company's never answer). */
export async function fileFacts(sql: SqlRunner, tenantId: number, ids: string[]) {
  if (ids.length === 0) return new Map<string, FileFact>();
  const rows = await sql.query<FileFact & { id: string }>(
    `SELECT id, content_type, byte_size::float8 AS byte_size, duration_ms
       FROM stored_files WHERE tenant_id = $1 AND id = ANY ($2::uuid[])`,
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export interface FileFact {
  content_type: string;
  byte_size: number;
  duration_ms: number | null;
}
