import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@app/contract/endpoint';
import { errorEnvelope } from '@app/contract/envelope';
import { DEMO_PASSWORD, loginToken, SETUP_MS } from './account/support.ts';
import { order, startPayment } from './commerce/helpers.ts';
import { contractEndpoints } from './contract-endpoints.ts';
import { APP_CODE, createTestApp, HOST_A, HOST_B, HOST_SUSPENDED, type TestContext } from './helper.ts';
import { signUnsubscribe } from '../src/modules/announcements/token.ts';
import { ADMIN, MENTOR, STUDIO_A, STUDIO_B, studio, studioSession } from './studio/support.ts';

/**
 * The published OpenAPI document (/api/docs/json) against what the API answers: every GET route
 * in it is called with representative inputs (ids from the seed, unknown and malformed ids,
 * missing and invalid parameters, no, wrong and other users' credentials, other hosts, a
 * conditional repeat) and every answer's status must be one the document lists for that route.
 * A JSON answer must match its documented schema: the contract's response for a success, the
 * failure envelope otherwise; another kind of answer must have a documented media type.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
}
interface Operation {
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** One request: the path's parameters, the query, the headers. */
interface Input {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  label: string;
}

let ctx: TestContext;
let document: Document;
/** Contract endpoints by "METHOD /openapi/{path}". */
const endpoints = new Map<string, AnyEndpoint>();
/** Representative valid inputs of the routes that need some, by OpenAPI path. */
let valid: Record<
  string,
  { params?: Record<string, string>; query?: Record<string, string>; headers?: Record<string, string> }
>;
let learnerToken: string;
let otherToken: string;
/** Studio session cookies (issue 24): the demo mentor of tenant A's, and tenant B's mentor's. */
let studioCookie: string;
let otherStudioCookie: string;
/** The studio's admin-only calls (refunds, vouchers: a contributor gets 403) are read with the admin's session. */
let adminStudioCookie: string;
const ADMIN_ONLY = new Set([
  '/api/studio/sales/payments-to-refund',
  '/api/studio/sales/refunds/{id}/credit-note',
  '/api/studio/vouchers/options',
  '/api/studio/vouchers',
  '/api/studio/vouchers/{id}',
  '/api/studio/corporate/options',
  '/api/studio/corporate/orders',
  '/api/studio/corporate/orders/{id}',
  '/api/studio/corporate/orders/{id}/cohort.csv',
  '/api/studio/corporate/orders/{id}/report.pdf',
]);
const learnerEmail = 'learner@example.com';

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.app.inject({ url: '/api/docs/json' })).json() as Document;
  for (const { endpoint } of await contractEndpoints())
    endpoints.set(`${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`, endpoint);
  learnerToken = await loginToken(ctx, learnerEmail, DEMO_PASSWORD);
  otherToken = await loginToken(ctx, 'mentor@example.com', DEMO_PASSWORD);
  studioCookie = await studioSession(ctx, MENTOR);
  otherStudioCookie = await studioSession(ctx, MENTOR, { site: HOST_B, studio: STUDIO_B });
  adminStudioCookie = await studioSession(ctx, ADMIN);
  valid = await validInputs();
}, SETUP_MS);
afterAll(() => ctx?.close());

const one = async <T>(text: string, params: unknown[] = []) => {
  const [row] = await ctx.database.sql.query<T>(text, params);
  if (!row) throw new Error(`no seed row for: ${text}`);
  return row;
};

/** Ids and names from the seed (and one order paid through the sandbox) for the learner of tenant A. */
async function validInputs(): Promise<typeof valid> {
  const learner = await one<{ id: number; tenant_id: number }>(
    `SELECT u.id, u.tenant_id FROM users u JOIN tenant_domains d ON d.tenant_id = u.tenant_id
      WHERE d.host = $1 AND u.email = $2`,
    [HOST_A, learnerEmail],
  );
  const owned = await one<{ course_id: number; slug: string }>(
    `SELECT e.course_id, c.slug FROM enrollments e JOIN courses c ON c.id = e.course_id
      WHERE e.user_id = $1 ORDER BY e.course_id LIMIT 1`,
    [learner.id],
  );
  const category = await one<{ slug: string }>('SELECT slug FROM categories WHERE tenant_id = $1 LIMIT 1', [
    learner.tenant_id,
  ]);
  const mentor = await one<{ id: number }>('SELECT id FROM mentors WHERE tenant_id = $1 LIMIT 1', [
    learner.tenant_id,
  ]);
  const certificate = await one<{ code: string; course_id: number }>(
    'SELECT code, course_id FROM certificates WHERE user_id = $1 LIMIT 1',
    [learner.id],
  );
  const quiz = await one<{ quiz_id: number; course_id: number }>(
    `SELECT q.lesson_id AS quiz_id, s.course_id FROM quizzes q JOIN lessons l ON l.id = q.lesson_id
       JOIN course_sections s ON s.id = l.section_id
       JOIN enrollments e ON e.course_id = s.course_id AND e.user_id = $1 LIMIT 1`,
    [learner.id],
  );
  const work = await one<{ id: number }>('SELECT id FROM work_experiences WHERE user_id = $1 LIMIT 1', [
    learner.id,
  ]);
  // The studio lists the courses the mentor may edit (and gives each its draft).
  await studio(ctx, studioCookie, 'GET', '/api/studio/courses');
  const draft = await one<{ id: number }>(
    `SELECT d.id FROM course_drafts d JOIN mentors m ON m.id = d.mentor_id JOIN users u ON u.id = m.user_id
      WHERE u.email = $1 AND u.tenant_id = $2 ORDER BY d.id LIMIT 1`,
    [MENTOR, learner.tenant_id],
  );
  // A preview link of that draft, on the learners' site (decision 47).
  const previewLink = await studio(ctx, studioCookie, 'POST', `/api/studio/courses/${draft.id}/preview-link`);
  const previewToken = new URL(previewLink.json().data.url as string).pathname.split('/').at(-1)!;
  const education = await one<{ id: number }>(
    'SELECT id FROM educations_trainings WHERE user_id = $1 LIMIT 1',
    [learner.id],
  );
  const paid = await one<{ id: number }>(
    `SELECT id FROM bookings WHERE user_id = $1 AND status = 'paid' LIMIT 1`,
    [learner.id],
  );
  // A refund of that order (the studio's credit note of it).
  const refund = await one<{ id: number }>(
    `INSERT INTO refunds (tenant_id, booking_id, kind, amount_minor, currency, refund_key, status, by)
     SELECT tenant_id, id, 'order', 1000, currency, 'openapi-test-refund', 'succeeded', 'admin' FROM bookings
      WHERE id = $1 RETURNING id`,
    [paid.id],
  );
  const article = (
    await ctx.app.inject({ url: '/api/articles/get-articles', headers: { host: HOST_A, app_code: APP_CODE } })
  ).json().data[0] as { slug: string };
  // A course the learner has not bought yet: an order and its sandbox checkout page.
  const unbought = await one<{ id: number }>(
    `SELECT c.id FROM courses c WHERE c.tenant_id = $1 AND c.price > 0
        AND c.id NOT IN (SELECT course_id FROM enrollments WHERE user_id = $2) LIMIT 1`,
    [learner.tenant_id, learner.id],
  );
  const pending = await order(ctx, learnerToken, unbought.id);
  const checkout = new URL((await startPayment(ctx, learnerToken, pending.id)).redirectUrl);
  // A closed attempt of the quiz, to read back: started, then submitted.
  const learning = {
    host: HOST_A,
    authorization: basic(ctx.env.LEARNING_BASIC_USER, ctx.env.LEARNING_BASIC_PASSWORD),
    'x-auth-token': learnerToken,
  };
  await ctx.app.inject({ url: `/api/quiz/get-quiz/${quiz.quiz_id}`, headers: learning });
  const attempt = await one<{ id: number }>(
    'SELECT id FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2 ORDER BY id DESC LIMIT 1',
    [learner.id, quiz.quiz_id],
  );
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: '/api/add-quiz',
    headers: learning,
    payload: { quiz_id: quiz.quiz_id, attempt_id: attempt.id },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  // A mail kept in the outbox, to show its HTML part.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/forgot_password',
    headers: { host: HOST_A },
    payload: { email: learnerEmail },
  });
  const mail = await one<{ id: number }>(
    `SELECT id FROM outbox WHERE recipient = $1 AND html IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [learnerEmail],
  );
  // A lesson file of the company (the studio's `GET /api/studio/files/:id`).
  const voucher = await one<{ id: number }>(
    `SELECT v.id FROM vouchers v JOIN tenant_domains d ON d.tenant_id = v.tenant_id
      WHERE d.host = $1 AND v.code = 'HEMAT20'`,
    [HOST_A],
  );
  // A corporate order of the company, covering the demo learner (the studio's cohort calls).
  const corporate = await one<{ id: number }>(
    `WITH o AS (
       INSERT INTO corporate_orders (tenant_id, invoice_number, client_name, language, people, invited, enrolments)
       VALUES ($1, 'OPENAPI-1', 'PT Contoh', 'id', 1, 0, 0) RETURNING id
     ), p AS (INSERT INTO corporate_order_people (order_id, user_id, row_number, invited) SELECT id, $2, 2, false FROM o)
     SELECT id FROM o`,
    [learner.tenant_id, learner.id],
  );
  const lessonFile = await one<{ id: string }>(
    `SELECT f.id FROM stored_files f JOIN tenant_domains d ON d.tenant_id = f.tenant_id
      WHERE d.host = $1 ORDER BY f.created_at LIMIT 1`,
    [HOST_A],
  );
  // A learner of a course the studio's contributor teaches (the learner reports, issue 25 item 3).
  const taught = await one<{ course_id: number; user_id: number }>(
    `SELECT e.course_id, e.user_id FROM enrollments e JOIN courses c ON c.id = e.course_id
       JOIN mentors m ON m.id = c.mentor_id JOIN users u ON u.id = m.user_id
       JOIN tenant_domains d ON d.tenant_id = c.tenant_id
      WHERE d.host = $1 AND u.email = 'mentor@example.com' ORDER BY e.id LIMIT 1`,
    [HOST_A],
  );
  // An announcement to that course (issue 25 item 6), and a learner's unsubscribe link of it.
  const announced = await studio(ctx, studioCookie, 'POST', '/api/studio/announcements', {
    audience: { kind: 'course', course_id: taught.course_id },
    subject: { en: 'Hello', id: '', ms: '' },
    body: { en: 'A message', id: '', ms: '' },
  });
  expect(announced.statusCode, announced.body).toBe(200);
  const announcementId = announced.json().data.id as string;
  const unsubscribeKey = await one<{ value: string }>(
    `SELECT value FROM app_settings WHERE key = 'announcement_unsubscribe_key'`,
  );
  const tenantA = await one<{ tenant_id: number }>('SELECT tenant_id FROM tenant_domains WHERE host = $1', [
    HOST_A,
  ]);
  const unsubscribeToken = signUnsubscribe(unsubscribeKey.value, {
    tenantId: tenantA.tenant_id,
    userId: taught.user_id,
    announcementId,
  });
  return {
    '/api/studio/announcements/{id}': { params: { id: announcementId } },
    '/api/v1/announcements/subscription/{token}': { params: { token: unsubscribeToken } },
    '/dev/outbox/{id}.html': { params: { id: String(mail.id) } },
    '/api/pages/get-page/{key}': { params: { key: 'about' } },
    '/api/articles/get-article/{slug}': { params: { slug: article.slug } },
    '/dev/outbox.json': { query: { to: learnerEmail } },
    '/api/courses/get-course-list': { query: { category: category.slug } },
    '/api/courses/category/{id}': { params: { id: category.slug } },
    '/api/courses/course-show/{id}': { params: { id: owned.slug } },
    '/api/courses/course-search/{term}': { params: { term: 'python' } },
    '/api/mentor/get-mentor/{id}': { params: { id: String(mentor.id) } },
    '/api/discuss/get-comment/{id}': { params: { id: String(owned.course_id) } },
    '/api/courses/get-rating/{id}': { params: { id: String(owned.course_id) } },
    '/api/v1/bookings/course': { query: { course_id: String(unbought.id) } },
    '/api/v1/bookings/{id}': { params: { id: String(paid.id) } },
    '/api/v1/bookings/{id}/receipt': { params: { id: String(paid.id) } },
    '/sandbox/checkout/{key}': { params: { key: checkout.pathname.split('/').at(-1)! } },
    '/api/courses/get-my-learning/{email}': { params: { email: learnerEmail } },
    '/api/get-content/{id}': { params: { id: String(owned.course_id) } },
    '/api/get-lesson-progress/{email}': {
      params: { email: learnerEmail },
      query: { course_id: String(owned.course_id) },
    },
    '/api/get-certificate/{id}': { params: { id: String(certificate.course_id) } },
    '/api/certificates/{code}': { params: { code: certificate.code } },
    '/api/quiz/get-quiz/{id}': { params: { id: String(quiz.quiz_id) }, query: { start: 'false' } },
    '/api/get-score': { query: { quiz_id: String(quiz.quiz_id), attempt_id: String(attempt.id) } },
    '/api/quiz/get-review/{attempt_id}': { params: { attempt_id: String(attempt.id) } },
    '/api/get-detail-score': {
      query: { data: JSON.stringify({ email: learnerEmail, course_id: quiz.course_id }) },
    },
    '/api/v1/work_experiences/edit': { query: { id: String(work.id) } },
    '/api/v1/educations_trainings/edit': { query: { id: String(education.id) } },
    '/api/studio/courses/{id}': { params: { id: String(draft.id) } },
    '/api/studio/files/{id}': { params: { id: lessonFile.id } },
    '/api/studio/sales/summary': { query: { from: '2026-01-01', to: '2026-03-31', group: 'week' } },
    '/api/studio/sales/orders/{id}': { params: { id: String(paid.id) } },
    '/api/studio/vouchers/{id}': { params: { id: String(voucher.id) } },
    '/api/studio/corporate/orders/{id}': { params: { id: String(corporate.id) } },
    '/api/studio/corporate/orders/{id}/cohort.csv': { params: { id: String(corporate.id) } },
    '/api/studio/corporate/orders/{id}/report.pdf': { params: { id: String(corporate.id) } },
    '/api/studio/sales/refunds/{id}/credit-note': { params: { id: String(refund.id) } },
    '/api/studio/learners/courses/{id}': { params: { id: String(taught.course_id) } },
    '/api/studio/learners/courses/{id}/learners': { params: { id: String(taught.course_id) } },
    '/api/studio/learners/courses/{id}/learners.csv': { params: { id: String(taught.course_id) } },
    '/api/studio/learners/people/{id}': { params: { id: String(taught.user_id) } },
    '/api/preview/{token}': { params: { token: previewToken }, query: { lang: 'en' } },
  };
}

/** The credentials each security scheme of the document asks for, right and wrong. */
function credentials(schemes: string[], kind: 'right' | 'wrong' | 'other' | 'none') {
  const headers: Record<string, string> = {};
  if (kind === 'none') return headers;
  const token = kind === 'other' ? otherToken : learnerToken;
  for (const scheme of schemes) {
    if (scheme === 'appCode') headers.app_code = kind === 'wrong' ? 'not-the-app-code' : APP_CODE;
    if (scheme === 'bearer') headers.authorization = `Bearer ${kind === 'wrong' ? 'x'.repeat(43) : token}`;
    if (scheme === 'learningBasic')
      headers.authorization = basic(
        ctx.env.LEARNING_BASIC_USER,
        kind === 'wrong' ? 'wrong' : ctx.env.LEARNING_BASIC_PASSWORD,
      );
    if (scheme === 'learningToken') headers['x-auth-token'] = kind === 'wrong' ? 'y'.repeat(43) : token;
    if (scheme === 'studioCookie')
      headers.cookie = `${kind === 'wrong' ? `studio_session=${'z'.repeat(43)}` : kind === 'other' ? otherStudioCookie : studioCookie}`;
  }
  return headers;
}

/** Values for a path parameter that the seed does not have, or that no route accepts. */
const ODD_PATH_VALUES = [
  '999999',
  'no-such-thing',
  'nobody@example.com',
  'ZZZZ-ZZZZ-ZZZZ',
  '-1',
  'x'.repeat(300),
];
/** Values for a query parameter that its schema refuses, or that find nothing. */
const ODD_QUERY_VALUES = ['not valid', 'x'.repeat(3000), '0'];

/** Every request this test makes of one GET route. */
function inputsOf(path: string, operation: Operation): Input[] {
  const parameters = operation.parameters ?? [];
  const schemes = Object.keys(operation.security?.[0] ?? {});
  const base = valid[path] ?? {};
  const missing = parameters.filter((p) => p.required && !(base.params?.[p.name] ?? base.query?.[p.name]));
  if (missing.length > 0)
    throw new Error(`${path}: give representative inputs for ${missing.map((p) => p.name).join(', ')}`);
  const right = credentials(schemes, 'right');
  if (ADMIN_ONLY.has(path)) right.cookie = adminStudioCookie;
  // The studio's calls answer on the company's studio host only.
  const home = schemes.includes('studioCookie') ? STUDIO_A : HOST_A;
  const input = (label: string, change: Partial<Input> = {}): Input => ({
    label,
    params: { ...base.params, ...change.params },
    query: change.query ?? { ...base.query },
    headers: { host: home, ...right, ...base.headers, ...change.headers },
  });
  const inputs = [input('valid')];
  for (const p of parameters.filter((q) => q.in === 'path'))
    for (const value of ODD_PATH_VALUES)
      inputs.push(input(`${p.name}=${value.slice(0, 20)}`, { params: { [p.name]: value } }));
  inputs.push(input('no query', { query: {} }));
  inputs.push(input('stray query parameter', { query: { ...base.query, zz_unknown: '1' } }));
  for (const p of parameters.filter((q) => q.in === 'query'))
    for (const value of ODD_QUERY_VALUES)
      inputs.push(input(`${p.name}=${value.slice(0, 20)}`, { query: { ...base.query, [p.name]: value } }));
  for (const kind of ['none', 'wrong', 'other'] as const)
    if (schemes.length > 0)
      inputs.push({
        ...input(`${kind} credentials`),
        headers: { host: home, ...credentials(schemes, kind) },
      });
  if (schemes.includes('learningToken')) {
    const { 'x-auth-token': _token, ...basicOnly } = right;
    inputs.push({ ...input('no token'), headers: { host: HOST_A, ...basicOnly } });
  }
  for (const host of [HOST_B, HOST_SUSPENDED, 'nowhere.localhost', 'localhost:99999'])
    inputs.push(input(`host ${host}`, { headers: { host } }));
  return inputs;
}

const urlOf = (path: string, input: Input) => {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(input.params[name] ?? ''),
  );
  const query = new URLSearchParams(input.query).toString();
  return query ? `${filled}?${query}` : filled;
};

/** What is wrong with one answer, or null. */
function checkAnswer(
  method: string,
  path: string,
  operation: Operation,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  const documented = operation.responses[String(res.statusCode)];
  if (!documented)
    return `answered ${res.statusCode}, documented ${Object.keys(operation.responses).join(', ')}`;
  if (res.statusCode === 304) return null;
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  const mediaTypes = Object.keys(documented.content ?? {});
  if (!mediaTypes.includes(type))
    return `answered ${res.statusCode} as ${type}, documented ${mediaTypes.join(', ') || 'no content'}`;
  if (type !== 'application/json') return null;
  const endpoint = endpoints.get(`${method} ${path}`);
  const schema =
    res.statusCode >= 400
      ? errorEnvelope
      : res.statusCode === 200
        ? endpoint?.response
        : endpoint?.otherResponses?.[res.statusCode];
  if (!schema) return null;
  const parsed = schema.safeParse(JSON.parse(res.body));
  return parsed.success
    ? null
    : `answered ${res.statusCode} with a body off its schema: ${parsed.error.message.slice(0, 300)}`;
}

describe('GET routes of the OpenAPI document', () => {
  it('are the contract’s, whose schemas check the answers, and the sandbox checkout page', () => {
    const gets = Object.entries(document.paths).filter(([, operations]) => operations.get);
    expect(gets.length).toBeGreaterThan(50);
    const outside = gets.map(([path]) => path).filter((path) => !endpoints.has(`GET ${path}`));
    expect(outside).toEqual(['/sandbox/checkout/{key}']);
  });

  it('answer only documented statuses, with documented bodies', async () => {
    const problems: string[] = [];
    const seen = new Map<string, Set<number>>();
    let requests = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const operation = operations.get;
      if (!operation) continue;
      const statuses = new Set<number>();
      seen.set(path, statuses);
      for (const input of inputsOf(path, operation)) {
        const url = urlOf(path, input);
        const res = await ctx.app.inject({ url, headers: input.headers });
        requests += 1;
        statuses.add(res.statusCode);
        const problem = checkAnswer('GET', path, operation, res);
        if (problem) problems.push(`GET ${path} (${input.label}): ${problem}`);
        // A repeat with the answer's ETag: 304, which must be documented too.
        const etag = res.headers.etag;
        if (input.label === 'valid' && typeof etag === 'string') {
          const again = await ctx.app.inject({ url, headers: { ...input.headers, 'if-none-match': etag } });
          requests += 1;
          statuses.add(again.statusCode);
          const repeat = checkAnswer('GET', path, operation, again);
          if (repeat) problems.push(`GET ${path} (If-None-Match): ${repeat}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The inputs reached past validation and authentication: every route answered a success.
    const neverOk = [...seen].filter(([, s]) => ![...s].some((status) => status >= 200 && status < 300));
    expect(neverOk.map(([path]) => path)).toEqual([]);
    expect(requests).toBeGreaterThan(500);
  }, 120_000);
});
