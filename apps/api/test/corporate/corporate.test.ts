import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorporateCheck, CorporateCohort, CorporateOrder } from '@app/contract/corporate/schemas';
import { loginToken, mailedToken, outboxFor, SETUP_MS } from '../account/support.ts';
import { courseByTitle } from '../commerce/helpers.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { ADMIN, MENTOR, STUDIO_A, STUDIO_B, studio, studioSession } from '../studio/support.ts';

/**
 * Corporate enrolment (issue 25 item 4): an admin's CSV of names and emails becomes one corporate
 * order: every row checked first (`row N: field: message`), one transaction, invitations by mail,
 * the cohort's progress as JSON, CSV and PDF. A contributor cannot; another company sees nothing.
 */
let ctx: TestContext;
let admin: string;
let mentor: string;
let adminB: string;
let python: number;
let excel: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await studioSession(ctx, ADMIN);
  mentor = await studioSession(ctx, MENTOR);
  adminB = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
  python = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
  excel = (await courseByTitle(ctx, 'Data Analysis with Excel')).id;
}, SETUP_MS);
afterAll(() => ctx?.close());

let serial = 0;
const unique = (stem: string) => `${stem}-${++serial}-${Date.now().toString(36)}`;

const body = (csv: string, over: Record<string, unknown> = {}) => ({
  client_name: 'PT Maju Bersama',
  invoice_number: unique('INV'),
  course_ids: [python],
  language: 'ms',
  csv,
  ...over,
});
const post = (cookie: string | null, url: string, payload: unknown, host = STUDIO_A) =>
  studio(ctx, cookie, 'POST', url, payload, { host });
const get = (cookie: string | null, url: string, host = STUDIO_A) =>
  studio(ctx, cookie, 'GET', url, undefined, { host });

const count = async (sqlText: string, params: unknown[]) =>
  Number((await ctx.database.sql.query<{ n: string }>(sqlText, params))[0]!.n);
const usersNamed = (emails: string[]) =>
  count('SELECT count(*) AS n FROM users WHERE lower(email) = ANY($1::text[])', [emails]);

async function importOrder(csv: string, over: Record<string, unknown> = {}) {
  const res = await post(admin, '/api/studio/corporate/orders', body(csv, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CorporateOrder;
}

describe('a CSV with bad rows', () => {
  it('names every problem as row N: field: message and writes nothing', async () => {
    const fresh = [unique('ok'), unique('dup')].map((s) => `${s}@corp.example`);
    const csv = [
      'name,email',
      `Ani Wijaya,${fresh[0]}`,
      'Budi Santoso,budi-at-corp.example',
      `,${fresh[1]}`,
      `Citra Lestari,${fresh[1]}`,
      `${'x'.repeat(121)},long@corp.example`,
      'Dewi,',
    ].join('\r\n');
    const invoice = unique('BAD');
    for (const url of ['/api/studio/corporate/check', '/api/studio/corporate/orders']) {
      const res = await post(admin, url, body(csv, { invoice_number: invoice }));
      expect(res.statusCode, res.body).toBe(400);
      const answer = res.json();
      expect(answer.error.code).toBe('validation');
      expect(answer.error.fields).toEqual({
        'row.3.email': 'invalid_email',
        'row.4.name': 'required',
        'row.5.email': 'duplicate_in_file',
        'row.6.name': 'too_long',
        'row.7.email': 'required',
      });
      expect(answer.message.split('\n').slice(1)).toEqual([
        'row 3: email: not a valid email address',
        'row 4: name: required',
        'row 5: email: the same email is on an earlier row',
        'row 6: name: too long',
        'row 7: email: required',
      ]);
    }
    // Nothing written: not the good row's account, nor the order.
    expect(await usersNamed(fresh)).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM corporate_orders WHERE invoice_number = $1', [invoice]),
    ).toBe(0);
  });

  it('finds the header, takes semicolons and a BOM, and counts lines as a spreadsheet does', async () => {
    const missing = await post(admin, '/api/studio/corporate/check', body('nama;telepon\nAni;0812\n'));
    expect(missing.json().error.fields).toEqual({ 'row.1.email': 'required' });

    const email = `${unique('semi')}@corp.example`;
    const ok = await post(
      admin,
      '/api/studio/corporate/check',
      body(`\uFEFFEmail;Nama;Divisi\n\n"${email}";"Ani; Wijaya";HR\n`),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().data as CorporateCheck).people).toEqual([
      { row: 3, name: 'Ani; Wijaya', email, status: 'new', already_enrolled: [] },
    ]);

    const broken = await post(admin, '/api/studio/corporate/check', body('name,email\n"Ani,ani@x.example\n'));
    expect(broken.json().error.fields).toEqual({ 'row.2.file': 'invalid_format' });
    const empty = await post(admin, '/api/studio/corporate/check', body('name,email\n'));
    expect(empty.json().error.fields).toEqual({ file: 'too_few' });
  });

  it('refuses more than 5,000 people, and bad form fields by name', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `P${i},p${i}@big.example`);
    const big = await post(admin, '/api/studio/corporate/check', body(['name,email', ...rows].join('\n')));
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields).toEqual({ file: 'too_many' });

    const res = await post(admin, '/api/studio/corporate/check', {
      ...body('name,email\nA,a@x.example'),
      client_name: ' ',
      course_ids: [],
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      client_name: 'required',
      course_ids: 'required',
      language: expect.any(String),
    });
  });
});

describe('an import', () => {
  it('enrols existing learners, invites new people in the chosen language, in one order', async () => {
    const newcomer = `${unique('new')}@corp.example`;
    const csv = `name,email\nNur Aisyah,${newcomer}\nDemo Learner,LEARNER@example.com\n`;
    await ctx.database.sql.query('SELECT fold_students_count()');
    const [beforeRow] = await ctx.database.sql.query<{ n: number }>(
      'SELECT students_count AS n FROM courses WHERE id = $1',
      [excel],
    );
    const bookingsBefore = await count('SELECT count(*) AS n FROM bookings', []);

    const check = await post(
      admin,
      '/api/studio/corporate/check',
      body(csv, { course_ids: [python, excel] }),
    );
    expect(check.statusCode, check.body).toBe(200);
    const plan = check.json().data as CorporateCheck;
    expect(plan.people.map((p) => [p.row, p.email, p.status])).toEqual([
      [2, newcomer, 'new'],
      [3, 'learner@example.com', 'existing'],
    ]);
    // The demo learner owns Python already: left as it is.
    expect(plan.people[1]!.already_enrolled).toEqual([python]);
    expect(plan).toMatchObject({ new: 1, existing: 1, enrolments: 3 });
    expect(await usersNamed([newcomer])).toBe(0);

    const order = await importOrder(csv, { course_ids: [python, excel], client_name: 'PT Sinar' });
    expect(order).toMatchObject({ client_name: 'PT Sinar', people: 2, invited: 1, enrolments: 3 });
    expect(order.courses.map((c) => c.id).sort()).toEqual([python, excel].sort());

    const [user] = await ctx.database.sql.query<{
      id: number;
      language: string;
      confirmed_at: Date | null;
      password_hash: string | null;
      role: string;
    }>('SELECT id, language, confirmed_at, password_hash, role FROM users WHERE email = $1', [newcomer]);
    expect(user).toMatchObject({ language: 'ms', confirmed_at: null, password_hash: null, role: 'consumer' });
    expect(
      await count('SELECT count(*) AS n FROM enrollments WHERE user_id = $1 AND course_id = ANY($2::int[])', [
        user!.id,
        [python, excel],
      ]),
    ).toBe(2);
    await ctx.database.sql.query('SELECT fold_students_count()');
    const [afterRow] = await ctx.database.sql.query<{ n: number }>(
      'SELECT students_count AS n FROM courses WHERE id = $1',
      [excel],
    );
    expect(afterRow!.n).toBe(beforeRow!.n + 2);
    // No site order: the sales figures count the site's orders only (decision 54).
    expect(await count('SELECT count(*) AS n FROM bookings', [])).toBe(bookingsBefore);

    // The invitation is in Malay, and its link sets the password and confirms the address.
    const [mail] = await outboxFor(ctx, newcomer);
    expect(mail!.subject).toContain('Anda telah didaftarkan di');
    expect(
      await outboxFor(ctx, 'learner@example.com').then((m) =>
        m.some((x) => x.subject.includes('didaftarkan')),
      ),
    ).toBe(false);
    const token = await mailedToken(ctx, newcomer, '/reset-password');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/reset_password',
      headers: { host: HOST_A },
      payload: { token, password: 'a-new-corporate-pass', password_confirmation: 'a-new-corporate-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await loginToken(ctx, newcomer, 'a-new-corporate-pass')).toBeTruthy();

    // The same invoice again (in any case) enrols nobody twice.
    const again = await post(
      admin,
      '/api/studio/corporate/orders',
      body(csv, {
        invoice_number: (await get(admin, `/api/studio/corporate/orders/${order.id}`))
          .json()
          .data.order.invoice_number.toLowerCase(),
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'invoice_taken',
      fields: { invoice_number: 'invoice_taken' },
    });
    expect(
      await count(
        'SELECT count(*) AS n FROM corporate_orders WHERE tenant_id = (SELECT tenant_id FROM users WHERE email = $1)',
        [newcomer],
      ),
    ).toBeGreaterThan(0);
    expect(await usersNamed([newcomer])).toBe(1);

    // The cohort: both people, in the file's order, with their progress per course.
    const cohort = (await get(admin, `/api/studio/corporate/orders/${order.id}`)).json()
      .data as CorporateCohort;
    expect(cohort.people.map((p) => [p.email, p.invited])).toEqual([
      [newcomer, false],
      ['learner@example.com', false],
    ]);
    expect(cohort.people[0]!.courses.every((c) => c.enrolled && c.progress === 0)).toBe(true);
    expect(cohort.courses.map((c) => c.people)).toEqual([2, 2]);

    const list = (await get(admin, '/api/studio/corporate/orders?q=Sinar')).json().data;
    expect(list.items.map((o: CorporateOrder) => o.id)).toContain(order.id);
  });

  it('is one transaction: a failure at its last write leaves no account, enrolment or order', async () => {
    const email = `${unique('tx')}@corp.example`;
    const invoice = unique('TX');
    const enrolmentsBefore = await count('SELECT count(*) AS n FROM enrollments', []);
    // The database refuses the order's people, the last rows the import writes.
    await ctx.database.sql.exec(`
      CREATE FUNCTION corporate_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER corporate_test_refuse BEFORE INSERT ON corporate_order_people
        FOR EACH STATEMENT EXECUTE FUNCTION corporate_test_refuse();`);
    try {
      const res = await post(
        admin,
        '/api/studio/corporate/orders',
        body(`name,email\nAni,${email}\nDemo Learner,learner@example.com\n`, {
          invoice_number: invoice,
          course_ids: [python, excel],
        }),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.database.sql.exec(
        'DROP TRIGGER corporate_test_refuse ON corporate_order_people; DROP FUNCTION corporate_test_refuse();',
      );
    }
    expect(await usersNamed([email])).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM corporate_orders WHERE invoice_number = $1', [invoice]),
    ).toBe(0);
    expect(await count('SELECT count(*) AS n FROM enrollments', [])).toBe(enrolmentsBefore);
    expect(await outboxFor(ctx, email)).toEqual([]);
    // The same file goes through once the database takes it.
    const order = await importOrder(`name,email\nAni,${email}\n`, { invoice_number: invoice });
    expect(order.invited).toBe(1);
  });

  it('exports the cohort as CSV and as a PDF report', async () => {
    const email = `${unique('csv')}@corp.example`;
    const order = await importOrder(`name,email\n"=Rahman, Ali",${email}\n`, {
      client_name: 'Klien, Sdn Bhd',
    });
    const csv = await get(admin, `/api/studio/corporate/orders/${order.id}/cohort.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'name,email,course,progress_percent,completed_lessons,lessons,completed_at,last_activity_at,enrolled,invitation',
    );
    // A formula-looking name is kept as text; the course in the studio's language (Indonesian at
    // Cendekia); the invitation is still pending.
    expect(lines[1]).toMatch(
      new RegExp(`^"'=Rahman, Ali",${email},Python untuk Analisis Data,0,0,\\d+,,,yes,pending$`),
    );

    const pdf = await get(admin, `/api/studio/corporate/orders/${order.id}/report.pdf?lang=id`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('who may enrol a company’s clients', () => {
  it('is the admin: a contributor is answered 403 and nothing is written', async () => {
    const email = `${unique('mentor')}@corp.example`;
    const order = await importOrder(`name,email\nSomeone,${unique('x')}@corp.example\n`);
    for (const res of [
      await get(mentor, '/api/studio/corporate/options'),
      await get(mentor, '/api/studio/corporate/orders'),
      await get(mentor, `/api/studio/corporate/orders/${order.id}`),
      await get(mentor, `/api/studio/corporate/orders/${order.id}/cohort.csv`),
      await get(mentor, `/api/studio/corporate/orders/${order.id}/report.pdf`),
      await post(mentor, '/api/studio/corporate/check', body(`name,email\nA,${email}\n`)),
      await post(mentor, '/api/studio/corporate/orders', body(`name,email\nA,${email}\n`)),
    ])
      expect(res.statusCode, res.body).toBe(403);
    expect(await usersNamed([email])).toBe(0);
    expect((await get(null, '/api/studio/corporate/orders')).statusCode).toBe(401);
  });

  it('shows another company nothing: 404 by id, absent from its list; its invoices are its own', async () => {
    const order = await importOrder(`name,email\nSomeone,${unique('a')}@corp.example\n`);
    for (const url of [
      `/api/studio/corporate/orders/${order.id}`,
      `/api/studio/corporate/orders/${order.id}/cohort.csv`,
      `/api/studio/corporate/orders/${order.id}/report.pdf`,
    ])
      expect((await get(adminB, url, STUDIO_B)).statusCode).toBe(404);
    const theirs = (await get(adminB, '/api/studio/corporate/orders', STUDIO_B)).json().data;
    expect(theirs.items.map((o: CorporateOrder) => o.id)).not.toContain(order.id);
    // Cendekia's course is not an option at Acme.
    const res = await post(
      adminB,
      '/api/studio/corporate/check',
      body('name,email\nA,a@x.example'),
      STUDIO_B,
    );
    expect(res.json().error.fields).toEqual({ course_ids: 'not_an_option' });
    // The same invoice number is free at Acme, for Acme's own course; the same address is a new person there.
    const [acmeCourse] = await ctx.database.sql.query<{ id: number }>(
      `SELECT c.id FROM courses c JOIN tenant_domains d ON d.tenant_id = c.tenant_id WHERE d.host = $1 LIMIT 1`,
      [HOST_B],
    );
    const ok = await post(
      adminB,
      '/api/studio/corporate/orders',
      body('name,email\nDemo Learner,learner@example.com', {
        invoice_number: order.invoice_number,
        course_ids: [acmeCourse!.id],
        language: 'en',
      }),
      STUDIO_B,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ people: 1, invited: 0 });
  });
});
