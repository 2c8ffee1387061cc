import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { hosts } from './env.ts';

export { expect };
export { companies, hosts } from './env.ts';

/** The spec's app_code header value (product §6, §9). */
export const APP_CODE = 'wl-malaysia';

/**
 * Every test starts in English unless it picks a language itself: tenant A defaults to
 * Indonesian, and the tests read the spec's English texts. A choice made during the test
 * (the language switch) survives reloads because the init script only fills an empty slot.
 */
/** A browser context that reads the sites in English, as every test's own context does. */
export async function speakEnglish(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'en');
    } catch {
      // about:blank and opaque origins have no storage.
    }
  });
  // The SPA keeps its choice in a cookie as well, so the server renders pages in it.
  await context.addCookies(Object.values(hosts).map((url) => ({ name: 'locale', value: 'en', url })));
}

export const test = base.extend<{ english: void; hydration: void }>({
  english: [
    async ({ context }, use) => {
      await speakEnglish(context);
      await use();
    },
    { auto: true },
  ],
  /**
   * Server-rendered pages must hydrate as they are: any React error thrown in the page (a
   * hydration mismatch is error #418 and its siblings) or hydration warning fails the test.
   */
  hydration: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (
          ['error', 'warning'].includes(message.type()) &&
          /hydrat|react\.dev\/errors/i.test(message.text())
        )
          problems.push(`console ${message.type()}: ${message.text()}`);
      });
      await use();
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** The demo accounts of every tenant (README: Demo tenants and accounts). */
export const DEMO_LEARNER = { email: 'learner@example.com', password: 'demo-password-2026' } as const;
export const DEMO_MENTOR = { email: 'mentor@example.com', password: 'demo-password-2026' } as const;
/** The demo company's administrator: every course and the company's sales in the studio. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-password-2026' } as const;

/** What a login answers and the app keeps: the token and the role (product §3). */
export interface Session {
  token: string;
  role: string;
}

/**
 * Signs a user in the way the app does, for the browser tests: opens a public page of `origin` (the
 * tenant comes from the host, which only the browser resolves for *.localhost), logs `user` in there
 * through the real login call (form-encoded, product §3) unless a `session` is given, and keeps the
 * session where the app keeps it, in that origin's local storage. Returns the session.
 */
export async function signIn(
  page: Page,
  {
    origin = hosts.tenantA,
    user = DEMO_LEARNER,
    session,
  }: { origin?: string; user?: { email: string; password: string }; session?: Session } = {},
): Promise<Session> {
  await page.goto(`${origin}/faq`);
  const signedIn =
    session ??
    (await page.evaluate(async ({ email, password }) => {
      const res = await fetch('/api/v1/users/login?via=email', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }),
      });
      if (!res.ok) throw new Error(`login of ${email} answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { data: Session }).data;
    }, user));
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('role', s.role);
  }, signedIn);
  return signedIn;
}

const NEW_LEARNER_PASSWORD = 'correct horse battery staple 42';

/** A confirmed learner of tenant A with a session, made through the API as the app would. */
export async function newLearner(request: APIRequestContext, fullName: string) {
  const email = `e2e.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const registered = await request.post(`${hosts.api}/api/v1/users/register`, {
    data: {
      email,
      password: NEW_LEARNER_PASSWORD,
      full_name: fullName,
      phone_number: `812${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 100)}`,
      phone_country_code: '+62',
      elearning_platform: 'localhost',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const outbox = await request.get(`${hosts.api}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const [mail] = ((await outbox.json()) as { data: { links: string[] }[] }).data;
  const token = new URL(mail!.links.find((link) => link.includes('token='))!).searchParams.get('token')!;
  expect((await request.post(`${hosts.api}/api/v1/users/confirm`, { data: { token } })).status()).toBe(200);
  const login = await request.post(`${hosts.api}/api/v1/users/login?via=email`, {
    form: { email, password: NEW_LEARNER_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { ...((await login.json()) as { data: { token: string; role: string } }).data, email };
}

/**
 * A course's content as the signed-in learner of `page` reads it (its id and its quiz lessons), for
 * walks that open its player or a quiz.
 */
export async function courseContent(page: Page, slug: string) {
  return page.evaluate(async (slug) => {
    const config = (await (await fetch('/config.json')).json()) as Record<string, string>;
    const basic = btoa(`${config.LEARNING_BASIC_USER}:${config.LEARNING_BASIC_PASSWORD}`);
    const res = await fetch(`/api/get-content/${slug}?lang=en`, {
      headers: { authorization: `Basic ${basic}`, 'x-auth-token': localStorage.getItem('token') ?? '' },
    });
    const body = (await res.json()) as {
      data: { course_id: number; sections: { lessons: { id: number; type: string }[] }[] };
    };
    const lessons = body.data.sections.flatMap((s) => s.lessons);
    return {
      courseId: body.data.course_id,
      quizIds: lessons.filter((l) => l.type === 'quiz').map((l) => l.id),
    };
  }, slug);
}

interface Envelope<T> {
  status: number;
  data: T;
}

async function dataOf<T>(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const res = await request.get(`${hosts.api}${path}`, { headers });
  expect(res.status(), `GET ${path}`).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

/** Ids of demo content, read from the API as the SPA would (tenant A). */
export async function demoIds(request: APIRequestContext) {
  const config = await (await request.get(`${hosts.api}/config.json`)).json();
  const basic = Buffer.from(`${config.LEARNING_BASIC_USER}:${config.LEARNING_BASIC_PASSWORD}`).toString(
    'base64',
  );
  const [banners, programmes, categories] = await Promise.all([
    dataOf<{ id: number }[]>(request, '/api/banner/get-banner', { app_code: APP_CODE }),
    dataOf<{ id: number }[]>(request, '/api/programmes/get-programmes', { app_code: APP_CODE }),
    dataOf<{ slug: string }[]>(request, '/api/category/get-category', { authorization: `Basic ${basic}` }),
  ]);
  expect(banners.length, 'demo data has banners').toBeGreaterThan(0);
  expect(programmes.length, 'demo data has programmes').toBeGreaterThan(0);
  expect(categories.length, 'demo data has categories').toBeGreaterThan(0);
  return { bannerId: banners[0]!.id, programmeId: programmes[0]!.id, categorySlug: categories[0]!.slug };
}

/** product §2: every public route; `:params` are filled from demo data by `publicPath`. */
export const publicRoutes = [
  '/',
  '/test',
  '/banner/:id',
  '/program/:id',
  '/bootcamps',
  '/refund',
  '/cancellation',
  '/terms',
  '/privacy',
  '/articles',
  '/corporate-solution',
  '/career',
  '/about',
  '/contact',
  '/faq',
  '/help',
  '/login',
  '/register',
  '/forgot-password',
  '/education',
  '/education/category/:category',
  '/course-list',
  '/success-confirms',
] as const;

export async function publicPath(request: APIRequestContext, route: string) {
  if (!route.includes(':')) return route;
  const ids = await demoIds(request);
  return route
    .replace('/banner/:id', `/banner/${ids.bannerId}`)
    .replace('/program/:id', `/program/${ids.programmeId}`)
    .replace(':category', encodeURIComponent(ids.categorySlug));
}

/** product §2: login-required routes, with example parameters. */
export const guardedPaths = [
  '/profile/changepassword',
  '/education/some-slug',
  '/profile/detailcourse/1',
  '/quiz/finished',
  '/quiz/finished/review-answer',
  '/quiz/1',
  '/learning/1',
  '/profile/mycourse',
  '/profile/edit',
  '/profile/voucher',
  '/profile/transaction',
  '/payment',
  '/profile/cv',
] as const;

/** The page's main heading once the domain gate and the route chunk are through. */
export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Waits until the page has settled: heading shown, no requests in flight (images, content). */
export async function settled(page: Page) {
  await expect(mainHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** How far the document is wider than the viewport (0 when nothing scrolls sideways). */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** The WCAG levels axe checks: 2.0, 2.1 and 2.2, A and AA (issue 28: WCAG 2.2 AA is the bar). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeReport {
  /** Every WCAG A/AA violation found, whatever its impact (the count the closing note gives). */
  total: number;
  /** The serious and critical ones, as readable lines: what a test fails on. */
  serious: string[];
}

/**
 * axe-core on the whole page with the WCAG 2.2 A/AA rules. The context must bypass the app's CSP
 * (test.use({ bypassCSP: true })), since the script is injected inline.
 */
export async function axeReport(page: Page): Promise<AxeReport> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResult> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, WCAG_22_AA);
  return {
    total: result.violations.reduce((n, v) => n + v.nodes.length, 0),
    serious: result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  };
}

/** The serious and critical WCAG 2.2 A/AA violations on the page, as readable lines. */
export async function seriousAxeViolations(page: Page) {
  return (await axeReport(page)).serious;
}
