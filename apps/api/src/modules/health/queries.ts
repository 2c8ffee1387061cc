import type { SqlRunner } from '../../db/client.ts';

/** The cheapest round trip to the database: it throws when the database does not answer. */
export async function pingDatabase(sql: Pick<SqlRunner, 'query'>) {
  await sql.query('SELECT 1');
}
