import type { SqlRunner } from '../db/client.ts';

/** What a user's kept answers are about (0017_answer_versions.sql). */
export type AnswerTopic = 'learning' | 'orders';

/**
 * The user's version number of a topic (0017_answer_versions.sql: it moves with every change to
 * their rows behind that topic's answers) and today's date where the learning chart counts days
 * (UTC+7, as learning/my-learning/queries.ts). A prepared statement: every kept answer costs this
 * one read.
 */
export async function answerVersion(sql: SqlRunner, userId: number, topic: AnswerTopic) {
  const [row] = await sql.query<{ version: string; day: string }>(
    `SELECT coalesce((SELECT version FROM answer_versions WHERE user_id = $1 AND topic = $2), 0) AS version,
            to_char(now() AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS day`,
    [userId, topic],
    'answer_version',
  );
  return { version: Number(row!.version), day: row!.day };
}
