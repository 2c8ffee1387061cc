import type { SqlRunner } from '../../../db/client.ts';
import type { Log } from '../../../lib/log.ts';
import { repeatEvery } from '../../../lib/repeat.ts';
import { foldStudentsCount } from './queries.ts';

export { foldStudentsCount };

/**
 * Folds the enrolments and refunds since the last fold into the courses' students_count every
 * `seconds` on this instance until stopped. Several instances may run it: one folds at a time and
 * the others skip that turn. A course's count is at most this late.
 */
export const startStudentsCountJob = (sql: SqlRunner, log: Log, seconds: number) =>
  repeatEvery(seconds, log, 'students count fold failed', () => foldStudentsCount(sql));
