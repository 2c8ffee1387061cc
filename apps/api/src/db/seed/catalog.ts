import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ContentBlock } from '@app/contract/tenant/schemas';
import type { Db } from '../client.ts';
import { categories, courses, media, mentors, users } from '../schema/index.ts';
import { acmeCatalog } from './catalog-acme.ts';
import { cendekiaCatalog } from './catalog-cendekia.ts';
import { themes, type DemoCatalog, type DemoCourse, type Level, type Pair } from './catalog-themes.ts';
import { avatarSvg, sceneSvg } from './images.ts';
import type { SeededTenant } from './index.ts';

const catalogBySlug: Record<string, DemoCatalog> = { cendekia: cendekiaCatalog, acme: acmeCatalog };

/** The accounts seed's demo users; the catalogue links to them when they exist. */
export const DEMO_LEARNER_EMAIL = 'learner@example.com';
export const DEMO_MENTOR_EMAIL = 'mentor@example.com';
/** Courses (by position in the tenant's list) the demo learner owns; the first is rated and commented. */
export const DEMO_LEARNER_COURSES = [0, 14, 35] as const;

const DAY = 86_400_000;

/** Deterministic pseudo-random numbers, so every seed produces the same catalogue. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, sample };
}

export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Stores generated files in the media table (as lib/media.ts storeMedia does, one row each) with
 * one insert for the whole batch; returns their ids in order.
 */
async function storeMediaBatch(db: Db, tenantId: number, files: { contentType: string; bytes: Buffer }[]) {
  const rows = files.map((f) => ({
    id: randomUUID(),
    tenantId,
    contentType: f.contentType,
    bytes: f.bytes,
    byteSize: f.bytes.length,
    sha256: createHash('sha256').update(f.bytes).digest('hex'),
  }));
  await db.insert(media).values(rows);
  return rows.map((r) => r.id);
}

/**
 * Inserts many rows in one statement with a single JSON parameter (jsonb_to_recordset): on PGlite
 * this is several times faster than a VALUES list with a parameter per field.
 */
async function insertJson<T = never>(
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
  return (result as unknown as { rows: T[] }).rows;
}
const fill = (template: Pair, topic: Pair): Pair => [
  template[0].replace('{t}', topic[0]),
  template[1].replace('{t}', topic[1]),
];

const requirementsByLevel: Record<Level, Pair> = {
  beginner: ['No prior experience needed', 'Tidak perlu pengalaman sebelumnya'],
  intermediate: ['Comfortable with the basics of the subject', 'Sudah memahami dasar-dasar materi ini'],
  advanced: [
    'At least a year of hands-on experience in the field',
    'Minimal satu tahun pengalaman praktik di bidang ini',
  ],
  all: ['Curiosity and a willingness to practise', 'Rasa ingin tahu dan kemauan untuk berlatih'],
};
const laptop: Pair = ['A laptop with internet access', 'Laptop dengan akses internet'];

type LessonType = 'video' | 'text' | 'pdf' | 'quiz';
const lessonTitles: Record<LessonType, Pair[]> = {
  video: [
    ['{t}: the big picture', '{t}: gambaran besar'],
    ['Step by step: a worked example', 'Langkah demi langkah: contoh kasus'],
    ['Common mistakes and how to avoid them', 'Kesalahan umum dan cara menghindarinya'],
  ],
  text: [['Reading: key ideas and terms', 'Bacaan: konsep dan istilah kunci']],
  pdf: [['Worksheet: {t}', 'Lembar kerja: {t}']],
  quiz: [['Module quiz', 'Kuis modul']],
};

function lessonBody(type: LessonType, topic: Pair, mentor: string): Pair {
  const [en, id] = topic;
  switch (type) {
    case 'video':
      return [
        `In this video ${mentor} works through “${en}” with an example from a real company, pausing at each decision so you can follow along. Keep the worksheet open and try every step yourself.`,
        `Dalam video ini ${mentor} membahas “${id}” dengan contoh dari perusahaan nyata, berhenti di setiap keputusan agar Anda bisa mengikuti. Buka lembar kerja dan coba setiap langkah sendiri.`,
      ];
    case 'text':
      // Stored as HTML, as an editor would write it; the server reduces it to safe blocks.
      return [
        `<h2>Key ideas of “${en}”</h2><p>Start from <strong>the question you need to answer</strong>, not from the tool. Write the question down in one sentence and agree on it with whoever will use your work.</p><p>Then work in small steps and check each one before moving on. Most mistakes in practice come from <em>skipping a check</em>, not from a lack of knowledge.</p><h3>Checklist</h3><ul><li>One sentence that states the question</li><li>Small steps, each checked</li><li>Notes of what you decided and why</li></ul><p>Finally, keep notes of what you decided and why: your future self, and your colleagues, will thank you.</p>`,
        `<h2>Konsep utama “${id}”</h2><p>Mulailah dari <strong>pertanyaan yang perlu dijawab</strong>, bukan dari alatnya. Tulis pertanyaan itu dalam satu kalimat dan sepakati dengan orang yang akan memakai hasil kerja Anda.</p><p>Lalu kerjakan dalam langkah-langkah kecil dan periksa setiap langkah sebelum lanjut. Sebagian besar kesalahan di lapangan terjadi karena <em>melewatkan pemeriksaan</em>, bukan karena kurang pengetahuan.</p><h3>Daftar periksa</h3><ul><li>Satu kalimat yang menyatakan pertanyaan</li><li>Langkah kecil, masing-masing diperiksa</li><li>Catatan tentang apa yang diputuskan dan alasannya</li></ul><p>Terakhir, catat apa yang Anda putuskan dan alasannya: diri Anda di masa depan, dan rekan kerja, akan berterima kasih.</p>`,
      ];
    case 'pdf':
      return [
        `Download the worksheet for “${en}”, complete the exercises and compare your answers with the model solution on the last page.`,
        `Unduh lembar kerja “${id}”, kerjakan latihannya, lalu bandingkan jawaban Anda dengan contoh jawaban di halaman terakhir.`,
      ];
    case 'quiz':
      return [
        `Five questions on “${en}”. You need 70% to pass, and you can retake the quiz as often as you like.`,
        `Lima pertanyaan tentang “${id}”. Anda perlu nilai 70% untuk lulus dan boleh mengulang kuis sesering yang Anda mau.`,
      ];
  }
}

const lessonMinutes = (type: LessonType, bootcamp: boolean, r: ReturnType<typeof random>) =>
  type === 'video'
    ? bootcamp
      ? r.int(30, 75)
      : r.int(6, 18)
    : type === 'quiz'
      ? r.int(10, 15)
      : type === 'pdf'
        ? r.int(10, 20)
        : r.int(5, 10);

/** A one-page PDF handout (valid PDF 1.4, Helvetica, ASCII text), for the PDF lessons. */
export function handoutPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '').replace(/([\\()])/g, '\\$1');
  const content = [
    'BT /F1 20 Tf 56 770 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((l) => `(${esc(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function description(c: DemoCourse, mentor: string, sections: number, lessonCount: number, audience: Pair[]) {
  const blocks = (lang: 0 | 1): ContentBlock[] => {
    const out: ContentBlock[] = [
      {
        type: 'p',
        text:
          lang === 0
            ? `${c.subtitle[0]}. ${c.title[0]} is taught by ${mentor}, who uses examples from real workplaces so every lesson maps onto your own job.`
            : `${c.subtitle[1]}. ${c.title[1]} dibawakan oleh ${mentor}, dengan contoh dari tempat kerja nyata sehingga setiap pelajaran relevan dengan pekerjaan Anda.`,
      },
      { type: 'h2', text: lang === 0 ? 'Who this course is for' : 'Untuk siapa kursus ini' },
      { type: 'ul', items: audience.map((a) => a[lang]) },
      { type: 'h2', text: lang === 0 ? 'How you will learn' : 'Cara Anda belajar' },
      {
        type: 'p',
        text:
          lang === 0
            ? `${sections} modules and ${lessonCount} lessons: short videos, readings, downloadable worksheets and a quiz at the end of every module. Learn at your own pace, on any device, with lifetime access.`
            : `${sections} modul dan ${lessonCount} pelajaran: video singkat, bacaan, lembar kerja yang dapat diunduh, dan kuis di akhir setiap modul. Belajar sesuai kecepatan Anda, di perangkat apa pun, dengan akses seumur hidup.`,
      },
    ];
    if (c.bootcamp) {
      out.push({
        type: 'p',
        text:
          lang === 0
            ? `As a bootcamp it adds weekly live mentoring with ${mentor}, a capstone project reviewed by practitioners and a career session to prepare your CV and interviews.`
            : `Sebagai bootcamp, program ini dilengkapi mentoring langsung setiap minggu bersama ${mentor}, proyek akhir yang direview praktisi, dan sesi karier untuk menyiapkan CV dan wawancara.`,
      });
    }
    return out;
  };
  return { en: blocks(0), id: blocks(1) };
}

/**
 * Demo catalogue of one tenant: categories, mentors with portraits, 40+ courses with
 * covers and curricula, generated learners who enrol, rate, comment and like. Runs after the
 * accounts seed and links the demo learner and mentor when they exist. One insert per table.
 */
export async function seedCatalog(db: Db, tenant: SeededTenant): Promise<void> {
  const data = catalogBySlug[tenant.demo.slug];
  if (tenant.demo.status !== 'active' || !data) return;
  // One seeded generator, drawn from in this order: the curricula, then the learners' activity.
  const r = random(tenant.id * 7919 + 17);
  const now = Date.now();
  const pictures = await storePictures(db, tenant, data);
  const { categoryId, mentorRows } = await insertCategoriesAndMentors(
    db,
    tenant,
    data,
    pictures.mentorPhotos,
  );
  const planned = planCourses(tenant, data, r, now, {
    categoryId,
    mentorIds: mentorRows.map((m) => m.id),
    covers: pictures.covers,
  });
  const courseIds = await insertCurricula(db, planned, pictures.handout);
  const learnerIds = await insertLearners(db, tenant, data, pictures.learnerPhotos, now);

  const byEmail = async (email: string) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    return row?.id ?? null;
  };
  // One connection per transaction: queries run one after another.
  const demoLearner = await byEmail(DEMO_LEARNER_EMAIL);
  const demoMentor = await byEmail(DEMO_MENTOR_EMAIL);
  if (demoMentor !== null) {
    await db.update(mentors).set({ userId: demoMentor }).where(eq(mentors.id, mentorRows[0]!.id));
  }

  const activity = learnersActivity(tenant, data, r, now, { courseIds, learnerIds, planned });
  if (demoLearner !== null)
    addDemoLearnerActivity(activity, tenant, data, { demoLearner, courseIds, learnerIds, now });
  await insertActivity(db, tenant, activity);
}

/** Covers in the category's colours, the mentors' and learners' portraits, the PDF handout. */
async function storePictures(db: Db, tenant: SeededTenant, data: DemoCatalog) {
  const categoryOf = new Map(data.categories.map((c) => [c.slug, c]));
  const svg = (text: string) => ({ contentType: 'image/svg+xml', bytes: Buffer.from(text, 'utf8') });
  const ids = await storeMediaBatch(db, tenant.id, [
    ...data.courses.map((c, i) => {
      const cat = categoryOf.get(c.category)!;
      return svg(
        sceneSvg({
          w: 640,
          h: 360,
          from: cat.colors[0],
          to: cat.colors[1],
          seed: tenant.id * 1000 + i,
          label: cat.label,
        }),
      );
    }),
    ...data.mentors.map((m, i) =>
      svg(avatarSvg(m.name, data.categories[i % data.categories.length]!.colors[0])),
    ),
    ...data.learners.map((name, i) =>
      svg(avatarSvg(name, data.categories[(i + 3) % data.categories.length]!.colors[0])),
    ),
    {
      contentType: 'application/pdf',
      bytes: handoutPdf(`${tenant.demo.companyName}: course worksheet`, [
        'Work through each exercise before the next lesson.',
        '1. Write down the question you need to answer in one sentence.',
        '2. List the data or information you need, and where it comes from.',
        '3. Do the task step by step; check each step before moving on.',
        '4. Compare your answer with the model solution in the lesson.',
      ]),
    },
  ]);
  return {
    covers: ids.slice(0, data.courses.length),
    mentorPhotos: ids.slice(data.courses.length, data.courses.length + data.mentors.length),
    learnerPhotos: ids.slice(data.courses.length + data.mentors.length, -1),
    handout: ids.at(-1)!,
  };
}

async function insertCategoriesAndMentors(
  db: Db,
  tenant: SeededTenant,
  data: DemoCatalog,
  mentorPhotos: string[],
) {
  const categoryRows = await db
    .insert(categories)
    .values(
      data.categories.map((c, position) => ({
        tenantId: tenant.id,
        slug: c.slug,
        nameEn: c.name[0],
        nameId: c.name[1],
        descriptionEn: c.description[0],
        descriptionId: c.description[1],
        icon: c.icon,
        color: c.colors[0],
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

  const mentorRows = await db
    .insert(mentors)
    .values(
      data.mentors.map((m, position) => ({
        tenantId: tenant.id,
        name: m.name,
        photoMediaId: mentorPhotos[position]!,
        headlineEn: m.headline[0],
        headlineId: m.headline[1],
        bioEn: m.bio[0],
        bioId: m.bio[1],
        position,
      })),
    )
    .returning({ id: mentors.id });
  return { categoryId, mentorRows };
}

/** A course's curriculum: sections of typed lessons, generated before its row so the row carries its totals. */
type Plan = {
  sections: {
    topic: Pair;
    lessons: { type: LessonType; title: Pair; minutes: number; preview: boolean; body: Pair }[];
  }[];
};
type PlannedCourse = { row: typeof courses.$inferInsert; plan: Plan; published: number };

function planCourses(
  tenant: SeededTenant,
  data: DemoCatalog,
  r: ReturnType<typeof random>,
  now: number,
  {
    categoryId,
    mentorIds,
    covers,
  }: { categoryId: Map<string, number>; mentorIds: number[]; covers: string[] },
): PlannedCourse[] {
  const categoryOf = new Map(data.categories.map((c) => [c.slug, c]));
  // Courses go round-robin to the mentors who teach their category.
  const turn = new Map<string, number>();
  const mentorFor = (category: string) => {
    const teachers = data.mentors.map((m, i) => ({ m, i })).filter(({ m }) => m.teaches.includes(category));
    const n = turn.get(category) ?? 0;
    turn.set(category, n + 1);
    return teachers.length ? teachers[n % teachers.length]!.i : 0;
  };
  const slugs = new Set<string>();
  return data.courses.map((c, i) => {
    const theme = themes[categoryOf.get(c.category)!.theme];
    const mentorIndex = mentorFor(c.category);
    const mentorName = data.mentors[mentorIndex]!.name;
    const plan = planCurriculum(c, i, theme, mentorName, r);
    const sectionCount = plan.sections.length;
    const lessonCount = plan.sections.reduce((n, s) => n + s.lessons.length, 0);
    const minutes = plan.sections.reduce((n, s) => n + s.lessons.reduce((m, l) => m + l.minutes, 0), 0);
    let slug = slugify(c.title[0]);
    while (slugs.has(slug)) slug += '-2';
    slugs.add(slug);
    const outcomes = [0, 1, 2, 3].map((k) => theme.outcomes[(i + k) % theme.outcomes.length]!);
    const published = now - (i * 6 + r.int(0, 5)) * DAY - r.int(0, DAY);
    const row: typeof courses.$inferInsert = {
      tenantId: tenant.id,
      slug,
      categoryId: categoryId.get(c.category)!,
      mentorId: mentorIds[mentorIndex]!,
      titleEn: c.title[0],
      titleId: c.title[1],
      subtitleEn: c.subtitle[0],
      subtitleId: c.subtitle[1],
      description: description(c, mentorName, sectionCount, lessonCount, theme.audience),
      whatYouLearn: { en: outcomes.map((o) => o[0]), id: outcomes.map((o) => o[1]) },
      requirements: {
        en: [requirementsByLevel[c.level][0], laptop[0]],
        id: [requirementsByLevel[c.level][1], laptop[1]],
      },
      imageMediaId: covers[i]!,
      price: String(c.price),
      discountPrice: c.discount === undefined ? null : String(c.discount),
      level: c.level,
      language: c.language ?? data.language,
      isBootcamp: Boolean(c.bootcamp),
      durationMinutes: minutes,
      sectionsCount: sectionCount,
      lessonsCount: lessonCount,
      // Learners from before this platform: the enrolments below add to it.
      studentsCount: c.bootcamp ? r.int(40, 420) : Math.round(150 + r.next() ** 2 * 9000),
      publishedAt: new Date(published),
      createdAt: new Date(published - 14 * DAY),
      updatedAt: new Date(Math.min(now, published + r.int(1, 60) * DAY)),
    };
    return { row, plan, published };
  });
}

function planCurriculum(
  c: DemoCourse,
  i: number,
  theme: (typeof themes)[keyof typeof themes],
  mentorName: string,
  r: ReturnType<typeof random>,
): Plan {
  const sectionCount = c.bootcamp ? 6 : r.int(3, 6);
  const plan: Plan = { sections: [] };
  for (let s = 0; s < sectionCount; s++) {
    const topic = theme.topics[(i + s) % theme.topics.length]!;
    const count = r.int(3, 6);
    const lessonsOf = Array.from({ length: count }, (_, j) => {
      const type: LessonType =
        j === count - 1 ? 'quiz' : j === 1 ? (s % 2 === 0 ? 'text' : 'pdf') : j === 3 ? 'pdf' : 'video';
      const titles = lessonTitles[type];
      return {
        type,
        title: fill(titles[Math.min(j >> 1, titles.length - 1)]!, topic),
        minutes: lessonMinutes(type, Boolean(c.bootcamp), r),
        // spec: a couple of preview lessons per course, open to everyone.
        preview: s === 0 && j < 2,
        body: lessonBody(type, topic, mentorName),
      };
    });
    plan.sections.push({ topic, lessons: lessonsOf });
  }
  return plan;
}

/** The courses, their sections and lessons; answers the courses' ids in plan order. */
async function insertCurricula(db: Db, planned: PlannedCourse[], handout: string) {
  const courseRows = await db
    .insert(courses)
    .values(planned.map((p) => p.row))
    .returning({ id: courses.id });
  const courseIds = courseRows.map((c) => c.id);

  const sectionRows = await insertJson<{ id: number; course_id: number; position: number }>(
    db,
    'course_sections',
    { course_id: 'int', position: 'int', title_en: 'text', title_id: 'text' },
    planned.flatMap((p, i) =>
      p.plan.sections.map((s, position) => ({
        course_id: courseIds[i]!,
        position: position + 1,
        title_en: s.topic[0],
        title_id: s.topic[1],
      })),
    ),
    'id, course_id, position',
  );
  const sectionId = new Map(sectionRows.map((s) => [`${s.course_id}:${s.position}`, s.id]));
  await insertJson(
    db,
    'lessons',
    {
      course_id: 'int',
      section_id: 'int',
      position: 'int',
      title_en: 'text',
      title_id: 'text',
      type: 'text',
      duration_minutes: 'int',
      is_preview: 'boolean',
      body_en: 'text',
      body_id: 'text',
      media_id: 'uuid',
    },
    planned.flatMap((p, i) =>
      p.plan.sections.flatMap((s, si) =>
        s.lessons.map((l, position) => ({
          course_id: courseIds[i]!,
          section_id: sectionId.get(`${courseIds[i]}:${si + 1}`)!,
          position: position + 1,
          title_en: l.title[0],
          title_id: l.title[1],
          type: l.type,
          duration_minutes: l.minutes,
          is_preview: l.preview,
          body_en: l.body[0],
          body_id: l.body[1],
          media_id: l.type === 'pdf' ? handout : null,
        })),
      ),
    ),
  );

  return courseIds;
}

/** Generated learners (no password: they only exist to make the catalogue look lived in). */
async function insertLearners(
  db: Db,
  tenant: SeededTenant,
  data: DemoCatalog,
  learnerPhotos: string[],
  now: number,
) {
  const host = tenant.demo.hosts[0] ?? '';
  const learnerRows = await db
    .insert(users)
    .values(
      data.learners.map((name, i) => ({
        tenantId: tenant.id,
        email: `${slugify(name).replace(/-/g, '.')}@learners.example`,
        fullName: name,
        passwordHash: null,
        confirmedAt: new Date(now - (200 - i) * DAY),
        country: data.country,
        phoneCountryCode: data.phoneCode,
        photoMediaId: learnerPhotos[i]!,
        photoThumbMediaId: learnerPhotos[i]!,
        elearningPlatform: host,
      })),
    )
    .returning({ id: users.id });
  return learnerRows.map((u) => u.id);
}

type Enrolment = { tenant_id: number; user_id: number; course_id: number; created_at: Date };
type Rating = { course_id: number; user_id: number; rating: number; created_at: Date };
type CommentRow = {
  tenant_id: number;
  course_id: number;
  user_id: number;
  body: string;
  created_at: Date;
  likers: number[];
};
type Activity = { enrolmentRows: Enrolment[]; ratingRows: Rating[]; commentRows: CommentRow[] };

/** The generated learners' enrolments, ratings, comments and likes on every course. */
function learnersActivity(
  tenant: SeededTenant,
  data: DemoCatalog,
  r: ReturnType<typeof random>,
  now: number,
  { courseIds, learnerIds, planned }: { courseIds: number[]; learnerIds: number[]; planned: PlannedCourse[] },
): Activity {
  const enrolmentRows: Enrolment[] = [];
  const ratingRows: Rating[] = [];
  const stars = [5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2] as const;
  const commentRows: CommentRow[] = [];
  courseIds.forEach((courseId, i) => {
    const published = planned[i]!.published;
    const raters = r.sample(learnerIds, r.int(4, 20));
    for (const userId of raters) {
      const at = new Date(published + r.next() * (now - published));
      enrolmentRows.push({ tenant_id: tenant.id, user_id: userId, course_id: courseId, created_at: at });
      ratingRows.push({ course_id: courseId, user_id: userId, rating: r.pick(stars), created_at: at });
    }
    const commentCount = r.int(2, 5);
    for (let k = 0; k < commentCount; k++) {
      commentRows.push({
        tenant_id: tenant.id,
        course_id: courseId,
        user_id: raters[k % raters.length]!,
        body: r.pick(data.comments),
        created_at: new Date(published + r.next() * (now - published)),
        likers: r.sample(learnerIds, r.int(0, 6)),
      });
    }
  });
  return { enrolmentRows, ratingRows, commentRows };
}

/** The demo learner's own courses, a rating and two comments. */
function addDemoLearnerActivity(
  { enrolmentRows, ratingRows, commentRows }: Activity,
  tenant: SeededTenant,
  data: DemoCatalog,
  {
    demoLearner,
    courseIds,
    learnerIds,
    now,
  }: { demoLearner: number; courseIds: number[]; learnerIds: number[]; now: number },
) {
  DEMO_LEARNER_COURSES.forEach((index, k) => {
    const courseId = courseIds[index];
    if (courseId === undefined) return;
    enrolmentRows.push({
      tenant_id: tenant.id,
      user_id: demoLearner,
      course_id: courseId,
      created_at: new Date(now - (30 - k) * DAY),
    });
  });
  const first = courseIds[DEMO_LEARNER_COURSES[0]]!;
  ratingRows.push({
    course_id: first,
    user_id: demoLearner,
    rating: 5,
    created_at: new Date(now - 8 * DAY),
  });
  const [en, id] = [
    'The worksheets made it click for me. Highly recommended!',
    'Lembar kerjanya sangat membantu saya paham. Sangat direkomendasikan!',
  ];
  commentRows.push(
    {
      tenant_id: tenant.id,
      course_id: first,
      user_id: demoLearner,
      body: data.language === 'id' ? id : en,
      created_at: new Date(now - 9 * DAY),
      likers: learnerIds.slice(0, 3),
    },
    {
      tenant_id: tenant.id,
      course_id: first,
      user_id: demoLearner,
      body: 'Module 2 was my favourite: clear and practical.',
      created_at: new Date(now - 2 * DAY),
      likers: [],
    },
  );
}

async function insertActivity(
  db: Db,
  tenant: SeededTenant,
  { enrolmentRows, ratingRows, commentRows }: Activity,
) {
  // Ratings follow enrolments (only owners rate); the rating trigger keeps each course's
  // distribution, count and average.
  await insertJson(
    db,
    'enrollments',
    { tenant_id: 'int', user_id: 'int', course_id: 'int', created_at: 'timestamptz' },
    enrolmentRows,
  );
  await insertJson(
    db,
    'course_ratings',
    { course_id: 'int', user_id: 'int', rating: 'int', created_at: 'timestamptz', updated_at: 'timestamptz' },
    ratingRows.map((x) => ({ ...x, updated_at: x.created_at })),
  );
  const commentIds = await insertJson<{ id: number }>(
    db,
    'comments',
    {
      tenant_id: 'int',
      course_id: 'int',
      user_id: 'int',
      body: 'text',
      created_at: 'timestamptz',
      likes_count: 'int',
    },
    commentRows.map(({ likers, ...c }) => ({ ...c, likes_count: likers.length })),
    'id',
  );
  await insertJson(
    db,
    'comment_likes',
    { comment_id: 'int', user_id: 'int' },
    commentRows.flatMap((c, i) => c.likers.map((user_id) => ({ comment_id: commentIds[i]!.id, user_id }))),
  );
  await db.execute(
    sql`UPDATE courses c SET comments_count = n.n
          FROM (SELECT course_id, count(*)::int AS n FROM comments WHERE tenant_id = ${tenant.id} GROUP BY course_id) n
         WHERE c.id = n.course_id`,
  );
}
