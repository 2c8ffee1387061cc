import type { Page } from '@playwright/test';
import {
  APP_CODE,
  DEMO_LEARNER,
  expect,
  hosts,
  mainHeading,
  publicRoutes,
  signIn,
  test,
} from './fixtures.ts';

/**
 * Issue 23 item 3: a company's own words. Acme sells "classes": every public and learner page of
 * Acme, in English, is walked and fails on the default noun ("course", "courses") anywhere a
 * learner reads or hears it: the visible text and the accessible names, placeholders and titles.
 */

test.use({ bypassCSP: true });

/** Routes whose content is the same for every company (the spec's /test page). */
const SKIPPED = new Set(['/test']);

/** The learner's pages of Acme, with ids read from the API as the app reads them. */
async function learnerPaths(page: Page) {
  const ids = await page.evaluate(async (email) => {
    const config = (await (await fetch('/config.json')).json()) as Record<string, string>;
    const headers = {
      authorization: `Basic ${btoa(`${config.LEARNING_BASIC_USER}:${config.LEARNING_BASIC_PASSWORD}`)}`,
      'x-auth-token': localStorage.getItem('token') ?? '',
    };
    const mine = (await (
      await fetch(`/api/courses/get-my-learning/${encodeURIComponent(email)}?lang=en`, { headers })
    ).json()) as { data: { courses: { id: number; slug: string }[] } };
    const course = mine.data.courses[0]!;
    const content = (await (await fetch(`/api/get-content/${course.slug}?lang=en`, { headers })).json()) as {
      data: { sections: { lessons: { id: number; type: string }[] }[] };
    };
    const lessons = content.data.sections.flatMap((s) => s.lessons);
    return { course, quiz: lessons.find((l) => l.type === 'quiz')?.id };
  }, DEMO_LEARNER.email);
  return [
    '/profile/mycourse',
    `/profile/detailcourse/${ids.course.id}`,
    `/education/${ids.course.slug}`,
    `/learning/${ids.course.id}`,
    ...(ids.quiz ? [`/quiz/${ids.quiz}`] : []),
    '/profile/transaction',
    '/profile/voucher',
    '/profile/edit',
    '/profile/cv',
  ];
}

/** What a learner reads or hears on the page: its text and the names and hints of its elements. */
function wordsOnPage(page: Page) {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'];
    const named = Array.from(document.querySelectorAll('*')).flatMap((el) =>
      attributes.map((a) => el.getAttribute(a)).filter((v): v is string => Boolean(v)),
    );
    return [document.title, document.body.innerText, ...named].join('\n');
  });
}

/** The lines that name the default noun. */
const defaultNoun = (text: string) => text.split('\n').filter((line) => /\bcourses?\b/i.test(line));

/**
 * Every public page of Acme, then (signed in as the demo learner) every learner page, each checked
 * by `check`, which answers the offending lines of the page's words.
 */
async function walkAcme(page: Page, check: (words: string) => string[]) {
  const origin = hosts.tenantB;
  await page.goto(origin);
  const ids = await page.evaluate(async (appCode) => {
    const config = (await (await fetch('/config.json')).json()) as Record<string, string>;
    const basic = `Basic ${btoa(`${config.LEARNING_BASIC_USER}:${config.LEARNING_BASIC_PASSWORD}`)}`;
    const first = async (path: string, headers: Record<string, string>) =>
      ((await (await fetch(path, { headers })).json()) as { data: { id: number; slug: string }[] }).data[0]!;
    return {
      banner: (await first('/api/banner/get-banner', { app_code: appCode })).id,
      programme: (await first('/api/programmes/get-programmes', { app_code: appCode })).id,
      category: (await first('/api/category/get-category', { authorization: basic })).slug,
    };
  }, APP_CODE);
  const publicPaths: string[] = publicRoutes
    .filter((route) => !SKIPPED.has(route))
    .map((route) =>
      route
        .replace('/banner/:id', `/banner/${ids.banner}`)
        .replace('/program/:id', `/program/${ids.programme}`)
        .replace(':category', encodeURIComponent(ids.category)),
    );
  publicPaths.push('/course-list?q=data');

  const found: string[] = [];
  const visit = async (path: string) => {
    await page.goto(`${origin}${path}`);
    await expect(mainHeading(page), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const line of check(await wordsOnPage(page))) found.push(`${path}: ${line.trim()}`);
  };
  for (const path of publicPaths) await visit(path);
  await signIn(page, { origin });
  for (const path of await learnerPaths(page)) await visit(path);
  return found;
}

test('Acme says "class" on every public and learner page, never "course"', async ({ page }) => {
  test.setTimeout(240_000);
  expect(await walkAcme(page, defaultNoun), 'the default noun on Acme pages').toEqual([]);
});
