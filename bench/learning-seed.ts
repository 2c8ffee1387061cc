/**
 * Learning benchmark data (issue 11 item 7): in tenant A (Cendekia, on localhost / 127.0.0.1),
 * 5,000 courses of 12–52 lessons (32 on average, in sections of six) plus one course of exactly
 * 300 lessons (15 sections of 20), 200,000 users (a session for every 10th), **1,000,000
 * enrolments** and **20,000,000 lesson progress rows**, learning days and a certificate for every
 * finished course; and one heavy learner who owns exactly 200 courses, with progress in each, the
 * 300-lesson course among them with progress on 270 of its lessons.
 *
 *   npx tsx bench/learning-seed.ts                      # PostgreSQL database bench_learning
 *   BENCH_DB=postgres://root@127.0.0.1:5432/bench_other npx tsx bench/learning-seed.ts
 *
 * The database is dropped and recreated, migrated with the app's migrations and given the demo
 * data first (as the built API does with SEED_DEMO=true). Everything else is generated in the
 * database with generate_series, one statement per table, into the app's own tables; foreign-key
 * checks and row triggers are skipped where the rows are consistent by construction
 * (session_replication_role = replica), and lesson_progress's two indexes are built after its
 * load. Two helper tables (the enrolment plan, the lessons in curriculum order) are dropped at
 * the end.
 *
 * Consistency: a learner's progress rows in a course are a prefix of its curriculum (lessons 1..k)
 * with, for some, a skipped lesson every 17th and the k-th still under way; the enrolment's
 * completed_lessons is the number of completed rows, last_lesson_id the k-th lesson,
 * last_activity_at its time, completed_at (and a certificate) when all lessons are done.
 * Video rows have watched ranges (the whole video when completed, one or two stretches when not).
 *
 * Tokens are derived, so the load test can compute them: the heavy learner's is HEAVY_TOKEN
 * below; user number g (1-based; every 10th has one) has `bench-session-<g, 8 digits>`.
 */
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { arr, FIRST_NAMES, LAST_NAMES, unit } from './support/seed-sql.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_learning';
const USERS = Number(process.env.USERS ?? 200_000);
const COURSES = Number(process.env.COURSES ?? 5_000);
const ENROLMENTS = Number(process.env.ENROLMENTS ?? 1_000_000);
const PROGRESS = Number(process.env.PROGRESS ?? 20_000_000);
/** Courses of the heavy learner (part of ENROLMENTS), the 300-lesson course among them. */
const HEAVY_COURSES = 200;
const BIG_LESSONS = 300;
/** Progress rows of the heavy learner in the 300-lesson course. */
const HEAVY_BIG_ROWS = 270;
/** Every SESSION_EVERY-th user gets a session. */
const SESSION_EVERY = 10;
/** Stored videos the lessons share (content-addressed files, one row each). */
const VIDEOS = 1_000;
export const HEAVY_EMAIL = 'bench.heavy.learner@bench.example';
export const HEAVY_TOKEN = 'bench-heavy-learner-token-000000';
export const BIG_SLUG = 'learn-300-lessons';

const topics = [
  'Python',
  'Excel',
  'SQL',
  'Data Analysis',
  'Digital Marketing',
  'Leadership',
  'Accounting',
  'Flutter',
];
/** A deterministic non-negative integer from an integer expression. */
const hash = (expr: string) => `(hashint4(${expr}) & 2147483647)`;
/**
 * A certificate code from an integer below 2^31: times an odd constant modulo 2^60 (a bijection),
 * then 12 characters of 5 bits each from the 32-letter alphabet: unique by construction.
 */
const codeOf = (expr: string) => {
  const h = `((${expr})::bigint * 2654435761 & 1152921504606846975)`;
  const chars = Array.from(
    { length: 12 },
    (_, i) => `substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + ((${h} >> ${5 * i}) & 31)::int, 1)`,
  );
  return `${chars.slice(0, 4).join(' || ')} || '-' || ${chars.slice(4, 8).join(' || ')} || '-' || ${chars.slice(8).join(' || ')}`;
};

async function run(database: Database, label: string, text: string, trusted = false) {
  const started = Date.now();
  // `trusted` statements are consistent by construction and skip foreign-key checks and row
  // triggers (session_replication_role = replica), several times faster.
  await database.sql.exec(
    trusted
      ? `SET session_replication_role = replica; ${text}; SET session_replication_role = DEFAULT;`
      : text,
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(`  ${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

async function main() {
  const name = new URL(DB_URL).pathname.slice(1);
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB must name a bench_* database');
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // One connection: the session settings below hold for every statement.
  const database = await openDatabase({ url: DB_URL, dataDir: '', poolSize: 1 });
  console.log(`PostgreSQL ${DB_URL}`);

  const started = Date.now();
  await migrate(database.sql);
  await seedDemo(database);
  const [tenant] = await database.sql.query<{ id: number }>(`SELECT id FROM tenants WHERE slug = 'cendekia'`);
  const t = tenant!.id;
  console.log(`demo data seeded; generating into tenant ${t}`);
  // Session settings only (the server is shared): room for the hash joins and index builds.
  await database.sql.exec(
    `SET work_mem = '256MB'; SET maintenance_work_mem = '1GB'; SET max_parallel_maintenance_workers = 2; SET jit = off`,
  );
  const timings: Record<string, number> = {};

  // Courses: pool number p = 1..COURSES has 12 + (7p mod 41) lessons in sections of 6; p = 0 is
  // the 300-lesson course, 15 sections of 20. lessons_count and sections_count are set here and
  // agree with the lessons below (the lessons_recount trigger then finds nothing to change).
  timings.courses = await run(
    database,
    `${COURSES + 1} courses`,
    `WITH refs AS (
       SELECT (SELECT array_agg(id ORDER BY id) FROM categories WHERE tenant_id = ${t}) AS cats,
              (SELECT array_agg(id ORDER BY id) FROM mentors WHERE tenant_id = ${t}) AS ms,
              (SELECT array_agg(image_media_id ORDER BY id) FROM courses WHERE tenant_id = ${t}) AS covers
     ), g AS (
       SELECT p, CASE WHEN p = 0 THEN ${BIG_LESSONS} ELSE 12 + (7 * p) % 41 END AS n,
              CASE WHEN p = 0 THEN 20 ELSE 6 END AS per
         FROM generate_series(0, ${COURSES}) p
     )
     INSERT INTO courses (tenant_id, slug, category_id, mentor_id, title_en, title_id, subtitle_en, subtitle_id,
                          image_media_id, price, level, language, duration_minutes, sections_count,
                          lessons_count, published_at, created_at, updated_at)
     SELECT ${t}, CASE WHEN g.p = 0 THEN '${BIG_SLUG}' ELSE 'learn-' || g.p END,
            refs.cats[1 + g.p % cardinality(refs.cats)], refs.ms[1 + (g.p * 31) % cardinality(refs.ms)],
            (${arr(topics)})[1 + g.p % ${topics.length}] || ' Course ' || g.p,
            'Kursus ' || (${arr(topics)})[1 + g.p % ${topics.length}] || ' ' || g.p,
            'Learn by doing', 'Belajar sambil praktik', refs.covers[1 + g.p % cardinality(refs.covers)],
            199000, 'all', 'id', g.n * 8, (g.n + g.per - 1) / g.per, g.n,
            now() - interval '800 days', now() - interval '810 days', now() - interval '800 days'
       FROM g, refs;
     CREATE UNLOGGED TABLE bench_course AS
     SELECT CASE WHEN slug = '${BIG_SLUG}' THEN 0 ELSE substr(slug, 7)::int END AS p, id AS course_id,
            lessons_count AS n, CASE WHEN slug = '${BIG_SLUG}' THEN 20 ELSE 6 END AS per
       FROM courses WHERE tenant_id = ${t} AND (slug ~ '^learn-[0-9]+$' OR slug = '${BIG_SLUG}');
     CREATE UNIQUE INDEX ON bench_course (p)`,
  );

  timings.files = await run(
    database,
    `${VIDEOS} stored videos`,
    `INSERT INTO stored_files (tenant_id, storage_key, content_type, byte_size, sha256, duration_ms, created_at)
     SELECT ${t}, 'bench/' || md5(g::text) || '.mp4', 'video/mp4', 40000000 + g * 1000,
            md5(g::text) || md5((g + 1)::text), (180 + ${hash('g')} % 1320) * 1000, now() - interval '800 days'
       FROM generate_series(1, ${VIDEOS}) g`,
    true,
  );

  timings.sections = await run(
    database,
    'sections',
    `INSERT INTO course_sections (course_id, position, title_en, title_id)
     SELECT c.course_id, s, 'Part ' || s, 'Bagian ' || s
       FROM bench_course c, generate_series(1, (c.n + c.per - 1) / c.per) s`,
    true,
  );

  // Lessons: ordinal j (1-based, curriculum order) of a course sits in section (j-1)/per + 1 at
  // position (j-1) mod per + 1. Types: 60 % video (one of the stored videos), 25 % text, 10 % PDF,
  // 5 % quiz. Then the lessons in curriculum order, with each one's video length, as a helper.
  timings.lessons = await run(
    database,
    'lessons',
    `WITH v AS (SELECT array_agg(id ORDER BY created_at, byte_size) AS ids FROM stored_files WHERE storage_key LIKE 'bench/%')
     INSERT INTO lessons (course_id, section_id, position, title_en, title_id, type, duration_seconds, file_id)
     SELECT c.course_id, s.id, (j - 1) % c.per + 1, 'Lesson ' || j, 'Pelajaran ' || j, x.type,
            CASE WHEN x.type = 'video' THEN 3 + ${hash('c.course_id * 64 + j')} % 22 ELSE 5 + j % 11 END * 60,
            CASE WHEN x.type = 'video' THEN v.ids[1 + ${hash('c.course_id * 977 + j')} % ${VIDEOS}] END
       FROM bench_course c
       CROSS JOIN generate_series(1, c.n) j
       CROSS JOIN v
       CROSS JOIN LATERAL (SELECT CASE WHEN ${unit('c.course_id * 53 + j')} < 0.60 THEN 'video'
                                       WHEN ${unit('c.course_id * 53 + j')} < 0.85 THEN 'text'
                                       WHEN ${unit('c.course_id * 53 + j')} < 0.95 THEN 'pdf' ELSE 'quiz' END AS type) x
       JOIN course_sections s ON s.course_id = c.course_id AND s.position = (j - 1) / c.per + 1;
     CREATE UNLOGGED TABLE bench_lesson_ord AS
     SELECT l.course_id, row_number() OVER (PARTITION BY l.course_id ORDER BY s.position, l.position, l.id)::int AS ord,
            l.id AS lesson_id, f.duration_ms AS dur
       FROM lessons l JOIN course_sections s ON s.id = l.section_id
       JOIN bench_course c ON c.course_id = l.course_id
       LEFT JOIN stored_files f ON f.id = l.file_id AND l.type = 'video'
      ORDER BY ord, l.course_id;
     ANALYZE bench_lesson_ord`,
  );

  timings.users = await run(
    database,
    `${USERS} users + heavy learner, sessions`,
    `INSERT INTO users (tenant_id, email, full_name, confirmed_at, created_at, elearning_platform)
     SELECT ${t}, 'learner' || g || '@bench.example',
            (${arr(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${arr(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
            now(), now() - interval '800 days' + (g % 1000) * interval '1 hour', 'localhost'
       FROM generate_series(1, ${USERS - 1}) g;
     INSERT INTO users (tenant_id, email, full_name, confirmed_at, created_at, elearning_platform)
     VALUES (${t}, '${HEAVY_EMAIL}', 'Heavy Learner', now(), now() - interval '800 days', 'localhost');
     INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT u.id, encode(sha256(convert_to('bench-session-' || lpad(g::text, 8, '0'), 'UTF8')), 'hex'), now() + interval '30 days'
       FROM generate_series(${SESSION_EVERY}, ${USERS - 1}, ${SESSION_EVERY}) g
       JOIN users u ON u.tenant_id = ${t} AND lower(u.email) = 'learner' || g || '@bench.example';
     INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT id, encode(sha256(convert_to('${HEAVY_TOKEN}', 'UTF8')), 'hex'), now() + interval '30 days'
       FROM users WHERE email = '${HEAVY_EMAIL}'`,
    true,
  );

  // The enrolment plan. Other learners: user number ui (skewed: a few own dozens of courses, most
  // one to ten); the k-th enrolment of a user is course pool number (h(user) + k * 7919) mod
  // (COURSES + 1), so a user's courses are distinct. Of their enrolments 30 % are finished, 5 %
  // not started, the rest part-way (share u of the lessons, scaled below so that the rows add up
  // to PROGRESS exactly). The heavy learner: the 300-lesson course (270 rows) and 199 courses
  // spread over the pool, every fourth finished, the others 20–90 % of the way.
  // The demo data's own enrolments and progress count towards the totals.
  const [demo] = await database.sql.query<{ enrolments: number; progress: number }>(
    `SELECT (SELECT count(*)::int FROM enrollments) AS enrolments, (SELECT count(*)::int FROM lesson_progress) AS progress`,
  );
  const others = ENROLMENTS - HEAVY_COURSES - demo!.enrolments;
  const progressRows = PROGRESS - demo!.progress;
  timings.plan = await run(
    database,
    'enrolment plan',
    `CREATE UNLOGGED TABLE bench_enrol AS
     WITH refs AS (
       SELECT (SELECT min(id) FROM users WHERE email = 'learner1@bench.example') AS u0,
              (SELECT id FROM users WHERE email = '${HEAVY_EMAIL}') AS heavy,
              coalesce((SELECT max(id) FROM enrollments), 0) AS e0
     ), g AS (
       SELECT g, least(floor(${USERS - 1} * power(${unit('g')}, 1.4))::int, ${USERS - 2}) AS ui
         FROM generate_series(1, ${others}) g
     ), r AS (
       SELECT g, ui, row_number() OVER (PARTITION BY ui ORDER BY g) AS k FROM g
     ), o AS (
       SELECT r.g, refs.u0 + r.ui AS user_id, (${hash('r.ui')} % 1048576 + r.k * 7919) % ${COURSES + 1} AS p,
              CASE WHEN ${unit('r.g + 31337')} < 0.30 THEN 'done' WHEN ${unit('r.g + 31337')} < 0.35 THEN 'none'
                   ELSE 'partial' END AS kind,
              ${unit('r.g + 4242')} AS u, false AS heavy
         FROM r, refs
       UNION ALL
       SELECT ${others} + i, refs.heavy, CASE WHEN i = 1 THEN 0 ELSE 1 + (i - 2) * 25 END,
              CASE WHEN i > 1 AND i % 4 = 0 THEN 'done' ELSE 'partial' END, 0.2 + 0.7 * ${unit('i + 99')}, true
         FROM generate_series(1, ${HEAVY_COURSES}) i, refs
     )
     SELECT refs.e0 + o.g AS id, o.user_id, c.course_id, c.n, o.kind, o.u, o.heavy,
            CASE WHEN o.kind = 'done' THEN c.n WHEN o.kind = 'none' THEN 0
                 WHEN o.heavy AND o.p = 0 THEN ${HEAVY_BIG_ROWS}
                 WHEN o.heavy THEN greatest(1, least(c.n - 1, floor(o.u * c.n)::int)) END AS k,
            CASE WHEN o.kind = 'partial' AND ${unit('o.g + 777')} < 0.4 THEN 1 + ${hash('o.g + 555')} % 16 ELSE 0 END AS gap_r,
            o.kind = 'partial' AND ${unit('o.g + 888')} < 0.5 AS last_open,
            CASE WHEN o.heavy THEN now() - (1 + o.g % 300) * interval '1 day'
                 ELSE now() - interval '1 hour' - ${unit('o.g + 1234')} * interval '730 days' END AS created_at
       FROM o JOIN bench_course c ON c.p = o.p, refs`,
  );
  // Part-way enrolments of other learners: k = share u of the lessons, scaled by f so that the
  // rows add up to PROGRESS (floored, at most n - 1: part-way), then one more row for as many
  // of them (in hash order) as the floors left short.
  timings.plan += await run(
    database,
    `plan: scale to ${progressRows} progress rows`,
    `WITH fixed AS (SELECT coalesce(sum(k), 0) AS s FROM bench_enrol WHERE k IS NOT NULL),
          part AS (SELECT sum(u * n) AS s FROM bench_enrol WHERE k IS NULL)
     UPDATE bench_enrol e SET k = least(e.n - 1, floor(e.u * e.n * (${progressRows} - fixed.s) / part.s))::int
       FROM fixed, part WHERE e.k IS NULL;
     WITH short AS (SELECT ${progressRows} - sum(k) AS r FROM bench_enrol),
          pick AS (SELECT id, row_number() OVER (ORDER BY ${hash('id')}, id) AS rn FROM bench_enrol
                    WHERE kind = 'partial' AND NOT heavy AND k < n - 1)
     UPDATE bench_enrol e SET k = e.k + 1 FROM pick, short WHERE pick.id = e.id AND pick.rn <= short.r;
     ALTER TABLE bench_enrol ADD COLUMN step interval, ADD COLUMN done integer;
     UPDATE bench_enrol SET step = (now() - created_at) * 0.9 / n,
            done = k - CASE WHEN gap_r > 0 AND k - 1 >= gap_r THEN (k - 1 - gap_r) / 17 + 1 ELSE 0 END
                     - CASE WHEN last_open AND k > 0 THEN 1 ELSE 0 END;
     ANALYZE bench_enrol`,
  );
  const [planned] = await database.sql.query<{ rows: string; enrolments: string }>(
    `SELECT sum(k)::text AS rows, count(*)::text AS enrolments FROM bench_enrol`,
  );
  console.log(`  planned: ${planned!.enrolments} enrolments, ${planned!.rows} progress rows`);
  if (Number(planned!.rows) !== progressRows)
    throw new Error(`the plan makes ${planned!.rows} rows, not ${progressRows}`);

  timings.enrollments = await run(
    database,
    `${ENROLMENTS} enrolments + students counts`,
    `SET session_replication_role = replica;
     INSERT INTO enrollments (id, tenant_id, user_id, course_id, created_at, completed_lessons, last_lesson_id,
                              last_activity_at, completed_at)
     SELECT e.id, ${t}, e.user_id, e.course_id, e.created_at, e.done, lo.lesson_id,
            CASE WHEN e.k > 0 THEN e.created_at + e.k * e.step END,
            CASE WHEN e.done = e.n THEN e.created_at + e.k * e.step END
       FROM bench_enrol e LEFT JOIN bench_lesson_ord lo ON lo.course_id = e.course_id AND lo.ord = e.k
      ORDER BY e.created_at;
     SET session_replication_role = DEFAULT;
     SELECT setval('enrollments_id_seq', (SELECT max(id) FROM enrollments));
     UPDATE courses c SET students_count = c.students_count + n.n
       FROM (SELECT course_id, count(*)::int AS n FROM bench_enrol GROUP BY course_id) n
      WHERE c.id = n.course_id`,
  );

  // 20,000,000 rows, in curriculum order across learners (every learner's first lesson, then
  // every second one…), as they would arrive over time: a learner's rows of one course are
  // scattered over the table, not side by side. The indexes are built afterwards.
  timings.progress = await run(
    database,
    `${progressRows} lesson progress rows`,
    `ALTER TABLE lesson_progress DROP CONSTRAINT lesson_progress_pkey;
     DROP INDEX lesson_progress_lesson_idx;
     INSERT INTO lesson_progress (user_id, course_id, lesson_id, watched, watched_ms, position_ms, reported_at,
                                  completed_at, updated_at)
     SELECT e.user_id, e.course_id, lo.lesson_id,
            CASE WHEN lo.dur IS NULL THEN '{}'::int4multirange
                 WHEN x.done THEN int4multirange(int4range(0, lo.dur))
                 WHEN x.gap THEN int4multirange(int4range(0, lo.dur / 4), int4range(lo.dur / 2, lo.dur * 3 / 5))
                 ELSE int4multirange(int4range(0, lo.dur * 2 / 5)) END,
            CASE WHEN lo.dur IS NULL THEN 0 WHEN x.done THEN lo.dur
                 WHEN x.gap THEN lo.dur / 4 + (lo.dur * 3 / 5 - lo.dur / 2) ELSE lo.dur * 2 / 5 END,
            CASE WHEN lo.dur IS NULL THEN 0 WHEN x.done THEN lo.dur WHEN x.gap THEN lo.dur * 3 / 5 ELSE lo.dur * 2 / 5 END,
            CASE WHEN lo.dur IS NOT NULL THEN x.at END,
            CASE WHEN x.done THEN x.at END,
            x.at
       FROM bench_lesson_ord lo
       JOIN bench_enrol e ON e.course_id = lo.course_id AND lo.ord <= e.k
       CROSS JOIN LATERAL (
         SELECT e.gap_r > 0 AND lo.ord < e.k AND lo.ord % 17 = e.gap_r AS gap,
                NOT ((e.gap_r > 0 AND lo.ord < e.k AND lo.ord % 17 = e.gap_r) OR (e.last_open AND lo.ord = e.k)) AS done,
                e.created_at + lo.ord * e.step AS at) x`,
    true,
  );
  timings.progress_indexes = await run(
    database,
    'lesson_progress indexes',
    `ALTER TABLE lesson_progress ADD CONSTRAINT lesson_progress_pkey PRIMARY KEY (user_id, course_id, lesson_id);
     CREATE INDEX lesson_progress_lesson_idx ON lesson_progress (lesson_id)`,
  );

  timings.certificates = await run(
    database,
    'certificates of finished courses',
    `INSERT INTO certificates (code, tenant_id, user_id, course_id, learner_name, course_title_en, course_title_id,
                               mentor_name, issued_at)
     SELECT ${codeOf('e.id')}, ${t}, e.user_id, e.course_id, u.full_name, c.title_en, c.title_id, m.name,
            e.created_at + e.k * e.step
       FROM bench_enrol e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id
       JOIN mentors m ON m.id = c.mentor_id
      WHERE e.done = e.n
      ORDER BY e.created_at + e.k * e.step;
     SELECT setval('certificates_id_seq', (SELECT max(id) FROM certificates))`,
    true,
  );

  // Minutes learned: every learner with progress studied on 1–10 days, some days apart, up to
  // their last activity; the heavy learner on 20 of the last 28 days.
  timings.learning_days = await run(
    database,
    'learning days',
    `INSERT INTO learning_days (user_id, day, seconds)
     SELECT a.user_id, (a.last AT TIME ZONE 'Asia/Jakarta')::date - i * (1 + a.user_id % 5), 300 + ${hash('a.user_id * 61 + i')} % 3300
       FROM (SELECT user_id, max(created_at + k * step) AS last FROM bench_enrol
              WHERE k > 0 AND NOT heavy GROUP BY user_id) a
       CROSS JOIN LATERAL generate_series(0, ${hash('a.user_id')} % 10) i;
     INSERT INTO learning_days (user_id, day, seconds)
     SELECT u.id, (now() AT TIME ZONE 'Asia/Jakarta')::date - d, 600 + ${hash('d')} % 3000
       FROM users u, generate_series(0, 27) d WHERE u.email = '${HEAVY_EMAIL}' AND d % 7 NOT IN (2, 5)`,
    true,
  );

  await database.sql.exec('DROP TABLE bench_enrol; DROP TABLE bench_lesson_ord; DROP TABLE bench_course');
  timings.vacuum = await run(database, 'vacuum analyze', 'VACUUM ANALYZE');

  const [counts] = await database.sql.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM sessions) AS sessions,
            (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM course_sections) AS sections,
            (SELECT count(*)::int FROM lessons) AS lessons, (SELECT count(*)::int FROM enrollments) AS enrollments,
            (SELECT count(*)::int FROM lesson_progress) AS lesson_progress,
            (SELECT count(*)::int FROM lesson_progress WHERE completed_at IS NOT NULL) AS completed_progress,
            (SELECT count(*)::int FROM learning_days) AS learning_days,
            (SELECT count(*)::int FROM certificates) AS certificates,
            (SELECT count(*)::int FROM enrollments e JOIN users u ON u.id = e.user_id WHERE u.email = '${HEAVY_EMAIL}') AS heavy_courses,
            (SELECT count(*)::int FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.slug = '${BIG_SLUG}') AS big_course_lessons,
            (SELECT count(*)::int FROM lesson_progress p JOIN users u ON u.id = p.user_id JOIN courses c ON c.id = p.course_id
              WHERE u.email = '${HEAVY_EMAIL}' AND c.slug = '${BIG_SLUG}') AS heavy_big_rows,
            (SELECT count(*)::int FROM enrollments e WHERE e.completed_lessons <> (SELECT count(*) FROM lesson_progress p
              WHERE p.user_id = e.user_id AND p.course_id = e.course_id AND p.completed_at IS NOT NULL)
              AND e.user_id = (SELECT id FROM users WHERE email = '${HEAVY_EMAIL}')) AS heavy_inconsistent`,
  );
  const sizes = await database.sql.query<{ relation: string; table_mb: number; indexes_mb: number }>(
    `SELECT relname AS relation, (pg_table_size(oid) / 1048576)::int AS table_mb, (pg_indexes_size(oid) / 1048576)::int AS indexes_mb
       FROM pg_class WHERE relname IN ('enrollments', 'lesson_progress', 'learning_days', 'certificates', 'lessons', 'users')
      ORDER BY pg_total_relation_size(oid) DESC`,
  );
  const total = (Date.now() - started) / 1000;
  console.log(`done in ${total.toFixed(1)} s:`, counts);
  console.table(sizes);
  console.log(JSON.stringify({ seed_seconds: Math.round(total), timings, counts, sizes }));
  await database.close();
}

await main();
