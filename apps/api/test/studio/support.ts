import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { StudioCourse } from '@app/contract/studio/schemas';
import { siteOrigin } from '../../src/lib/host.ts';
import { DEMO_PASSWORD, loginToken, SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';

/** The demo companies' studio hosts (examples/tenants/*\/tenant.json `studio_domain`). */
export const STUDIO_A = 'studio.localhost';
export const STUDIO_B = 'studio.acme.localhost';

/** The demo contributor of both companies: mentor of some of their courses. */
export const MENTOR = 'mentor@example.com';
/** The demo admin of both companies: every course of the company. */
export const ADMIN = 'admin@example.com';

/** A host's origin as the server serves it (the Origin a browser on that host sends). */
export const originOf = (ctx: TestContext, host: string) =>
  siteOrigin(host, { scheme: ctx.env.PUBLIC_SCHEME, port: ctx.env.PUBLIC_PORT, listenPort: ctx.env.PORT });

/** "Login As Contributor" on the learners' site: the studio address with the one-time code. */
export async function handoff(ctx: TestContext, token: string, site = HOST_A) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/studio/handoff',
    headers: { host: site, authorization: `Bearer ${token}` },
  });
}

export const codeOf = (res: LightMyRequestResponse) => {
  const url = new URL(res.json().data.url as string);
  return new URLSearchParams(url.hash.slice(1)).get('code')!;
};

/** Posts a one-time code to the studio's sign-in from the studio's own page. */
export function postCode(ctx: TestContext, code: string, studio = STUDIO_A, origin = originOf(ctx, studio)) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/studio/session',
    headers: { host: studio, origin },
    payload: { code },
  });
}

/** The studio session cookie ("name=value") of a response that set it. */
export const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0]!;

const tokens = new WeakMap<TestContext, Map<string, string>>();

/** A learners'-site token of a demo account, logged in once per test file (logins are rate limited). */
export async function siteToken(ctx: TestContext, email: string, site = HOST_A, password = DEMO_PASSWORD) {
  const known = tokens.get(ctx) ?? new Map<string, string>();
  tokens.set(ctx, known);
  const key = `${email}@${site}`;
  if (!known.has(key)) known.set(key, await loginToken(ctx, email, password, site));
  return known.get(key)!;
}

/** Signs a demo account in to the studio the way a browser does; answers its cookie. */
export async function studioSession(
  ctx: TestContext,
  email = MENTOR,
  { site = HOST_A, studio = STUDIO_A, password = DEMO_PASSWORD } = {},
) {
  const token = await siteToken(ctx, email, site, password);
  const code = codeOf(await handoff(ctx, token, site));
  const res = await postCode(ctx, code, studio);
  if (res.statusCode !== 200) throw new Error(`studio sign-in answered ${res.statusCode}: ${res.body}`);
  return cookieOf(res);
}

/** A studio call as the studio's page makes it: its cookie, and its own Origin on writes. */
export function studio(
  ctx: TestContext,
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  { host = STUDIO_A, origin = method === 'GET' ? undefined : originOf(ctx, host) } = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { host, ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A draft as the studio reads it (`GET /api/studio/courses/:id`), expecting 200. */
export async function readDraft(ctx: TestContext, cookie: string, id: number) {
  const res = await studio(ctx, cookie, 'GET', `/api/studio/courses/${id}`);
  if (res.statusCode !== 200) throw new Error(`draft ${id} answered ${res.statusCode}: ${res.body}`);
  return res.json().data as StudioCourse;
}

/** Saves a draft's whole curriculum at a revision. */
export const saveCurriculum = (
  ctx: TestContext,
  cookie: string,
  id: number,
  revision: number,
  curriculum: { sections: unknown[] },
) => studio(ctx, cookie, 'PUT', `/api/studio/courses/${id}/curriculum`, { ...curriculum, revision });

export const publishDraft = (ctx: TestContext, cookie: string, id: number) =>
  studio(ctx, cookie, 'POST', `/api/studio/courses/${id}/publish`);

/**
 * The drafts of a contributor's published courses (the studio lists them), the first `n` of them;
 * and the draft of a published course another mentor teaches, which only an admin may open.
 */
export async function publishedDrafts(ctx: TestContext, mentor: string, admin: string) {
  const list = async (cookie: string) => {
    const items: { id: number; course_id: number | null }[] = [];
    for (let page = 1; ; page++) {
      const res = await studio(ctx, cookie, 'GET', `/api/studio/courses?status=published&page=${page}`);
      const data = res.json().data;
      items.push(...data.items);
      if (items.length >= data.total) return items;
    }
  };
  const mine = await list(mentor);
  const ids = new Set(mine.map((d) => d.id));
  const others = (await list(admin)).filter((d) => !ids.has(d.id));
  return { mine, others };
}

export type DraftRef = { id: number; course_id: number | null };

/** What a studio test file starts from (studioSuite). */
export interface StudioSuite {
  ctx: TestContext;
  /** Studio session cookies of Cendekia's demo contributor and admin. */
  mentor: string;
  admin: string;
  /** A session on Acme's studio, when asked for (`acme`: whose). */
  acme: string;
  /** With `drafts`: publishedDrafts of the contributor and the admin. */
  mine: DraftRef[];
  others: DraftRef[];
}

/**
 * One studio test file's setup: an app on a fresh database, the demo contributor's and admin's
 * studio sessions (and Acme's, for `acme`), and the drafts of their published courses for
 * `drafts`; `ready` gets them in beforeAll, and the app is closed after the file.
 */
export function studioSuite(
  options: { env?: Record<string, string>; acme?: string; drafts?: boolean },
  ready: (suite: StudioSuite) => void,
) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(options.env ? { env: options.env } : {});
    const mentor = await studioSession(ctx, MENTOR);
    const admin = await studioSession(ctx, ADMIN);
    const acme = options.acme
      ? await studioSession(ctx, options.acme, { site: 'acme.localhost', studio: STUDIO_B })
      : '';
    const drafts = options.drafts ? await publishedDrafts(ctx, mentor, admin) : { mine: [], others: [] };
    ready({ ctx, mentor, admin, acme, ...drafts });
  }, SETUP_MS);
  afterAll(() => ctx?.close());
}
