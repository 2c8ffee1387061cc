/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements of get-my-learning for the heavy learner (200
 * courses) and of get-lesson-progress for the 300-lesson course, taken from the query functions
 * themselves (a runner that records each statement), against the database of learning-seed.ts.
 *
 *   npx tsx bench/learning-explain.ts > bench/results/learning-explain-postgres.md
 */
import { openDatabase } from '../apps/api/src/db/client.ts';
import { myLearningJson } from '../apps/api/src/modules/learning/my-learning/queries.ts';
import {
  courseProgressJson,
  lessonProgressResultJson,
} from '../apps/api/src/modules/learning/progress/queries.ts';
import { explainer } from './explain.ts';

const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_learning';
const database = await openDatabase({ url: DB_URL, dataDir: '', poolSize: 1 });
const [heavy] = await database.sql.query<{ id: number; tenant_id: number }>(
  `SELECT id, tenant_id FROM users WHERE email = 'bench.heavy.learner@bench.example'`,
);
const [big] = await database.sql.query<{ id: number }>(
  `SELECT id FROM courses WHERE slug = 'learn-300-lessons'`,
);
if (!heavy || !big) throw new Error('no heavy learner: run bench/learning-seed.ts first');
const [sizes] = await database.sql.query<{ enrollments: number; progress: number }>(
  `SELECT (SELECT reltuples::bigint FROM pg_class WHERE relname = 'enrollments') AS enrollments,
          (SELECT reltuples::bigint FROM pg_class WHERE relname = 'lesson_progress') AS progress`,
);

const explain = explainer(database, { withSql: true });

console.log('# Learning plans (PostgreSQL 15)\n');
console.log(
  `Heavy learner ${heavy.id} (200 courses), course ${big.id} (300 lessons, 270 with progress); about ` +
    `${Number(sizes!.enrollments).toLocaleString('en')} enrolments and ${Number(sizes!.progress).toLocaleString('en')} ` +
    `lesson progress rows in all (planner estimates). \`npx tsx bench/learning-explain.ts\`, best of three, ` +
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
);
const t = heavy.tenant_id;
await explain(
  'get-my-learning: the courses with the next lesson of each, the tab counts, the minutes per day',
  (sql) => myLearningJson(sql, t, 'en', heavy.id, 'all'),
);
await explain(
  'get-lesson-progress: the course of the tenant, the enrolment, the lessons with their progress',
  (sql) => courseProgressJson(sql, t, heavy.id, big.id),
);
const [lesson] = await database.sql.query<{ id: number }>(
  'SELECT min(id) AS id FROM lessons WHERE course_id = $1',
  [big.id],
);
await explain('add-lesson-progress: the reported lesson and its course’s share it answers with', (sql) =>
  lessonProgressResultJson(sql, { userId: heavy.id, courseId: big.id, lessonId: lesson!.id }),
);
await database.close();
