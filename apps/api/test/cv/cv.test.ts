import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { api, createLearner, cvPayload, skillsPayload } from './helpers.ts';

/** The CV and the personal skills (spec §7 "CV", docs/product.md §18), on a real database. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, SETUP_MS);
afterAll(() => ctx?.close());

describe('token client', () => {
  it('answers 401 to every CV call without a token, or with a token of another tenant', async () => {
    const { token } = await createLearner(ctx, { host: HOST_B });
    const calls: [string, string][] = [
      ['GET', '/api/v1/cv/edit'],
      ['POST', '/api/v1/cv'],
      ['PUT', '/api/v1/cv'],
      ['GET', '/api/v1/cv/pdf'],
      ['GET', '/api/v1/work_experiences/all'],
      ['GET', '/api/v1/work_experiences/edit?id=1'],
      ['POST', '/api/v1/work_experiences'],
      ['PUT', '/api/v1/work_experiences'],
      ['DELETE', '/api/v1/work_experiences/1'],
      ['GET', '/api/v1/educations_trainings/all'],
      ['GET', '/api/v1/educations_trainings/edit?id=1'],
      ['POST', '/api/v1/educations_trainings'],
      ['PUT', '/api/v1/educations_trainings'],
      ['DELETE', '/api/v1/educations_trainings?id=1'],
      ['PUT', '/api/v1/educations_trainings/verified'],
      ['GET', '/api/v1/personal_skills/edit'],
      ['POST', '/api/v1/personal_skills'],
      ['PUT', '/api/v1/personal_skills'],
    ];
    for (const [method, url] of calls) {
      const anonymous = await api(ctx, null, method as 'GET', url, method === 'GET' ? undefined : {});
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      // Tenant B's token on tenant A's host: the session is not this tenant's.
      const foreign = await api(ctx, token, method as 'GET', url, method === 'GET' ? undefined : {}, HOST_A);
      expect(foreign.status, `${method} ${url} with another tenant's token`).toBe(401);
    }
  });
});

describe('GET /api/v1/cv/edit', () => {
  it('before the first save, answers the profile’s details with saved: false', async () => {
    const { id, token } = await createLearner(ctx, { name: 'Nurul Aisyah binti Ahmad' });
    await ctx.database.sql.query(
      `UPDATE users SET job = 'Accounts Executive', city = 'Shah Alam', bio = 'Detail-minded.' WHERE id = $1`,
      [id],
    );
    const { status, body } = await api(ctx, token, 'GET', '/api/v1/cv/edit');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      first_name: 'Nurul',
      last_name: 'Aisyah binti Ahmad',
      position: 'Accounts Executive',
      city: 'Shah Alam',
      summary: 'Detail-minded.',
      saved: false,
      updated_at: null,
      photo_url: null,
    });
    expect(body.data.email).toMatch(/@example\.test$/);
  });
});

describe('POST and PUT /api/v1/cv', () => {
  it('saves the CV once with POST, then changes it with PUT; each user sees only their own', async () => {
    const { token } = await createLearner(ctx);
    const other = await createLearner(ctx);

    const early = await api(ctx, token, 'PUT', '/api/v1/cv', cvPayload());
    expect(early.status, 'PUT before POST').toBe(404);

    const created = await api(ctx, token, 'POST', '/api/v1/cv', cvPayload());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...cvPayload(), saved: true });

    const again = await api(ctx, token, 'POST', '/api/v1/cv', cvPayload());
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('cv_exists');

    const changed = await api(
      ctx,
      token,
      'PUT',
      '/api/v1/cv',
      cvPayload({ headline: 'Growth marketer', work_types: [] }),
    );
    expect(changed.status).toBe(200);
    const read = await api(ctx, token, 'GET', '/api/v1/cv/edit');
    expect(read.body.data).toMatchObject({ headline: 'Growth marketer', work_types: [], saved: true });
    expect(Date.parse(read.body.data.updated_at)).not.toBeNaN();

    // The other learner still has only their profile's details.
    const theirs = await api(ctx, other.token, 'GET', '/api/v1/cv/edit');
    expect(theirs.body.data.saved).toBe(false);
    expect(theirs.body.data.headline).toBe('');
  });

  it('keeps text as it was typed, markup included (it is shown as text)', async () => {
    const { token } = await createLearner(ctx);
    const summary = '<script>alert(1)</script> & <b>bold</b> “quotes” — Bahasa: ayo kerja!';
    const res = await api(ctx, token, 'POST', '/api/v1/cv', cvPayload({ summary }));
    expect(res.status).toBe(200);
    expect(res.body.data.summary).toBe(summary);
  });

  it('refuses bad fields with 400 naming each one, and stores nothing', async () => {
    const { token } = await createLearner(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, 'first_name'],
      [{ first_name: '   ' }, 'first_name'],
      [{ first_name: 'x'.repeat(61) }, 'first_name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: undefined }, 'email'],
      [{ summary: 'x'.repeat(2001) }, 'summary'],
      [{ headline: 'x'.repeat(151) }, 'headline'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ linkedin: 'linkedin.com/in/siti' }, 'linkedin'],
      [{ blog: 'https://exa mple.com' }, 'blog'],
      [{ website: `https://example.com/${'x'.repeat(500)}` }, 'website'],
      [{ phone_number: '12ab' }, 'phone_number'],
      [{ phone_country_code: '62' }, 'phone_country_code'],
      [{ work_types: ['astronaut'] }, 'work_types.0'],
      [{ work_types: 'full_time' }, 'work_types'],
      [{ salary: 'x'.repeat(61) }, 'salary'],
    ];
    for (const [change, field] of cases) {
      const res = await api(ctx, token, 'POST', '/api/v1/cv', cvPayload(change));
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {}), JSON.stringify(change).slice(0, 80)).toContain(field);
    }
    expect((await api(ctx, token, 'GET', '/api/v1/cv/edit')).body.data.saved).toBe(false);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/cv',
      headers: { host: HOST_A, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('personal skills: POST, PUT and GET /api/v1/personal_skills', () => {
  it('are empty before the first save, saved once with POST and changed with PUT', async () => {
    const { token } = await createLearner(ctx);
    const empty = await api(ctx, token, 'GET', '/api/v1/personal_skills/edit');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      mother_tongue: '',
      languages: [],
      communications: '',
      organisational_or_managerial: '',
      job_related: '',
      digital: '',
      driving_licence: '',
      saved: false,
    });
    expect((await api(ctx, token, 'PUT', '/api/v1/personal_skills', skillsPayload())).status).toBe(404);
    const created = await api(ctx, token, 'POST', '/api/v1/personal_skills', skillsPayload());
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ ...skillsPayload(), saved: true });
    expect((await api(ctx, token, 'POST', '/api/v1/personal_skills', skillsPayload())).status).toBe(409);

    const languages = [
      ...skillsPayload().languages,
      {
        language: 'Bahasa Melayu',
        listening: 'C2',
        reading: 'C2',
        spoken_interaction: 'C1',
        spoken_production: 'C1',
        writing: 'B1',
      },
    ];
    const changed = await api(
      ctx,
      token,
      'PUT',
      '/api/v1/personal_skills',
      skillsPayload({ languages, digital: '' }),
    );
    expect(changed.status).toBe(200);
    const read = await api(ctx, token, 'GET', '/api/v1/personal_skills/edit');
    expect(read.body.data.languages).toEqual(languages);
    expect(read.body.data.digital).toBe('');
  });

  it('refuses a level outside A1–C2, an unnamed language, too many languages or long text, naming the field', async () => {
    const { token } = await createLearner(ctx);
    const language = skillsPayload().languages[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ languages: [{ ...language, listening: 'D1' }] }, 'languages.0.listening'],
      [{ languages: [{ ...language, writing: undefined }] }, 'languages.0.writing'],
      [{ languages: [{ ...language, language: '' }] }, 'languages.0.language'],
      [{ languages: Array.from({ length: 11 }, () => language) }, 'languages'],
      [{ languages: 'English C1' }, 'languages'],
      [{ digital: 'x'.repeat(2001) }, 'digital'],
      [{ driving_licence: 'x'.repeat(61) }, 'driving_licence'],
      [{ mother_tongue: 'x'.repeat(121) }, 'mother_tongue'],
    ];
    for (const [change, field] of cases) {
      const res = await api(ctx, token, 'POST', '/api/v1/personal_skills', skillsPayload(change));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {}), field).toContain(field);
    }
    expect((await api(ctx, token, 'GET', '/api/v1/personal_skills/edit')).body.data.saved).toBe(false);
  });
});

describe('demo data', () => {
  it('gives the demo learner of each tenant a filled-in CV', async () => {
    for (const host of [HOST_A, HOST_B]) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login?via=email',
        headers: { host },
        payload: { email: 'learner@example.com', password: DEMO_PASSWORD },
      });
      const token = login.json().data.token as string;
      const cv = await api(ctx, token, 'GET', '/api/v1/cv/edit', undefined, host);
      expect(cv.body.data).toMatchObject({ saved: true, email: 'learner@example.com' });
      expect(
        (await api(ctx, token, 'GET', '/api/v1/work_experiences/all', undefined, host)).body.data.length,
      ).toBeGreaterThan(0);
      expect(
        (await api(ctx, token, 'GET', '/api/v1/educations_trainings/all', undefined, host)).body.data.length,
      ).toBeGreaterThan(0);
      expect(
        (await api(ctx, token, 'GET', '/api/v1/personal_skills/edit', undefined, host)).body.data.saved,
      ).toBe(true);
    }
  });
});
