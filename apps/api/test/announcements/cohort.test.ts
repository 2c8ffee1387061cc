import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Announcement,
  AnnouncementOptions,
  AnnouncementPreview,
} from '@app/contract/announcements/schemas';
import { SETUP_MS } from '../account/support.ts';
import { createLearner } from '../catalog/helpers.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { ADMIN, MENTOR, STUDIO_A, STUDIO_B, studio, studioSession } from '../studio/support.ts';
import { mailed, mailsTo, send } from './support.ts';

/**
 * Announcements to a corporate cohort (issue 25 item 6 "or a cohort", decision 55): a corporate
 * order's people still enrolled in one of its courses and subscribed, each mailed in their own
 * language; the admins' alone (a contributor's, another company's or an absent cohort is 404).
 */
let ctx: TestContext;
let admin: string;
let mentor: string;
let adminB: string;
/** Two courses of Cendekia the order enrols in, and one it does not. */
let courses: [number, number, number];
let acmeCourse: number;

const sql = <T>(text: string, params: unknown[] = []) => ctx.database.sql.query<T>(text, params);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await studioSession(ctx, ADMIN);
  mentor = await studioSession(ctx, MENTOR);
  adminB = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
  const ofHost = async (host: string) =>
    (
      await sql<{ id: number }>(
        `SELECT c.id FROM courses c JOIN tenant_domains d ON d.tenant_id = c.tenant_id AND d.host = $1 ORDER BY c.id`,
        [host],
      )
    ).map((c) => c.id);
  const a = await ofHost(HOST_A);
  courses = [a[0]!, a[1]!, a[2]!];
  acmeCourse = (await ofHost(HOST_B))[0]!;
}, SETUP_MS);
afterAll(() => ctx?.close());

const get = (cookie: string | null, url: string, host = STUDIO_A) =>
  studio(ctx, cookie, 'GET', url, undefined, { host });
const post = (cookie: string | null, url: string, body?: unknown, host = STUDIO_A) =>
  studio(ctx, cookie, 'POST', url, body, { host });

async function learner(owns: number[], lang: 'en' | 'id' | 'ms' | null, host = HOST_A) {
  const made = await createLearner(ctx, { host, owns });
  await sql('UPDATE users SET language = $2 WHERE id = $1', [made.id, lang]);
  return made;
}

/** A corporate order of the host's company over `orderCourses`, covering `people` (as an import makes it). */
async function corporateOrder(
  client: string,
  invoice: string,
  orderCourses: number[],
  people: { id: number }[],
  host = HOST_A,
) {
  const [order] = await sql<{ id: number }>(
    `INSERT INTO corporate_orders (tenant_id, invoice_number, client_name, language, people, invited, enrolments)
     SELECT tenant_id, $2, $3, 'id', $4, 0, 0 FROM tenant_domains WHERE host = $1 RETURNING id`,
    [host, invoice, client, people.length],
  );
  for (const course of orderCourses)
    await sql('INSERT INTO corporate_order_courses (order_id, course_id) VALUES ($1, $2)', [
      order!.id,
      course,
    ]);
  for (const [i, person] of people.entries())
    await sql(
      'INSERT INTO corporate_order_people (order_id, user_id, row_number, invited) VALUES ($1, $2, $3, false)',
      [order!.id, person.id, i + 2],
    );
  return order!.id;
}

const toCohort = (cohortId: unknown, en: [string, string], id?: [string, string]) => ({
  audience: { kind: 'cohort', cohort_id: cohortId },
  subject: { en: en[0], id: id?.[0] ?? '', ms: '' },
  body: { en: en[1], id: id?.[1] ?? '', ms: '' },
});

describe('sending to a corporate cohort', () => {
  it('mails exactly the order’s people still enrolled and subscribed, each in their own language', async () => {
    const [one, two, other] = courses;
    const en = await learner([one], 'en');
    const id = await learner([two], 'id');
    const ms = await learner([one, two], 'ms');
    const none = await learner([one], null);
    // Of the order, but no longer enrolled in its courses (only in another one).
    const gone = await learner([other], 'en');
    const unsubscribed = await learner([one], 'en');
    await sql(
      'INSERT INTO announcement_unsubscribes (user_id, tenant_id) SELECT id, tenant_id FROM users WHERE id = $1',
      [unsubscribed.id],
    );
    // Enrolled in the order's course, but not of the order.
    const outsider = await learner([one], 'en');
    const cohort = await corporateOrder(
      'PT Maju Bersama',
      'INV-COH-001',
      [one, two],
      [en, id, ms, none, gone, unsubscribed],
    );

    const options = (await get(admin, '/api/studio/announcements/options')).json()
      .data as AnnouncementOptions;
    expect(options.cohorts).toContainEqual({
      id: cohort,
      client_name: 'PT Maju Bersama',
      invoice_number: 'INV-COH-001',
      people: 6,
    });

    const texts = toCohort(
      cohort,
      ['Training schedule', 'Hello,\n\nthe next session is on Monday.'],
      ['Jadwal pelatihan', 'Halo,\n\nsesi berikutnya hari Senin.'],
    );
    const previewed = await post(admin, '/api/studio/announcements/preview', texts);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json().data as AnnouncementPreview;
    expect(preview).toMatchObject({ recipients: 4, unsubscribed: 1 });
    // The company's default language (Indonesian) for the one who never chose.
    expect(Object.fromEntries(preview.mails.map((m) => [m.lang, m.recipients]))).toEqual({
      en: 1,
      id: 2,
      ms: 1,
    });
    expect(await mailsTo(ctx, en.email)).toEqual([]);

    const a = await send(ctx, admin, texts);
    expect(a).toMatchObject({
      audience: { kind: 'cohort', cohort_id: cohort, course_id: null },
      cohort: { client_name: 'PT Maju Bersama', invoice_number: 'INV-COH-001' },
      course_title: '',
      recipients: 4,
    });
    const done = await mailed(ctx, admin, a.id);
    expect(done).toMatchObject({ status: 'sent', sent: 4, skipped: 0, failed: 0 });

    const [toEn] = await mailsTo(ctx, en.email);
    expect(toEn!.subject).toBe('Training schedule');
    expect(toEn!.html).toContain('<html lang="en"');
    expect(toEn!.body).toContain('Unsubscribe from Cendekia Academy');
    // Several courses: the learner's courses to open.
    expect(toEn!.body).toContain('http://localhost:3000/profile/mycourse');
    const [toId] = await mailsTo(ctx, id.email);
    expect(toId!.subject).toBe('Jadwal pelatihan');
    expect(toId!.body).toContain('Berhenti menerima pengumuman dari Cendekia Academy');
    const [toMs] = await mailsTo(ctx, ms.email);
    expect(toMs!.subject).toBe('Jadwal pelatihan');
    expect(toMs!.html).toContain('<html lang="ms"');
    expect(toMs!.body).toContain('Berhenti melanggan pengumuman daripada Cendekia Academy');
    const [toNone] = await mailsTo(ctx, none.email);
    expect(toNone!.subject).toBe('Jadwal pelatihan');
    for (const left of [gone, unsubscribed, outsider]) expect(await mailsTo(ctx, left.email)).toEqual([]);

    // The history and the announcement's page name the cohort.
    const list = (await get(admin, '/api/studio/announcements')).json().data;
    expect(list.items[0]).toMatchObject({
      id: a.id,
      audience: { kind: 'cohort', cohort_id: cohort },
      cohort: { client_name: 'PT Maju Bersama', invoice_number: 'INV-COH-001' },
    });
    // A course's filter leaves it out.
    const filtered = (await get(admin, `/api/studio/announcements?course_id=${one}`)).json().data;
    expect(filtered.items.map((x: Announcement) => x.id)).not.toContain(a.id);
  });

  it('refuses a cohort with nobody to mail (409 no_recipients)', async () => {
    const [, , other] = courses;
    const left = await learner([], 'en');
    const cohort = await corporateOrder('CV Kosong', 'INV-COH-002', [other], [left]);
    const res = await post(admin, '/api/studio/announcements', toCohort(cohort, ['S', 'B']));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('no_recipients');
  });

  it('names bad input, never a 500', async () => {
    const problems = async (body: unknown) => {
      const res = await post(admin, '/api/studio/announcements', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect(await problems({ ...toCohort(1, ['S', 'B']), audience: { kind: 'cohort' } })).toEqual({
      'audience.cohort_id': 'required',
    });
    expect(await problems(toCohort('abc', ['S', 'B']))).toEqual({ 'audience.cohort_id': 'invalid' });
    expect(await problems(toCohort(0, ['S', 'B']))).toEqual({ 'audience.cohort_id': 'invalid' });
    // A cohort's field is not a course's: the kind says which one is needed.
    expect(
      await problems({ ...toCohort(1, ['S', 'B']), audience: { kind: 'cohort', course_id: courses[0] } }),
    ).toEqual({ 'audience.cohort_id': 'required' });
    // Nothing written, to a real cohort: the texts are named.
    const someone = await learner([courses[0]], 'en');
    const cohort = await corporateOrder('PT Teks', 'INV-COH-003', [courses[0]], [someone]);
    expect(await problems(toCohort(cohort, ['', '']))).toEqual({
      'subject.id': 'required',
      'body.id': 'required',
    });
  });
});

describe('who may announce to a cohort', () => {
  it('is the admins’ alone: a contributor’s, another company’s or an absent cohort is 404', async () => {
    const person = await learner([courses[0]], 'en');
    const cohort = await corporateOrder('PT Rahasia', 'INV-COH-004', [courses[0]], [person]);
    const acmePerson = await learner([acmeCourse], 'en', HOST_B);
    const acmeCohort = await corporateOrder('Acme Client', 'INV-COH-B01', [acmeCourse], [acmePerson], HOST_B);

    // A contributor: no cohorts offered, and a real one answers as an absent one does.
    const options = (await get(mentor, '/api/studio/announcements/options')).json()
      .data as AnnouncementOptions;
    expect(options.cohorts).toEqual([]);
    const refusals = [
      [mentor, cohort, STUDIO_A],
      [admin, acmeCohort, STUDIO_A],
      [admin, 999_999, STUDIO_A],
      [adminB, cohort, STUDIO_B],
    ] as const;
    for (const [cookie, id, host] of refusals)
      for (const url of ['/api/studio/announcements/preview', '/api/studio/announcements']) {
        const res = await post(cookie, url, toCohort(id, ['S', 'B']), host);
        expect(res.statusCode, `${url} ${id}: ${res.body}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    expect(await mailsTo(ctx, person.email)).toEqual([]);
    expect(await mailsTo(ctx, acmePerson.email)).toEqual([]);
    // Another company's admin is not offered Cendekia's cohorts.
    const acmeOptions = (await get(adminB, '/api/studio/announcements/options', STUDIO_B)).json()
      .data as AnnouncementOptions;
    expect(acmeOptions.cohorts.map((c) => c.id)).toContain(acmeCohort);
    expect(acmeOptions.cohorts.map((c) => c.id)).not.toContain(cohort);

    // The admin's cohort announcement: not in the contributor's history, 404 by id.
    const a = await send(ctx, admin, toCohort(cohort, ['For the cohort', 'Body']));
    await mailed(ctx, admin, a.id);
    const theirs = (await get(mentor, '/api/studio/announcements')).json().data;
    expect(theirs.items.map((x: Announcement) => x.id)).not.toContain(a.id);
    expect((await get(mentor, `/api/studio/announcements/${a.id}`)).statusCode).toBe(404);
    expect((await get(adminB, `/api/studio/announcements/${a.id}`, STUDIO_B)).statusCode).toBe(404);
  });
});
