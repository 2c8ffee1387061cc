import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Inserts many rows in one statement with a single JSON parameter (jsonb_to_recordset): on PGlite
 * this is several times faster than a VALUES list with a parameter per field, which is what makes
 * adding a company with hundreds of lessons and quiz questions quick. `table` and `columns` are
 * the caller's constants, never input; the rows travel as one bound parameter.
 */
export async function insertRecordset<T = never>(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
  returning = '',
): Promise<T[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(columns).join(', ');
  const types = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const result = await db.execute(
    sql`${sql.raw(`INSERT INTO ${table} (${names}) SELECT ${names}`)} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(${sql.raw(types)}) ${sql.raw(returning ? `RETURNING ${returning}` : '')}`,
  );
  // PGlite's and node-postgres's drivers answer in different shapes.
  return Array.isArray(result) ? (result as T[]) : (result as unknown as { rows: T[] }).rows;
}
