import type { SqlRunner } from '../../../db/client.ts';
import type { Log } from '../../../lib/log.ts';
import { repeatEvery } from '../../../lib/repeat.ts';

/**
 * Adds the enrolments and refunds since the last fold to the courses' students_count
 * (0018_students_count_deltas.sql); answers how many courses changed.
 */
export async function foldStudentsCount(sql: Pick<SqlRunner, 'query'>): Promise<number> {
  const [row] = await sql.query<{ changed: number }>('SELECT fold_students_count() AS changed');
  return row!.changed;
}

/**
 * Folds every `seconds` on this instance until stopped. Several instances may run it: one folds
 * at a time and the others skip that turn. A course's count is at most this late.
 */
export const startStudentsCountJob = (sql: SqlRunner, log: Log, seconds: number) =>
  repeatEvery(seconds, log, 'students count fold failed', () => foldStudentsCount(sql));
