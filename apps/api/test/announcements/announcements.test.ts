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
import { signUnsubscribe } from '../../src/modules/announcements/token.ts';
import { mailed, mailsTo, send, tokenIn, written } from './support.ts';

/**
 * Announcements (issue 25 item 6, decision 55): a course's learners mailed in their own language
 * through the outbox, unsubscribed learners skipped, a signed unsubscribe link that works without
 * signing in, limits, a preview that sends nothing, and who may announce to which course.
 */
let ctx: TestContext;
let admin: string;
let mentor: string;
let adminB: string;
/** Courses of Cendekia: one the demo mentor teaches, and others they do not. */
let taught: number;
let others: number[];
let acme: number[];

const sql = <T>(text: string, params: unknown[] = []) => ctx.database.sql.query<T>(text, params);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await studioSession(ctx, ADMIN);
  mentor = await studioSession(ctx, MENTOR);
  adminB = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
  const courses = await sql<{ id: number; mine: boolean }>(
    `SELECT c.id, coalesce(u.email = $2, false) AS mine
       FROM courses c JOIN tenant_domains d ON d.tenant_id = c.tenant_id AND d.host = $1
       LEFT JOIN mentors m ON m.id = c.mentor_id LEFT JOIN users u ON u.id = m.user_id
      ORDER BY c.id`,
    [HOST_A, MENTOR],
  );
  taught = courses.find((c) => c.mine)!.id;
  others = courses.filter((c) => !c.mine).map((c) => c.id);
  acme = (
    await sql<{ id: number }>(
      `SELECT c.id FROM courses c JOIN tenant_domains d ON d.tenant_id = c.tenant_id AND d.host = $1 ORDER BY c.id`,
      [HOST_B],
    )
  ).map((c) => c.id);
  expect(others.length).toBeGreaterThanOrEqual(4);
  expect(acme.length).toBeGreaterThanOrEqual(4);
}, SETUP_MS);
afterAll(() => ctx?.close());

const get = (cookie: string | null, url: string, host = STUDIO_A) =>
  studio(ctx, cookie, 'GET', url, undefined, { host });
const post = (cookie: string | null, url: string, body?: unknown, host = STUDIO_A) =>
  studio(ctx, cookie, 'POST', url, body, { host });

/** A learner of the company enrolled in `courses`, reading mail in `lang` (null: never chose one). */
async function learner(courses: number[], lang: 'en' | 'id' | 'ms' | null, host = HOST_A) {
  const made = await createLearner(ctx, { host, owns: courses });
  await sql('UPDATE users SET language = $2 WHERE id = $1', [made.id, lang]);
  return made;
}

const enrolled = async (courseId: number) =>
  (
    await sql<{ n: number }>('SELECT count(*)::int AS n FROM enrollments WHERE course_id = $1', [courseId])
  )[0]!.n;

const subscriptionCall = (method: 'GET' | 'POST', token: string, action = '', host = HOST_A) =>
  ctx.app.inject({ method, url: `/api/v1/announcements/subscription/${token}${action}`, headers: { host } });

describe('sending to a course', () => {
  it('mails every enrolled learner of the course, each in their own language, and records it', async () => {
    const course = others[0]!;
    const [en, id, ms, none] = [
      await learner([course], 'en'),
      await learner([course], 'id'),
      await learner([course], 'ms'),
      await learner([course], null),
    ];
    const outsider = await learner([others[1]!], 'en');
    const elsewhere = await learner([acme[0]!], 'en', HOST_B);
    const a = await send(
      ctx,
      admin,
      written(course, {
        id: ['Sesi langsung Jumat', 'Halo semua,\n\nsesi langsung Jumat pukul 10.00.'],
        en: ['Live session on Friday', 'Hello all,\n\nthe live session is on Friday at 10:00.'],
      }),
    );
    expect(a).toMatchObject({
      status: expect.stringMatching(/queued|sending|sent/),
      audience: { kind: 'course', course_id: course },
    });
    expect(a.recipients).toBe(await enrolled(course));
    const done = await mailed(ctx, admin, a.id);
    expect(done).toMatchObject({ status: 'sent', sent: a.recipients, skipped: 0, failed: 0 });
    expect(done.finished_at).not.toBeNull();
    expect(done.sender.name).toBeTruthy();

    const [toEn] = await mailsTo(ctx, en.email);
    expect(toEn!.subject).toBe('Live session on Friday');
    expect(toEn!.body).toContain('the live session is on Friday at 10:00.');
    expect(toEn!.body).toContain('Unsubscribe from Cendekia Academy');
    expect(toEn!.html).toContain('<html lang="en"');
    const [toId] = await mailsTo(ctx, id.email);
    expect(toId!.subject).toBe('Sesi langsung Jumat');
    expect(toId!.body).toContain('Berhenti menerima pengumuman dari Cendekia Academy');
    // Malay was not written: the company's default language's text (Indonesian), Malay words around it.
    const [toMs] = await mailsTo(ctx, ms.email);
    expect(toMs!.subject).toBe('Sesi langsung Jumat');
    expect(toMs!.body).toContain('Berhenti melanggan pengumuman daripada Cendekia Academy');
    expect(toMs!.html).toContain('<html lang="ms"');
    // Never chose a language: the company's default.
    const [toNone] = await mailsTo(ctx, none.email);
    expect(toNone!.subject).toBe('Sesi langsung Jumat');
    // Not enrolled, another company: nothing.
    expect(await mailsTo(ctx, outsider.email)).toEqual([]);
    expect(await mailsTo(ctx, elsewhere.email)).toEqual([]);

    // One-click unsubscribe headers (RFC 8058) point at the API on the company's own site.
    expect(toEn!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/v1\/announcements\/subscription\/[A-Za-z0-9_-]+\/unsubscribe>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(toEn!.body).toMatch(/http:\/\/localhost:3000\/unsubscribe\/[A-Za-z0-9_-]{83}\n/);

    // The history lists it, newest first.
    const list = (await get(admin, '/api/studio/announcements')).json().data;
    expect(list.items[0]).toMatchObject({ id: a.id, status: 'sent', course_title: expect.any(String) });
  });

  it('previews each language’s mail and the recipients without sending anything', async () => {
    const course = others[0]!;
    await learner([course], 'en');
    const before = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]!.n;
    const res = await post(
      admin,
      '/api/studio/announcements/preview',
      written(course, { en: ['Only in English', 'A <b>message</b> & more'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data as AnnouncementPreview;
    expect(preview.recipients).toBe(await enrolled(course));
    expect(preview.mails.map((m) => m.lang)).toEqual(['id', 'en', 'ms']);
    expect(preview.mails.reduce((sum, m) => sum + m.recipients, 0)).toBe(preview.recipients);
    for (const mail of preview.mails) {
      expect(mail.text_lang).toBe('en');
      expect(mail.subject).toBe('Only in English');
      expect(mail.html).toContain(`<html lang="${mail.lang}"`);
      // The message is text, escaped.
      expect(mail.html).toContain('A &lt;b&gt;message&lt;/b&gt; &amp; more');
      expect(mail.html).not.toContain('<b>message');
    }
    expect(preview.mails[0]!.text).toContain('Berhenti menerima pengumuman dari Cendekia Academy');
    expect(preview.mails[2]!.text).toContain('Berhenti melanggan pengumuman daripada Cendekia Academy');
    const after = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]!.n;
    expect(after).toBe(before);
    expect(
      (
        await sql<{ n: number }>(
          "SELECT count(*)::int AS n FROM announcements WHERE course_id = $1 AND subject->>'en' = $2",
          [course, 'Only in English'],
        )
      )[0]!.n,
    ).toBe(0);
  });

  it('names each bad field, never a 500', async () => {
    const problems = async (body: unknown) => {
      const res = await post(admin, '/api/studio/announcements', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    const course = others[0]!;
    // Nothing written: the company's default language (Indonesian) is asked for.
    expect(await problems(written(course, {}))).toEqual({ 'subject.id': 'required', 'body.id': 'required' });
    expect(await problems(written(course, { en: ['Subject', ''] }))).toEqual({ 'body.en': 'required' });
    expect(await problems(written(course, { ms: ['', 'Mesej'] }))).toEqual({ 'subject.ms': 'required' });
    expect(await problems(written(course, { en: ['x'.repeat(151), 'Body'] }))).toEqual({
      'subject.en': 'too_long',
    });
    expect(await problems(written(course, { en: ['S', 'x'.repeat(10_001)] }))).toEqual({
      'body.en': 'too_long',
    });
    expect(await problems(written(acme[0]!, { en: ['S', 'B'] }))).toEqual({
      'audience.course_id': 'not_an_option',
    });
    expect(await problems(written(999_999, { en: ['S', 'B'] }))).toEqual({
      'audience.course_id': 'not_an_option',
    });
    expect(
      await problems({
        ...written(course, { en: ['S', 'B'] }),
        audience: { kind: 'course', course_id: 'abc' },
      }),
    ).toEqual({
      'audience.course_id': 'invalid',
    });
    const kind = await problems({
      ...written(course, { en: ['S', 'B'] }),
      audience: { kind: 'everyone', course_id: course },
    });
    expect(Object.keys(kind)).toEqual(['audience.kind']);
    expect(await problems({ subject: { en: 'S' }, body: { en: 'B' } })).toEqual({ audience: 'required' });
    expect(await problems({ ...written(course, { en: ['S', 'B'] }), audience: { kind: 'course' } })).toEqual({
      'audience.course_id': 'required',
    });
    // Preview checks alike.
    const res = await post(admin, '/api/studio/announcements/preview', written(course, {}));
    expect(res.json().error.fields).toEqual({ 'subject.id': 'required', 'body.id': 'required' });
    expect((await get(admin, '/api/studio/announcements/not-a-uuid')).json().error.fields).toEqual({
      id: 'invalid',
    });
  });

  it('refuses a course with nobody to mail (409 no_recipients)', async () => {
    const empty = others[3]!;
    await sql('DELETE FROM enrollments WHERE course_id = $1', [empty]);
    const res = await post(admin, '/api/studio/announcements', written(empty, { en: ['S', 'B'] }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('no_recipients');
  });
});

describe('unsubscribing', () => {
  it('works from the mail’s link without signing in, skips the learner next time, and can be undone', async () => {
    const course = others[1]!;
    const leaver = await learner([course], 'ms');
    const stayer = await learner([course], 'en');
    const first = await send(ctx, admin, written(course, { id: ['Pertama', 'Pesan pertama'] }));
    await mailed(ctx, admin, first.id);
    const [mail] = await mailsTo(ctx, leaver.email);
    const token = tokenIn(mail!.body);

    // Opening the page reads; it changes nothing (mail scanners follow links).
    const read = await subscriptionCall('GET', token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({
      company: 'Cendekia Academy',
      email: `${leaver.email[0]}***@example.test`,
      subscribed: true,
    });
    expect((await subscriptionCall('GET', token)).json().data.subscribed).toBe(true);

    const off = await subscriptionCall('POST', token, '/unsubscribe');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.subscribed).toBe(false);
    expect((await subscriptionCall('GET', token)).json().data.subscribed).toBe(false);

    const preview = (
      await post(
        admin,
        '/api/studio/announcements/preview',
        written(course, { id: ['Kedua', 'Pesan kedua'] }),
      )
    ).json().data as AnnouncementPreview;
    expect(preview.unsubscribed).toBe(1);
    expect(preview.recipients).toBe((await enrolled(course)) - 1);
    const second = await send(ctx, admin, written(course, { id: ['Kedua', 'Pesan kedua'] }));
    expect(second.recipients).toBe((await enrolled(course)) - 1);
    await mailed(ctx, admin, second.id);
    expect((await mailsTo(ctx, leaver.email)).map((m) => m.subject)).toEqual(['Pertama']);
    expect((await mailsTo(ctx, stayer.email)).map((m) => m.subject)).toEqual(['Kedua', 'Pertama']);

    // Receipts and account mail are not announcements: nothing else about the account changed.
    const [user] = await sql<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM users WHERE id = $1', [
      leaver.id,
    ]);
    expect(user!.confirmed_at).not.toBeNull();

    const on = await subscriptionCall('POST', token, '/resubscribe');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.subscribed).toBe(true);
    const third = await send(ctx, admin, written(course, { id: ['Ketiga', 'Pesan ketiga'] }));
    await mailed(ctx, admin, third.id);
    expect((await mailsTo(ctx, leaver.email)).map((m) => m.subject)).toEqual(['Ketiga', 'Pertama']);
  });

  it('answers the one-click POST of the List-Unsubscribe header (a form body, no Origin)', async () => {
    const course = others[2]!;
    const one = await learner([course], 'en');
    const a = await send(ctx, admin, written(course, { en: ['Hello', 'Message'] }));
    await mailed(ctx, admin, a.id);
    const [mail] = await mailsTo(ctx, one.email);
    const url = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    const res = await ctx.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { host: url.hostname, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subscribed).toBe(false);
    const [row] = await sql<{ announcement_id: string }>(
      'SELECT announcement_id FROM announcement_unsubscribes WHERE user_id = $1',
      [one.id],
    );
    expect(row!.announcement_id).toBe(a.id);
  });

  it('is signed: an altered, forged, another company’s or an expired link does nothing', async () => {
    const course = others[2]!;
    const victim = await learner([course], 'en');
    const a = await send(ctx, admin, written(course, { en: ['Signed', 'Message'] }));
    await mailed(ctx, admin, a.id);
    const token = tokenIn((await mailsTo(ctx, victim.email))[0]!.body);
    const flip = (t: string, i: number) => t.slice(0, i) + (t[i] === 'A' ? 'B' : 'A') + t.slice(i + 1);
    const [key] = await sql<{ value: string }>(
      `SELECT value FROM app_settings WHERE key = 'announcement_unsubscribe_key'`,
    );
    const [tenantA] = await sql<{ tenant_id: number }>('SELECT tenant_id FROM users WHERE id = $1', [
      victim.id,
    ]);
    const forged = [
      flip(token, 3), // the learner's id changed
      flip(token, 60), // the MAC changed
      token.slice(0, -1),
      'x'.repeat(83),
      // Signed with another key, for this very learner.
      signUnsubscribe('not-the-key-'.repeat(4), {
        tenantId: tenantA!.tenant_id,
        userId: victim.id,
        announcementId: a.id,
      }),
    ];
    for (const bad of forged) {
      for (const [method, action] of [
        ['GET', ''],
        ['POST', '/unsubscribe'],
      ] as const) {
        const res = await subscriptionCall(method, bad, action);
        expect(res.statusCode, `${bad} ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${bad} ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 404) expect(res.json().error.code).toBe('invalid_link');
      }
    }
    // The right link on another company's site.
    const there = await subscriptionCall('POST', token, '/unsubscribe', HOST_B);
    expect(there.statusCode).toBe(404);
    expect(there.json().error.code).toBe('invalid_link');
    // A link of a learner of another company, presented here.
    const [tenantB] = await sql<{ id: number }>(
      `SELECT tenant_id AS id FROM tenant_domains WHERE host = $1`,
      [HOST_B],
    );
    const acmeLearner = await learner([acme[0]!], 'en', HOST_B);
    const theirs = signUnsubscribe(key!.value, {
      tenantId: tenantB!.id,
      userId: acmeLearner.id,
      announcementId: a.id,
    });
    expect((await subscriptionCall('POST', theirs, '/unsubscribe')).statusCode).toBe(404);
    // This company's token naming a user of the other company.
    const crossed = signUnsubscribe(key!.value, {
      tenantId: tenantA!.tenant_id,
      userId: acmeLearner.id,
      announcementId: a.id,
    });
    expect((await subscriptionCall('POST', crossed, '/unsubscribe')).statusCode).toBe(404);
    // Expired.
    const old = signUnsubscribe(key!.value, {
      tenantId: tenantA!.tenant_id,
      userId: victim.id,
      announcementId: a.id,
      now: Date.now() - 6 * 365 * 86_400_000,
    });
    const expired = await subscriptionCall('POST', old, '/unsubscribe');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('link_expired');
    // None of them unsubscribed anybody.
    expect(
      await sql('SELECT 1 FROM announcement_unsubscribes WHERE user_id = ANY($1::int[])', [
        [victim.id, acmeLearner.id],
      ]),
    ).toEqual([]);
    expect((await subscriptionCall('GET', token)).json().data.subscribed).toBe(true);
  });
});

describe('who may announce to which course', () => {
  it('lets a contributor announce to the courses they teach only', async () => {
    const options = (await get(mentor, '/api/studio/announcements/options')).json()
      .data as AnnouncementOptions;
    expect(options.courses.map((c) => c.id)).toContain(taught);
    for (const other of others) expect(options.courses.map((c) => c.id)).not.toContain(other);
    expect(options).toMatchObject({
      default_language: 'id',
      limits: { per_course_day: 3, per_sender_hour: 10 },
    });

    await learner([taught], 'en');
    const mine = await send(ctx, mentor, written(taught, { en: ['From your mentor', 'See you in class.'] }));
    await mailed(ctx, mentor, mine.id);
    const refused = await post(mentor, '/api/studio/announcements', written(others[0]!, { en: ['S', 'B'] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'audience.course_id': 'not_an_option' });
    const previewed = await post(
      mentor,
      '/api/studio/announcements/preview',
      written(others[0]!, { en: ['S', 'B'] }),
    );
    expect(previewed.json().error.fields).toEqual({ 'audience.course_id': 'not_an_option' });

    // The history: theirs, not the admin's announcements of other courses; those are 404 by id.
    const list = (await get(mentor, '/api/studio/announcements')).json().data;
    expect(list.items.every((a: Announcement) => a.audience.course_id === taught)).toBe(true);
    expect(list.items.map((a: Announcement) => a.id)).toContain(mine.id);
    const adminsOwn = (await get(admin, `/api/studio/announcements?course_id=${others[0]}`)).json().data
      .items[0] as Announcement;
    expect((await get(mentor, `/api/studio/announcements/${adminsOwn.id}`)).statusCode).toBe(404);
    // The admin sees the contributor's too.
    expect((await get(admin, `/api/studio/announcements/${mine.id}`)).statusCode).toBe(200);
    expect((await get(null, '/api/studio/announcements')).statusCode).toBe(401);
  });

  it('shows another company nothing', async () => {
    const a = (await get(admin, '/api/studio/announcements')).json().data.items[0] as Announcement;
    expect((await get(adminB, `/api/studio/announcements/${a.id}`, STUDIO_B)).statusCode).toBe(404);
    const theirs = (await get(adminB, '/api/studio/announcements', STUDIO_B)).json().data;
    expect(theirs.items.map((x: Announcement) => x.id)).not.toContain(a.id);
    const options = (await get(adminB, '/api/studio/announcements/options', STUDIO_B)).json()
      .data as AnnouncementOptions;
    for (const id of [taught, ...others]) expect(options.courses.map((c) => c.id)).not.toContain(id);
    // The Cendekia admin's session does not work on Acme's studio.
    expect((await get(admin, '/api/studio/announcements', STUDIO_B)).statusCode).toBe(401);
  });
});

describe('limits', () => {
  it('allows three announcements per course a day, then 429 announcements_course_limit', async () => {
    const course = others[2]!;
    // others[2] had two announcements above (one-click, signed): one more goes.
    const sent = (
      await sql<{ n: number }>('SELECT count(*)::int AS n FROM announcements WHERE course_id = $1', [course])
    )[0]!.n;
    for (let i = sent; i < 3; i++) await send(ctx, admin, written(course, { en: [`Limit ${i}`, 'Body'] }));
    const res = await post(
      admin,
      '/api/studio/announcements',
      written(course, { en: ['One too many', 'Body'] }),
    );
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().error.code).toBe('announcements_course_limit');
    expect(res.json().message).toMatch(/3 announcements today/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (
        await sql<{ n: number }>('SELECT count(*)::int AS n FROM announcements WHERE course_id = $1', [
          course,
        ])
      )[0]!.n,
    ).toBe(3);
    // The course's limit is not the sender's: another course still takes one.
    const other = await send(ctx, admin, written(others[0]!, { en: ['Another course', 'Body'] }));
    expect(other.id).toBeTruthy();
  });

  it('allows a sender ten announcements an hour, then 429 announcements_sender_limit', async () => {
    for (const course of acme.slice(0, 4)) await learner([course], 'en', HOST_B);
    let last: {
      statusCode: number;
      body: string;
      json: () => { message: string; error: { code: string } };
    } | null = null;
    for (let i = 0; i < 11; i++) {
      last = await post(
        adminB,
        '/api/studio/announcements',
        written(acme[Math.floor(i / 3)]!, { en: [`N${i}`, 'Body'] }),
        STUDIO_B,
      );
      if (i < 10) expect(last.statusCode, last.body).toBe(200);
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error.code).toBe('announcements_sender_limit');
    expect(last!.json().message).toMatch(/10 announcements an hour/);
  });
});
