/**
 * Catalogue benchmark data: 100,000 courses, 1,000,000 comments and 200,000
 * users in tenant A (Cendekia, on localhost / 127.0.0.1), generated in the database with
 * generate_series so it takes seconds, not minutes.
 *
 *   npx tsx bench/catalog-seed.ts                       # PostgreSQL database bench_catalog
 *   BENCH_DB=postgres://root@127.0.0.1:5432/other npx tsx bench/catalog-seed.ts
 *   BENCH_PGLITE=/tmp/cat-api-pglite npx tsx bench/catalog-seed.ts   # PGlite data directory
 *
 * The PostgreSQL database is dropped and recreated; the PGlite directory is deleted first.
 * Counts can be lowered with COURSES, COMMENTS and USERS (e.g. for PGlite).
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { arr, unit } from './support/seed-sql.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_catalog';
const PGLITE_DIR = process.env.BENCH_PGLITE;
const COURSES = Number(process.env.COURSES ?? 100_000);
const COMMENTS = Number(process.env.COMMENTS ?? 1_000_000);
const USERS = Number(process.env.USERS ?? 200_000);
const MENTORS = 1_000;

/** Subjects of the generated titles, English and Indonesian. */
const topics: [string, string][] = [
  ['Python', 'Python'],
  ['Excel', 'Excel'],
  ['SQL', 'SQL'],
  ['Power BI', 'Power BI'],
  ['Tableau', 'Tableau'],
  ['Data Analysis', 'Analisis Data'],
  ['Machine Learning', 'Machine Learning'],
  ['Statistics', 'Statistik'],
  ['JavaScript', 'JavaScript'],
  ['React', 'React'],
  ['Node.js', 'Node.js'],
  ['Laravel', 'Laravel'],
  ['Flutter', 'Flutter'],
  ['Kotlin', 'Kotlin'],
  ['Golang', 'Golang'],
  ['Docker', 'Docker'],
  ['Cloud Computing', 'Komputasi Awan'],
  ['Cybersecurity', 'Keamanan Siber'],
  ['Digital Marketing', 'Pemasaran Digital'],
  ['Social Media Marketing', 'Pemasaran Media Sosial'],
  ['SEO', 'SEO'],
  ['Copywriting', 'Copywriting'],
  ['Content Creation', 'Pembuatan Konten'],
  ['E-commerce', 'E-commerce'],
  ['Branding', 'Branding'],
  ['Sales', 'Penjualan'],
  ['Negotiation', 'Negosiasi'],
  ['Leadership', 'Kepemimpinan'],
  ['Project Management', 'Manajemen Proyek'],
  ['Agile Scrum', 'Agile Scrum'],
  ['Accounting', 'Akuntansi'],
  ['Taxation', 'Perpajakan'],
  ['Financial Planning', 'Perencanaan Keuangan'],
  ['Investing', 'Investasi'],
  ['Bookkeeping', 'Pembukuan'],
  ['UI/UX Design', 'Desain UI/UX'],
  ['Graphic Design', 'Desain Grafis'],
  ['Photography', 'Fotografi'],
  ['Video Editing', 'Editing Video'],
  ['Public Speaking', 'Berbicara di Depan Umum'],
  ['Business English', 'Bahasa Inggris Bisnis'],
  ['Japanese', 'Bahasa Jepang'],
  ['Mandarin', 'Bahasa Mandarin'],
  ['Time Management', 'Manajemen Waktu'],
  ['Customer Service', 'Layanan Pelanggan'],
  ['Human Resources', 'Sumber Daya Manusia'],
  ['Entrepreneurship', 'Kewirausahaan'],
  ['Supply Chain', 'Rantai Pasok'],
  ['Logistics', 'Logistik'],
  ['Café Management', 'Manajemen Kafe'],
  ['Culinary Business', 'Bisnis Kuliner'],
  ['Export and Import', 'Ekspor dan Impor'],
  ['Microsoft Word', 'Microsoft Word'],
  ['PowerPoint', 'PowerPoint'],
  ['Google Sheets', 'Google Sheets'],
  ['Occupational Safety', 'Keselamatan Kerja'],
  ['Quality Management', 'Manajemen Mutu'],
  ['Halal Certification', 'Sertifikasi Halal'],
  ['Real Estate', 'Properti'],
  ['Personal Branding', 'Personal Branding'],
];
/** Title patterns: {t} is the subject. */
const formats: [string, string][] = [
  ['{t} for Beginners', '{t} untuk Pemula'],
  ['Mastering {t}', 'Mahir {t}'],
  ['Practical {t}', '{t} Praktis'],
  ['{t} Masterclass', 'Masterclass {t}'],
  ['{t} for Professionals', '{t} untuk Profesional'],
  ['Advanced {t}', '{t} Tingkat Lanjut'],
  ['{t} in 30 Days', '{t} dalam 30 Hari'],
  ['Introduction to {t}', 'Pengantar {t}'],
  ['{t}: Case Studies', '{t}: Studi Kasus'],
  ['{t} Certification Prep', 'Persiapan Sertifikasi {t}'],
];
const audiences: [string, string][] = [
  ['', ''],
  [' for MSMEs', ' untuk UMKM'],
  [' for Teams', ' untuk Tim'],
  [' at Work', ' di Tempat Kerja'],
  [' for Students', ' untuk Mahasiswa'],
  [' for Managers', ' untuk Manajer'],
];
const firstNames = [
  'Adi',
  'Bunga',
  'Citra',
  'Dedi',
  'Eka',
  'Fajar',
  'Gita',
  'Hadi',
  'Indah',
  'Joko',
  'Kiki',
  'Lina',
  'Made',
  'Nia',
  'Oscar',
  'Putu',
  'Rudi',
  'Sinta',
  'Tono',
  'Umi',
  'Vina',
  'Wawan',
  'Yuni',
  'Zaki',
];
const lastNames = [
  'Santoso',
  'Wijaya',
  'Pratama',
  'Saputra',
  'Lestari',
  'Hidayat',
  'Kusuma',
  'Nugroho',
  'Rahmawati',
  'Siregar',
  'Simanjuntak',
  'Wibowo',
  'Putri',
  'Halim',
  'Gunawan',
  'Setiawan',
];
const commentTexts = [
  'Materinya jelas dan langsung bisa dipraktikkan.',
  'Great course, very practical examples.',
  'Penjelasannya runtut, cocok untuk pemula.',
  'The quizzes really helped me check my understanding.',
  'Mentornya responsif, terima kasih!',
  'Would love a follow-up course on this topic.',
  'Studi kasusnya relevan dengan pekerjaan saya.',
  'Clear slides and useful worksheets.',
  'Durasi videonya pas, tidak bertele-tele.',
  'Worth the price, I learned a lot.',
];

const pairs = (list: [string, string][], i: 0 | 1) => arr(list.map((p) => p[i]));

/**
 * Runs one generating statement. `trusted` rows are consistent by construction: the statement
 * runs with session_replication_role = replica, which skips foreign-key checks and triggers
 * (none of which the users and comments tables need here), several times faster.
 */
async function run(database: Database, label: string, text: string, trusted = false) {
  const started = Date.now();
  await database.sql.exec(
    trusted
      ? `SET session_replication_role = replica; ${text}; SET session_replication_role = DEFAULT;`
      : text,
  );
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  let database: Database;
  if (PGLITE_DIR) {
    rmSync(PGLITE_DIR, { recursive: true, force: true });
    database = await openDatabase({ dataDir: PGLITE_DIR });
    console.log(`PGlite in ${PGLITE_DIR}`);
  } else {
    const name = new URL(DB_URL).pathname.slice(1);
    if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB must name a bench_* database');
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    database = await openDatabase({ url: DB_URL, dataDir: '', poolSize: 2 });
    console.log(`PostgreSQL ${DB_URL}`);
  }
  const started = Date.now();
  await migrate(database.sql);
  await seedDemo(database);
  const [tenant] = await database.sql.query<{ id: number }>(`SELECT id FROM tenants WHERE slug = 'cendekia'`);
  const t = tenant!.id;
  console.log(`demo data seeded; generating into tenant ${t}`);

  await run(
    database,
    `${USERS} users`,
    `INSERT INTO users (tenant_id, email, full_name, confirmed_at, created_at, elearning_platform)
     SELECT ${t}, 'bench.user' || g || '@bench.example',
            (${arr(firstNames)})[1 + g % ${firstNames.length}] || ' ' || (${arr(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}],
            now(), now() - (g % 1000) * interval '1 hour', 'localhost'
       FROM generate_series(1, ${USERS}) g`,
    true,
  );
  await run(
    database,
    `${MENTORS} mentors`,
    `INSERT INTO mentors (tenant_id, name, photo_media_id, headline_en, headline_id, bio_en, bio_id, position)
     SELECT ${t}, (${arr(firstNames)})[1 + g % ${firstNames.length}] || ' ' || (${arr(lastNames)})[1 + (g * 7) % ${lastNames.length}],
            photos.ids[1 + g % cardinality(photos.ids)], 'Practitioner and trainer', 'Praktisi dan trainer',
            'Has taught thousands of learners across Indonesia.', 'Telah mengajar ribuan peserta di seluruh Indonesia.', 100 + g
       FROM generate_series(1, ${MENTORS}) g,
            (SELECT array_agg(photo_media_id) AS ids FROM mentors WHERE tenant_id = ${t}) photos`,
  );
  await run(
    database,
    `${COURSES} courses`,
    `WITH refs AS (
       SELECT (SELECT array_agg(id ORDER BY id) FROM categories WHERE tenant_id = ${t}) AS cats,
              (SELECT array_agg(id ORDER BY id) FROM mentors WHERE tenant_id = ${t} AND position >= 100) AS ms,
              (SELECT array_agg(image_media_id ORDER BY id) FROM courses WHERE tenant_id = ${t}) AS covers
     ), g AS (
       SELECT g, 1 + g % ${topics.length} AS tp, 1 + (g / ${topics.length}) % ${formats.length} AS fm,
              1 + (g / ${topics.length * formats.length}) % ${audiences.length} AS au,
              g % 25 = 0 AS boot, ${unit('g')} AS u1, ${unit('g + 7777777')} AS u2, ${unit('g + 15555555')} AS u3
         FROM generate_series(1, ${COURSES}) g
     )
     INSERT INTO courses (tenant_id, slug, category_id, mentor_id, title_en, title_id, subtitle_en, subtitle_id,
                          description, what_you_learn, requirements, image_media_id, price, discount_price, level,
                          language, is_bootcamp, duration_minutes, sections_count, lessons_count, students_count,
                          rating_1, rating_2, rating_3, rating_4, rating_5, published_at, created_at, updated_at)
     SELECT ${t}, 'bench-' || g.g, refs.cats[1 + g.g % cardinality(refs.cats)], refs.ms[1 + (g.g * 31) % cardinality(refs.ms)],
            replace((${pairs(formats, 0)})[g.fm], '{t}', (${pairs(topics, 0)})[g.tp]) || (${pairs(audiences, 0)})[g.au]
              || CASE WHEN g.boot THEN ' Bootcamp' ELSE '' END,
            replace((${pairs(formats, 1)})[g.fm], '{t}', (${pairs(topics, 1)})[g.tp]) || (${pairs(audiences, 1)})[g.au]
              || CASE WHEN g.boot THEN ' (Bootcamp)' ELSE '' END,
            'Hands-on lessons, worksheets and quizzes on ' || (${pairs(topics, 0)})[g.tp],
            'Pelajaran praktik, lembar kerja, dan kuis tentang ' || (${pairs(topics, 1)})[g.tp],
            '{"en":[{"type":"p","text":"A practical course with real workplace examples."}],"id":[{"type":"p","text":"Kursus praktis dengan contoh dari tempat kerja nyata."}]}',
            '{"en":["Apply the skill at work"],"id":["Menerapkan keterampilan di tempat kerja"]}',
            '{"en":["A laptop with internet access"],"id":["Laptop dengan akses internet"]}',
            refs.covers[1 + g.g % cardinality(refs.covers)],
            CASE WHEN g.boot THEN 2500000 + round(g.u1 * 20) * 100000 ELSE 99000 + round(g.u1 * 36) * 25000 END,
            CASE WHEN g.g % 4 = 0 THEN round((CASE WHEN g.boot THEN 2500000 + round(g.u1 * 20) * 100000 ELSE 99000 + round(g.u1 * 36) * 25000 END) * 0.7 / 1000) * 1000 END,
            (ARRAY['beginner', 'intermediate', 'advanced', 'all'])[1 + g.g % 4], CASE WHEN g.g % 7 = 0 THEN 'en' ELSE 'id' END,
            g.boot, 60 + round(g.u2 * 900)::int, 3 + g.g % 4, 9 + g.g % 16,
            round(20000 * power(g.u1, 6))::int,
            round(g.u3 * 3)::int, round(g.u3 * 5)::int, round(g.u2 * 20)::int, round(g.u1 * 60)::int, round(g.u2 * 120)::int,
            now() - (g.u3 * 1500) * interval '1 day', now() - (g.u3 * 1500 + 10) * interval '1 day', now() - (g.u3 * 1400) * interval '1 day'
       FROM g, refs`,
  );
  await run(
    database,
    `${COMMENTS} comments`,
    `WITH r AS (
       SELECT (SELECT min(id) FROM courses WHERE slug LIKE 'bench-%') AS c0,
              (SELECT min(id) FROM users WHERE email LIKE 'bench.user%') AS u0
     )
     INSERT INTO comments (tenant_id, course_id, user_id, body, created_at, likes_count)
     SELECT ${t}, r.c0 + (hashint4(g) & 2147483647) % ${COURSES}, r.u0 + (hashint4(g + 99991) & 2147483647) % ${USERS},
            (${arr(commentTexts)})[1 + g % ${commentTexts.length}], now() - ${unit('g + 31337')} * interval '900 days', g % 5
       FROM generate_series(1, ${COMMENTS}) g, r`,
    true,
  );
  await run(
    database,
    'comment counts',
    `UPDATE courses c SET comments_count = n.n
       FROM (SELECT course_id, count(*)::int AS n FROM comments GROUP BY course_id) n
      WHERE c.id = n.course_id AND c.comments_count <> n.n`,
  );
  // The counts update rewrote every course row: compact the table again, as a catalogue that
  // grew by inserts would be (half the pages for a search's heap scan).
  await run(database, 'vacuum full courses', 'VACUUM FULL courses');
  // Index-only scans need the visibility map; the planner needs statistics.
  await run(database, 'vacuum analyze', 'VACUUM ANALYZE');
  const [counts] = await database.sql.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM comments) AS comments,
            (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM search_words) AS words`,
  );
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
  await database.close();
}

await main();
