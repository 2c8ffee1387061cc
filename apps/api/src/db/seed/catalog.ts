import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { insertRecordset } from '../recordset.ts';
import { storeMediaMany } from '../../lib/media.ts';
import { categories, courses, mentors, users } from '../schema/index.ts';
import { demoLearners, type DemoLearners } from './demo-learners.ts';
import { avatarSvg } from '../../lib/drawn-images.ts';
import type { SeededTenant } from './index.ts';

/** The accounts seed's demo users; the catalogue links to them when they exist. */
export const DEMO_LEARNER_EMAIL = 'learner@example.com';
export const DEMO_MENTOR_EMAIL = 'mentor@example.com';
/** Courses (by position in the tenant's list) the demo learner owns; the first is rated and commented. */
const DEMO_LEARNER_COURSES = [0, 14, 35] as const;

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

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The life of the demo catalogue, which the companies' folders hold (examples/tenants): generated
 * learners with portraits who enrol, rate, comment and like on every course, and the demo
 * learner's own courses, rating and comments. The demo mentor account teaches the first mentor's
 * courses. Runs after the accounts seed and the folder. One insert per table.
 */
export async function seedCatalogActivity(db: Db, tenant: SeededTenant): Promise<void> {
  const data = demoLearners[tenant.demo.slug];
  if (tenant.demo.status !== 'active' || !data) return;
  const r = random(tenant.id * 7919 + 17);
  const now = Date.now();
  const planned = await coursesOf(db, tenant.id);
  const photos = await storeMediaMany(db, await learnerPortraits(db, tenant.id, data));
  const courseIds = planned.map((c) => c.id);
  const learnerIds = await insertLearners(db, tenant, data, photos, now);

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
    const [first] = await db
      .select({ id: mentors.id })
      .from(mentors)
      .where(eq(mentors.tenantId, tenant.id))
      .orderBy(asc(mentors.position))
      .limit(1);
    if (first) await db.update(mentors).set({ userId: demoMentor }).where(eq(mentors.id, first.id));
  }

  const activity = learnersActivity(tenant, data, r, now, { courseIds, learnerIds, planned });
  if (demoLearner !== null)
    addDemoLearnerActivity(activity, tenant, data, { demoLearner, courseIds, learnerIds, now });
  await insertActivity(db, tenant, activity);
}

/** The company's courses in the folder's order, with when each was published. */
async function coursesOf(db: Db, tenantId: number) {
  const rows = await db
    .select({ id: courses.id, publishedAt: courses.publishedAt })
    .from(courses)
    .where(eq(courses.tenantId, tenantId))
    .orderBy(asc(courses.id));
  return rows.map((c) => ({ id: c.id, published: (c.publishedAt ?? new Date()).getTime() }));
}

/** The learners' portraits, in the colours of the company's categories. */
async function learnerPortraits(db: Db, tenantId: number, data: DemoLearners) {
  const colours = (
    await db
      .select({ color: categories.color })
      .from(categories)
      .where(eq(categories.tenantId, tenantId))
      .orderBy(asc(categories.position))
  ).map((c) => c.color ?? '#0f766e');
  return data.learners.map((name, i) => ({
    tenantId,
    contentType: 'image/svg+xml',
    bytes: Buffer.from(avatarSvg(name, colours[(i + 3) % colours.length] ?? '#0f766e'), 'utf8'),
  }));
}

/** Generated learners (no password: they only exist to make the catalogue look lived in). */
async function insertLearners(
  db: Db,
  tenant: SeededTenant,
  data: DemoLearners,
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
  data: DemoLearners,
  r: ReturnType<typeof random>,
  now: number,
  {
    courseIds,
    learnerIds,
    planned,
  }: { courseIds: number[]; learnerIds: number[]; planned: { published: number }[] },
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
  data: DemoLearners,
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
  await insertRecordset(
    db,
    'enrollments',
    { tenant_id: 'int', user_id: 'int', course_id: 'int', created_at: 'timestamptz' },
    enrolmentRows,
  );
  await insertRecordset(
    db,
    'course_ratings',
    { course_id: 'int', user_id: 'int', rating: 'int', created_at: 'timestamptz', updated_at: 'timestamptz' },
    ratingRows.map((x) => ({ ...x, updated_at: x.created_at })),
  );
  const commentIds = await insertRecordset<{ id: number }>(
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
  await insertRecordset(
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
