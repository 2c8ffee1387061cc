import type { Page } from '@playwright/test';
import {
  companies,
  expect,
  horizontalOverflow,
  hosts,
  seriousAxeViolations,
  signIn,
  test,
} from './fixtures.ts';

/**
 * Learning in a real browser against the real built app and API, nothing mocked: my courses →
 * continue → a video plays and resumes after a reload → a reading marked done raises the progress
 * → the last reading of a course finishes it → its certificate downloads → its public
 * verification page, logged out. The demo learner's courses (apps/api/src/db/seed/learning.ts):
 * one finished with its certificate, one a reading short of done, one under way. The tests change
 * different courses, so they can run side by side.
 */

/** The demo learner's name (the seed's). */
const LEARNER_NAME = 'Rina Wulandari';

// axe is injected as an inline <script>, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

/** The card of one of my courses, found by what its progress says. */
const courseCard = (page: Page, title: RegExp) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/**
 * The three courses the seed gives the demo learner in tenant A (DEMO_LEARNER_COURSES). Other
 * browser tests buy more courses for the same learner, so the list may hold more than these.
 */
const SEEDED_COURSES = [
  'Python for Data Analysis',
  'Digital Marketing Fundamentals',
  'Microsoft Excel: Basic to Advanced',
];

async function myCourseTitles(page: Page) {
  await page.goto('/profile/mycourse');
  await expect(page.getByRole('heading', { level: 1, name: /^My / })).toBeVisible();
  const cards = page.getByRole('tabpanel').getByRole('article');
  for (const title of SEEDED_COURSES) await expect(courseCard(page, new RegExp(`^${title}$`))).toBeVisible();
  const read = async (title: string) => {
    const card = courseCard(page, new RegExp(`^${title}$`));
    return {
      title,
      percent: Number(await card.getByRole('progressbar').getAttribute('aria-valuenow')),
    };
  };
  expect(await cards.count()).toBeGreaterThanOrEqual(SEEDED_COURSES.length);
  return Promise.all(SEEDED_COURSES.map(read));
}

const coursePercent = async (page: Page) =>
  Number(
    await page.getByRole('progressbar', { name: 'Course progress' }).first().getAttribute('aria-valuenow'),
  );

test.describe('learning', () => {
  test('my courses: progress, last activity, tabs and the minutes-learned chart, at 360 px too', async ({
    page,
  }) => {
    await signIn(page);
    const courses = await myCourseTitles(page);
    // One finished, one almost, one under way (the demo learner's seed).
    expect(courses.map((c) => c.percent).sort((a, b) => a - b)[2]).toBe(100);
    await expect(page.getByRole('heading', { name: 'Minutes learned' })).toBeVisible();
    await expect(page.getByText(/minutes in the last 4 weeks, on \d+ days/)).toBeVisible();
    // The chart's text alternative: a table of the 28 days.
    await page.getByText('Show the numbers').click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(29);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The navbar's courses item is highlighted here (product §2).
    await page.getByRole('button', { name: /My Account/ }).click();
    await expect(page.getByRole('menuitem', { name: 'My Courses' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');

    // Tabs by keyboard: the completed tab holds the finished course (and the one another test may
    // have just finished), every card at 100 %.
    await page.getByRole('tab', { name: /^All/ }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: /^Completed/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=completed/);
    await expect(courseCard(page, /^Python for Data Analysis$/)).toBeVisible();
    // Asked again until the list has switched: Python is on both tabs, so seeing it proves nothing.
    await expect
      .poll(() =>
        page
          .getByRole('tabpanel')
          .getByRole('progressbar')
          .evaluateAll(
            (bars) => bars.length > 0 && bars.every((b) => b.getAttribute('aria-valuenow') === '100'),
          ),
      )
      .toBe(true);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/profile/mycourse');
    await expect(courseCard(page, /^Microsoft Excel: Basic to Advanced$/)).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('continue → the player; a reading marked done raises the progress; the lesson list is a drawer at 360 px', async ({
    page,
  }) => {
    await signIn(page);
    const courses = await myCourseTitles(page);
    const underWay = courses.reduce((a, b) => (b.percent < a.percent ? b : a));
    await courseCard(page, new RegExp(underWay.title))
      .getByRole('link', { name: /^Continue/ })
      .click();
    await expect(page).toHaveURL(/\/learning\/\d+\?lesson=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await coursePercent(page)).toBe(underWay.percent);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A reading not done yet, from the curriculum beside the lesson.
    const list = page.getByRole('complementary', { name: 'Course content' });
    const reading = list.getByRole('link', { name: /Reading.*Not done yet/ }).first();
    const title = (await reading.locator('span.block').textContent())!.trim();
    await reading.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const before = await coursePercent(page);
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();
    await expect.poll(() => coursePercent(page)).toBeGreaterThan(before);
    await expect(list.getByRole('link', { name: new RegExp(`${title}.*, Done`) }).first()).toBeVisible();

    // The reload keeps the lesson (?lesson=) and the server kept the tick.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();

    // At 360 px the curriculum is a drawer: it opens, holds the lessons, and Escape closes it.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Lessons' }).click();
    const drawer = page.getByRole('dialog', { name: 'Course content' });
    await expect(drawer.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);

    // My courses shows the new share too.
    await page.goto('/profile/mycourse');
    await expect(courseCard(page, new RegExp(underWay.title)).getByRole('progressbar')).not.toHaveAttribute(
      'aria-valuenow',
      String(underWay.percent),
    );
  });

  test('finishing a course: the last reading → certificate PDF → public verification, logged out', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const courses = await myCourseTitles(page);
    const almost = courses.filter((c) => c.percent < 100).reduce((a, b) => (b.percent > a.percent ? b : a));
    // Continue goes to the one lesson left: a reading.
    await courseCard(page, new RegExp(almost.title))
      .getByRole('link', { name: /^Continue/ })
      .click();
    await expect(page.getByText(/Reading ·/)).toBeVisible();
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await expect(page.getByText('Course complete: your certificate is ready.')).toBeVisible();
    expect(await coursePercent(page)).toBe(100);
    await page.getByRole('link', { name: 'See your certificate' }).click();

    // My course detail: every lesson ticked, the certificate to download and its public page.
    await expect(page).toHaveURL(/\/profile\/detailcourse\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: almost.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /Not done yet/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Quiz scores' })).toBeVisible();
    const certificate = page.getByRole('region', { name: 'Your certificate' });
    const code = (await certificate.locator('.font-mono').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await certificate.getByRole('button', { name: 'Download certificate' }).click();
    expect((await download).suggestedFilename()).toBe(`certificate-${code}.pdf`);
    const verifyHref = await certificate
      .getByRole('link', { name: /Public verification page/ })
      .getAttribute('href');
    expect(verifyHref).toBe(`/certificates/${code}`);

    // Anyone with the link, not logged in, sees who earned it and that it is valid.
    const visitor = await browser.newContext({ baseURL: hosts.tenantA, bypassCSP: true });
    const anonymous = await visitor.newPage();
    await anonymous.addInitScript(() => localStorage.setItem('locale', 'en'));
    await anonymous.goto(verifyHref!);
    await expect(anonymous.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(anonymous.getByText(LEARNER_NAME)).toBeVisible();
    await expect(anonymous.getByText(almost.title)).toBeVisible();
    expect(await seriousAxeViolations(anonymous)).toEqual([]);
    await anonymous.goto('/certificates/AAAA-BBBB-CCCC');
    await expect(anonymous.getByRole('heading', { name: 'No certificate with this code' })).toBeVisible();
    await visitor.close();
  });

  test('a video plays, reports what it played, and resumes where it stopped after a reload', async ({
    page,
  }) => {
    await signIn(page);
    const courses = await myCourseTitles(page);
    const underWay = courses.reduce((a, b) => (b.percent < a.percent ? b : a));
    await courseCard(page, new RegExp(underWay.title))
      .getByRole('link', { name: /^Continue/ })
      .click();
    const list = page.getByRole('complementary', { name: 'Course content' });
    await list
      .getByRole('link', { name: /Video.*Not done yet/ })
      .first()
      .click();
    const video = page.locator('video');
    await expect(video).toBeVisible();
    await expect(page.getByText('Keyboard shortcuts (when the video has focus)')).toBeVisible();
    // The lesson is as long as the clip it plays, said in seconds (docs/product.md §15).
    await expect(page.getByText(/· Video · \d\d sec$/)).toBeVisible();
    // Until it plays, its title card names the company, the course and the lesson: the clip has no words.
    const lessonTitle = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const titleCard = page.getByTestId('title-card');
    for (const text of [companies.tenantA, underWay.title, lessonTitle])
      await expect(titleCard).toContainText(text);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const reports = page.waitForRequest(
      (r) => r.url().includes('/api/add-lesson-progress') && r.method() === 'POST',
    );
    // Keyboard control: focus the video, k plays.
    await video.focus();
    await page.keyboard.press('k');
    const started = (await reports).postDataJSON() as Record<string, unknown>;
    await expect(titleCard).toBeHidden();
    expect(started).toMatchObject({ position: expect.any(Number) });
    expect(started).not.toHaveProperty('played_from');
    // It resumes where the learner stopped (12 s in the demo): three seconds played from there.
    const from = Number(started.position);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(from + 3);
    // Pause (space) reports the stretch played; then reload and resume there.
    const stretch = page.waitForRequest(
      (r) => r.url().includes('/api/add-lesson-progress') && Boolean(r.postDataJSON()?.played_to),
    );
    await page.keyboard.press(' ');
    const request = await stretch;
    const played = request.postDataJSON() as { played_from: number; played_to: number };
    expect(played.played_to).toBeGreaterThan(played.played_from);
    // The server's answer: what was played counts.
    const answer = (await (await request.response())!.json()) as { data: { watched_percent: number } };
    expect(answer.data.watched_percent).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByText(/Resuming at \d+:\d\d/)).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThanOrEqual(Math.floor(played.played_to) - 1);
  });

  test('an Acme video lesson: Acme’s title card before it plays, captions in English and Malay', async ({
    page,
  }) => {
    await signIn(page, { origin: hosts.tenantB });
    await page.goto(`${hosts.tenantB}/profile/mycourse`);
    const card = page.getByRole('tabpanel').getByRole('article').first();
    const courseTitle = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('link', { name: /^Continue/ }).click();
    await page.getByRole('complementary').getByRole('link', { name: /Video/ }).first().click();
    const video = page.locator('video');
    await expect(video).toBeVisible();
    const lessonTitle = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const titleCard = page.getByTestId('title-card');
    for (const text of [companies.tenantB, courseTitle, lessonTitle])
      await expect(titleCard).toContainText(text);
    const tracks = await video
      .locator('track')
      .evaluateAll((list) =>
        list.map((t) => [(t as HTMLTrackElement).srclang, (t as HTMLTrackElement).label]),
      );
    expect(tracks).toEqual([
      ['en', 'English'],
      ['ms', 'Bahasa Melayu'],
    ]);
    // Malay captions on: the track that shows is the Malay one, and it describes the sound.
    await page.getByRole('combobox', { name: 'Captions' }).selectOption('ms');
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => {
          const track = Array.from(v.textTracks).find((t) => t.mode === 'showing');
          return track ? `${track.language}: ${(track.cues?.[0] as VTTCue | undefined)?.text ?? ''}` : '';
        }),
      )
      .toMatch(/^ms: \[Bunyi loceng lembut/);
  });
});
