import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { api, createLearner, educationPayload, issueCertificate, workPayload } from './helpers.ts';

/**
 * Work experiences, educations and trainings, and the verified training of certificates (spec §7
 * "CV", docs/product.md §18), on a real database.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, SETUP_MS);
afterAll(() => ctx?.close());

/** The period rules both kinds of entry share; each case names the field it must blame. */
const periodCases: [Record<string, unknown>, string][] = [
  [{ from: '2023-06', to: '2020-03' }, 'to'],
  [{ on_going: true, to: '2023-06' }, 'to'],
  [{ on_going: false, to: null }, 'to'],
  [{ on_going: false, to: '' }, 'to'],
  [{ from: '2024-13' }, 'from'],
  [{ from: '2024-1' }, 'from'],
  [{ from: '24-01' }, 'from'],
  [{ from: '' }, 'from'],
  [{ to: '2024-00' }, 'to'],
  [{ on_going: 'sometimes' }, 'on_going'],
];

describe('work experiences', () => {
  it('POST adds one, /all lists them newest first, /edit reads one, PUT changes it, DELETE removes it', async () => {
    const { token } = await createLearner(ctx);
    const empty = await api(ctx, token, 'GET', '/api/v1/work_experiences/all');
    expect(empty).toMatchObject({ status: 200, body: { data: [] } });

    const old = await api(
      ctx,
      token,
      'POST',
      '/api/v1/work_experiences',
      workPayload({ from: '2016-01', to: '2018-12', name: 'PT Astra' }),
    );
    const middle = await api(ctx, token, 'POST', '/api/v1/work_experiences', workPayload());
    const current = await api(
      ctx,
      token,
      'POST',
      '/api/v1/work_experiences',
      workPayload({ name: 'Gojek', from: '2023-07', to: null, on_going: true }),
    );
    for (const res of [old, middle, current]) expect(res.status).toBe(200);
    expect(current.body.data).toMatchObject({ name: 'Gojek', on_going: true, to: null, from: '2023-07' });

    const list = await api(ctx, token, 'GET', '/api/v1/work_experiences/all');
    expect(list.body.data.map((w: { name: string }) => w.name)).toEqual([
      'Gojek',
      'PT Tokopedia',
      'PT Astra',
    ]);

    const id = middle.body.data.id as number;
    const one = await api(ctx, token, 'GET', `/api/v1/work_experiences/edit?id=${id}`);
    expect(one).toMatchObject({ status: 200, body: { data: { ...workPayload(), id } } });

    const changed = await api(ctx, token, 'PUT', '/api/v1/work_experiences', {
      ...workPayload({ position: 'Marketing Lead', to: '2023-07' }),
      id,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { data: { id, position: 'Marketing Lead', to: '2023-07' } },
    });

    const deleted = await api(ctx, token, 'DELETE', `/api/v1/work_experiences/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { data: { id } } });
    expect((await api(ctx, token, 'GET', `/api/v1/work_experiences/edit?id=${id}`)).status).toBe(404);
    expect((await api(ctx, token, 'DELETE', `/api/v1/work_experiences/${id}`)).status).toBe(404);
    const after = await api(ctx, token, 'GET', '/api/v1/work_experiences/all');
    expect(after.body.data.map((w: { name: string }) => w.name)).toEqual(['Gojek', 'PT Astra']);
  });

  it('answers 404 for another user’s entry (read, change, delete) and leaves it as it was', async () => {
    const owner = await createLearner(ctx);
    const intruder = await createLearner(ctx);
    const foreign = await createLearner(ctx, { host: HOST_B });
    const { body } = await api(ctx, owner.token, 'POST', '/api/v1/work_experiences', workPayload());
    const id = body.data.id as number;
    for (const [token, host] of [
      [intruder.token, HOST_A],
      [foreign.token, HOST_B],
    ] as const) {
      expect(
        (await api(ctx, token, 'GET', `/api/v1/work_experiences/edit?id=${id}`, undefined, host)).status,
      ).toBe(404);
      expect(
        (
          await api(
            ctx,
            token,
            'PUT',
            '/api/v1/work_experiences',
            { ...workPayload({ name: 'Hacked' }), id },
            host,
          )
        ).status,
      ).toBe(404);
      expect(
        (await api(ctx, token, 'DELETE', `/api/v1/work_experiences/${id}`, undefined, host)).status,
      ).toBe(404);
      expect(
        (await api(ctx, token, 'GET', '/api/v1/work_experiences/all', undefined, host)).body.data,
      ).toEqual([]);
    }
    const mine = await api(ctx, owner.token, 'GET', `/api/v1/work_experiences/edit?id=${id}`);
    expect(mine.body.data.name).toBe('PT Tokopedia');
  });

  it('refuses dates in the wrong order, an end date while ongoing, bad months, missing and long fields, naming the field', async () => {
    const { token } = await createLearner(ctx);
    const cases: [Record<string, unknown>, string][] = [
      ...periodCases,
      [{ name: '' }, 'name'],
      [{ position: undefined }, 'position'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ description: 'x'.repeat(2001) }, 'description'],
    ];
    for (const [change, field] of cases) {
      const res = await api(ctx, token, 'POST', '/api/v1/work_experiences', workPayload(change));
      expect(res.status, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {}), JSON.stringify(change).slice(0, 60)).toContain(field);
    }
    // The same rules on PUT, and an id that is not a number.
    const { body } = await api(ctx, token, 'POST', '/api/v1/work_experiences', workPayload());
    const bad = await api(ctx, token, 'PUT', '/api/v1/work_experiences', {
      ...workPayload({ from: '2024-01', to: '2023-01' }),
      id: body.data.id,
    });
    expect(bad.body.error?.fields).toHaveProperty('to');
    expect(
      (await api(ctx, token, 'PUT', '/api/v1/work_experiences', workPayload())).body.error?.fields,
    ).toHaveProperty('id');
    expect((await api(ctx, token, 'GET', '/api/v1/work_experiences/edit?id=abc')).status).toBe(400);
    expect((await api(ctx, token, 'DELETE', '/api/v1/work_experiences/0')).status).toBe(400);
    expect((await api(ctx, token, 'GET', '/api/v1/work_experiences/all')).body.data).toHaveLength(1);
  });

  it('holds at most 30 entries: the 31st answers 409', async () => {
    const { id: userId, token } = await createLearner(ctx);
    await ctx.database.sql.query(
      `INSERT INTO work_experiences (user_id, name, position, start_month, end_month)
       SELECT $1, 'Employer ' || n, 'Clerk', '2001-01', '2001-02' FROM generate_series(1, 30) n`,
      [userId],
    );
    const res = await api(ctx, token, 'POST', '/api/v1/work_experiences', workPayload());
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('too_many_entries');
  });
});

describe('educations and trainings', () => {
  it('POST, /all with and without type, /edit, PUT and DELETE ?id=', async () => {
    const { token } = await createLearner(ctx);
    const school = await api(ctx, token, 'POST', '/api/v1/educations_trainings', educationPayload());
    const course = await api(
      ctx,
      token,
      'POST',
      '/api/v1/educations_trainings',
      educationPayload({
        type: 'training',
        name: 'Dicoding',
        qualification: 'Belajar Dasar Pemrograman Web',
        department: '',
        location: 'Online',
        from: '2021-02',
        to: '2021-04',
      }),
    );
    const masters = await api(
      ctx,
      token,
      'POST',
      '/api/v1/educations_trainings',
      educationPayload({
        name: 'Universiti Malaya',
        qualification: 'Master of Business Administration',
        from: '2024-09',
        to: null,
        on_going: true,
      }),
    );
    for (const res of [school, course, masters]) expect(res.status).toBe(200);
    expect(school.body.data).toMatchObject({
      ...educationPayload(),
      verified: false,
      certificate: null,
      hidden: false,
    });

    const all = await api(ctx, token, 'GET', '/api/v1/educations_trainings/all');
    expect(all.body.data.map((e: { name: string }) => e.name)).toEqual([
      'Universiti Malaya',
      'Dicoding',
      'Universitas Indonesia',
    ]);
    const trainings = await api(ctx, token, 'GET', '/api/v1/educations_trainings/all?type=training');
    expect(trainings.body.data.map((e: { name: string }) => e.name)).toEqual(['Dicoding']);
    const educations = await api(ctx, token, 'GET', '/api/v1/educations_trainings/all?type=education');
    expect(educations.body.data.map((e: { name: string }) => e.name)).toEqual([
      'Universiti Malaya',
      'Universitas Indonesia',
    ]);

    const id = course.body.data.id as number;
    expect(
      (await api(ctx, token, 'GET', `/api/v1/educations_trainings/edit?id=${id}`)).body.data.qualification,
    ).toBe('Belajar Dasar Pemrograman Web');
    const changed = await api(ctx, token, 'PUT', '/api/v1/educations_trainings', {
      ...educationPayload({ type: 'training', name: 'Dicoding Academy', from: '2021-02', to: '2021-05' }),
      id,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { data: { id, name: 'Dicoding Academy', type: 'training', to: '2021-05' } },
    });
    expect((await api(ctx, token, 'DELETE', `/api/v1/educations_trainings?id=${id}`)).status).toBe(200);
    expect((await api(ctx, token, 'DELETE', `/api/v1/educations_trainings?id=${id}`)).status).toBe(404);
    expect(
      (await api(ctx, token, 'GET', '/api/v1/educations_trainings/all?type=training')).body.data,
    ).toEqual([]);
  });

  it('refuses an unknown type (body and query), bad periods and missing fields, naming the field', async () => {
    const { token } = await createLearner(ctx);
    const cases: [Record<string, unknown>, string][] = [
      ...periodCases,
      [{ type: 'bootcamp' }, 'type'],
      [{ type: undefined }, 'type'],
      [{ name: '' }, 'name'],
      [{ qualification: '' }, 'qualification'],
      [{ department: 'x'.repeat(121) }, 'department'],
    ];
    for (const [change, field] of cases) {
      const res = await api(ctx, token, 'POST', '/api/v1/educations_trainings', educationPayload(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    const query = await api(ctx, token, 'GET', '/api/v1/educations_trainings/all?type=bootcamp');
    expect(query.status).toBe(400);
    expect(query.body.error?.fields).toHaveProperty('type');
    expect(
      (await api(ctx, token, 'DELETE', '/api/v1/educations_trainings')).body.error?.fields,
    ).toHaveProperty('id');
  });

  it('answers 404 for another user’s entry', async () => {
    const owner = await createLearner(ctx);
    const intruder = await createLearner(ctx);
    const { body } = await api(ctx, owner.token, 'POST', '/api/v1/educations_trainings', educationPayload());
    const id = body.data.id as number;
    expect((await api(ctx, intruder.token, 'GET', `/api/v1/educations_trainings/edit?id=${id}`)).status).toBe(
      404,
    );
    expect(
      (await api(ctx, intruder.token, 'PUT', '/api/v1/educations_trainings', { ...educationPayload(), id }))
        .status,
    ).toBe(404);
    expect((await api(ctx, intruder.token, 'DELETE', `/api/v1/educations_trainings?id=${id}`)).status).toBe(
      404,
    );
    expect((await api(ctx, owner.token, 'GET', '/api/v1/educations_trainings/all')).body.data).toHaveLength(
      1,
    );
  });
});

describe('verified training', () => {
  it('lists a completed course as verified training with its verification link on the primary domain', async () => {
    const { id, token } = await createLearner(ctx);
    const certificate = await issueCertificate(ctx, id, { issuedAt: '2025-02-10T03:00:00Z' });
    await api(ctx, token, 'POST', '/api/v1/educations_trainings', educationPayload());

    // 127.0.0.1 is tenant A too; the link still names its primary domain, localhost.
    const { status, body } = await api(
      ctx,
      token,
      'GET',
      '/api/v1/educations_trainings/all?type=training&lang=en',
      undefined,
      '127.0.0.1',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: null,
        type: 'training',
        name: 'Cendekia Academy',
        qualification: certificate.course_title_en,
        department: '',
        location: '',
        from: expect.stringMatching(/^\d{4}-\d{2}$/),
        to: '2025-02',
        on_going: false,
        description: '',
        verified: true,
        certificate: {
          code: certificate.code,
          verification_url: `http://localhost:${ctx.env.PORT}/certificates/${certificate.code}`,
          issued_at: '2025-02-10T03:00:00.000Z',
          mentor_name: expect.any(String),
        },
        hidden: false,
      },
    ]);
    const indonesian = await api(ctx, token, 'GET', '/api/v1/educations_trainings/all?lang=id');
    expect(indonesian.body.data.map((e: { qualification: string }) => e.qualification)).toContain(
      certificate.course_title_id,
    );
    const educationOnly = await api(ctx, token, 'GET', '/api/v1/educations_trainings/all?type=education');
    expect(educationOnly.body.data.every((e: { verified: boolean }) => !e.verified)).toBe(true);
  });

  it('may be hidden and shown again, never edited or deleted; revoked certificates and other people’s codes do not count', async () => {
    const { id, token } = await createLearner(ctx);
    const other = await createLearner(ctx);
    const certificate = await issueCertificate(ctx, id);
    const revoked = await issueCertificate(ctx, id, { revoked: true });
    const theirs = await issueCertificate(ctx, other.id);

    const list = async () =>
      (await api(ctx, token, 'GET', '/api/v1/educations_trainings/all')).body.data as {
        certificate: { code: string } | null;
        hidden: boolean;
      }[];
    expect((await list()).map((e) => e.certificate?.code)).toEqual([certificate.code]);

    const hide = await api(ctx, token, 'PUT', '/api/v1/educations_trainings/verified', {
      code: certificate.code.toLowerCase(),
      hidden: true,
    });
    expect(hide).toMatchObject({ status: 200, body: { data: { code: certificate.code, hidden: true } } });
    expect((await list())[0]?.hidden).toBe(true);
    // Twice is the same.
    expect(
      (
        await api(ctx, token, 'PUT', '/api/v1/educations_trainings/verified', {
          code: certificate.code,
          hidden: true,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(ctx, token, 'PUT', '/api/v1/educations_trainings/verified', {
          code: certificate.code,
          hidden: false,
        })
      ).status,
    ).toBe(200);
    expect((await list())[0]?.hidden).toBe(false);

    for (const code of [revoked.code, theirs.code, 'ABCD-EFGH-JKLM'])
      expect(
        (await api(ctx, token, 'PUT', '/api/v1/educations_trainings/verified', { code, hidden: true }))
          .status,
        code,
      ).toBe(404);
    const bad = await api(ctx, token, 'PUT', '/api/v1/educations_trainings/verified', {
      code: 'nope',
      hidden: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.fields ?? {})).toEqual(expect.arrayContaining(['code', 'hidden']));
    // Verified training has no id of its own: the entry calls cannot reach it.
    expect(
      (await api(ctx, token, 'PUT', '/api/v1/educations_trainings', { ...educationPayload(), id: null }))
        .status,
    ).toBe(400);
  });

  it('appears when the learner completes every lesson of an owned course', async () => {
    const [course] = await ctx.database.sql.query<{ id: number; title_en: string }>(
      `SELECT c.id, c.title_en FROM courses c JOIN tenants t ON t.id = c.tenant_id
        WHERE t.primary_host = $1 AND c.lessons_count > 0 ORDER BY c.lessons_count, c.id LIMIT 1`,
      [HOST_A],
    );
    const { id, token } = await createLearner(ctx, { owns: [course!.id] });
    await ctx.database.sql.query(
      `SELECT learning_complete_lesson($1, l.id) FROM lessons l WHERE l.course_id = $2 ORDER BY l.id`,
      [id, course!.id],
    );
    const { body } = await api(ctx, token, 'GET', '/api/v1/educations_trainings/all?type=training&lang=en');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ verified: true, qualification: course!.title_en });
    expect(body.data[0].certificate.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });
});
