import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A user's version numbers (0017_answer_versions.sql: each moves with every change to that user's
 * rows behind the topic's answers) and today's date where the learning chart counts days (UTC+7,
 * as learning/my-learning/queries.ts). The session lookup reads them (plugins/auth.ts): every kept
 * answer is checked against them at no extra round trip.
 */
export interface AnswerVersions {
  learning: number;
  orders: number;
  day: string;
}

const version = (userId: PgColumn, topic: 'learning' | 'orders') =>
  sql`coalesce((SELECT v.version FROM answer_versions v WHERE v.user_id = ${userId} AND v.topic = ${sql.raw(`'${topic}'`)}), 0)`;

/** The versions as one JSON column of a select on users (a row per user). */
export const answerVersionColumns = (userId: PgColumn): SQL<AnswerVersions> =>
  sql<AnswerVersions>`json_build_object(
    'learning', ${version(userId, 'learning')}, 'orders', ${version(userId, 'orders')},
    'day', to_char(now() AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD'))`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as AnswerVersions) : (value as AnswerVersions),
  );
