import type { InjectOptions } from 'fastify';
import { HOST_A, type TestContext } from '../helper.ts';

export { createLearner } from '../catalog/helpers.ts';

/** Headers of a token-client call (product §6) from a tenant's host. */
export const bearer = (token: string, host = HOST_A) => ({ host, authorization: `Bearer ${token}` });

/** One call of the token client; answers the status and the parsed body. */
export async function api(
  ctx: TestContext,
  token: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  host = HOST_A,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token, host) : { host },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: res.statusCode,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer's fields it checks
    body: res.json() as { data: any; error?: { code: string; fields?: Record<string, string> } },
  };
}

let certificateCounter = 0;

/**
 * A certificate of a course of the user's tenant, as the learning module issues it when the
 * last lesson is completed (migrations/0013_learning.sql); written straight to the table.
 */
export async function issueCertificate(
  ctx: TestContext,
  userId: number,
  options: { courseTitle?: string; revoked?: boolean; issuedAt?: string } = {},
) {
  certificateCounter += 1;
  const code = `TEST-${String(certificateCounter).padStart(4, '0')}-${(Date.now() % 10000).toString().padStart(4, '0')}`;
  const [row] = await ctx.database.sql.query<{
    code: string;
    course_title_en: string;
    course_title_id: string;
    course_id: number;
  }>(
    `INSERT INTO certificates (code, tenant_id, user_id, course_id, learner_name, course_title_en,
                               course_title_id, mentor_name, issued_at, revoked_at)
     SELECT $1, u.tenant_id, u.id, c.id, u.full_name, c.title_en, c.title_id, m.name,
            coalesce($4::timestamptz, now()), CASE WHEN $3 THEN now() END
       FROM users u
       JOIN courses c ON c.tenant_id = u.tenant_id AND ($2::text IS NULL OR c.title_en = $2)
       JOIN mentors m ON m.id = c.mentor_id
      WHERE u.id = $5
        AND NOT EXISTS (SELECT 1 FROM certificates x WHERE x.user_id = u.id AND x.course_id = c.id)
      ORDER BY c.id
      LIMIT 1
     RETURNING code, course_title_en, course_title_id, course_id`,
    [code, options.courseTitle ?? null, options.revoked ?? false, options.issuedAt ?? null, userId],
  );
  if (!row) throw new Error('no course left to certify');
  return row;
}

export const cvPayload = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Siti',
  last_name: 'Rahmawati',
  headline: 'Digital marketer with five years in e-commerce',
  summary: 'I plan and run campaigns for Indonesian online shops.',
  email: 'siti.rahmawati@example.co.id',
  phone_country_code: '+62',
  phone_number: '81298765432',
  street_address: 'Jl. Kemang Raya No. 12',
  city: 'Jakarta Selatan',
  postal_code: '12730',
  country: 'Indonesia',
  website: 'https://siti.example.id',
  blog: '',
  linkedin: 'https://www.linkedin.com/in/siti-rahmawati',
  job_applied_for: 'Digital Marketing Lead',
  position: 'Senior Digital Marketing Specialist',
  work_types: ['full_time', 'remote'],
  salary: 'Rp 15–18 juta per bulan',
  ...overrides,
});

export const workPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'PT Tokopedia',
  position: 'Digital Marketing Specialist',
  city: 'Jakarta',
  from: '2020-03',
  to: '2023-06',
  on_going: false,
  description: 'Ran paid search and social campaigns.',
  ...overrides,
});

export const educationPayload = (overrides: Record<string, unknown> = {}) => ({
  type: 'education',
  name: 'Universitas Indonesia',
  qualification: 'S1 Ilmu Komunikasi',
  department: 'Komunikasi',
  location: 'Depok',
  from: '2012-08',
  to: '2016-07',
  on_going: false,
  description: '',
  ...overrides,
});

export const skillsPayload = (overrides: Record<string, unknown> = {}) => ({
  mother_tongue: 'Bahasa Indonesia',
  languages: [
    {
      language: 'English',
      listening: 'C1',
      reading: 'C1',
      spoken_interaction: 'B2',
      spoken_production: 'B2',
      writing: 'B2',
    },
  ],
  communications: 'Presenting to clients.',
  organisational_or_managerial: 'Led a team of four.',
  job_related: 'Google Ads, Meta Ads.',
  digital: 'Google Analytics, Canva, Excel.',
  driving_licence: 'SIM A, SIM C',
  ...overrides,
});
