import type { BrowserContext, Page } from '@playwright/test';
import {
  axeReport,
  DEMO_ADMIN,
  courseContent,
  expect,
  horizontalOverflow,
  hosts,
  publicPath,
  publicRoutes,
  settled,
  signIn,
  test,
  type AxeReport,
} from './fixtures.ts';
import { arriveFromSite } from './studio-support.ts';

/**
 * axe's WCAG 2.2 A/AA rules on every page of the site and the studio, at desktop width and at
 * 360 px, in each of the three languages (issue 28 item 5). A page is loaded once per language
 * and checked at both widths (the layout follows the viewport without a reload). Each test
 * attaches its table (page, width, violations of any impact) and fails on any serious or
 * critical one, naming the page, the width and the rule.
 */

// axe is injected as an inline <script>, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

const LANGUAGES = ['id', 'en', 'ms'] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [1280, 360] as const;

/** The site and the studio in `lang`, whatever the test fixture's English default says. */
async function speak(context: BrowserContext, lang: Language) {
  await context.addCookies(Object.values(hosts).map((url) => ({ name: 'locale', value: lang, url })));
  // Runs after the fixture's init script (registered first), so this choice wins.
  await context.addInitScript((lang) => {
    try {
      localStorage.setItem('locale', lang);
      localStorage.setItem('studio-locale', lang);
    } catch {
      // about:blank has no storage.
    }
  }, lang);
}

/** Checks the page as it stands at each width; returns one row per width. */
class Sweep {
  rows: { page: string; width: number; total: number }[] = [];
  problems: string[] = [];
  constructor(private readonly page: Page) {}

  async check(name: string) {
    for (const width of WIDTHS) {
      await this.page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      const report: AxeReport = await axeReport(this.page);
      this.rows.push({ page: name, width, total: report.total });
      for (const line of report.serious) this.problems.push(`${name} at ${width} px: ${line}`);
      // Usable at 360 px (WCAG 1.4.10 reflow): nothing scrolls sideways.
      const overflow = await horizontalOverflow(this.page);
      if (overflow > 0) this.problems.push(`${name} at ${width} px scrolls sideways by ${overflow} px`);
    }
  }

  /** Opens `path` and checks it once it has settled (a player only once its heading shows: its video keeps loading). */
  async visit(path: string, name = path, { streams = false } = {}) {
    await this.page.goto(path);
    if (streams) await expect(this.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    else await settled(this.page);
    await this.check(name);
  }

  finish(title: string) {
    test.info().annotations.push({
      type: 'axe violations per page (any impact)',
      description: this.rows.map((r) => `${r.page} @${r.width}: ${r.total}`).join('; '),
    });
    expect(this.problems, `${title}: serious or critical WCAG 2.2 A/AA violations`).toEqual([]);
  }
}

for (const lang of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    // A busy CI machine runs a page's two axe passes in seconds, not the usual one.
    test.describe.configure({ timeout: 300_000 });

    // The public pages in groups of eight: tests of a minute or two that the two workers share.
    const pages = [
      ...publicRoutes,
      // The catalogue's filtered, searched and empty states.
      '/education?category=programming&sort=rating',
      '/course-list?q=excel',
      '/course-list?q=zzqxqzz',
      'not found',
      'tenant B home',
      'tenant B /education',
    ];
    for (let from = 0; from < pages.length; from += 8) {
      const group = pages.slice(from, from + 8);
      test(`public pages ${group[0]} … ${group.at(-1)}, at 1280 and 360 px (${lang})`, async ({
        page,
        context,
        request,
      }) => {
        await speak(context, lang);
        const sweep = new Sweep(page);
        for (const route of group) {
          if (route === 'not found') await sweep.visit('/no/such/page-here', route);
          else if (route === 'tenant B home') await sweep.visit(`${hosts.tenantB}/`, route);
          else if (route === 'tenant B /education') await sweep.visit(`${hosts.tenantB}/education`, route);
          else await sweep.visit(await publicPath(request, route), route);
        }
        sweep.finish(`public pages in ${lang}`);
      });
    }

    test(`every page of a signed-in learner, at 1280 and 360 px (${lang})`, async ({ page, context }) => {
      await speak(context, lang);
      await signIn(page);
      const sweep = new Sweep(page);
      await sweep.visit('/profile/mycourse');
      // The demo learner's finished course: its detail, its player (read only), a quiz's start page.
      const excel = await courseContent(page, 'microsoft-excel-basic-to-advanced');
      await sweep.visit(`/profile/detailcourse/${excel.courseId}`, '/profile/detailcourse/:id');
      await sweep.visit(`/learning/${excel.courseId}`, '/learning/:id', { streams: true });
      // A quiz no other test takes (quiz.spec.ts the first two, keyboard.spec.ts the last): its start page.
      await sweep.visit(`/quiz/${excel.quizIds[2]}`, '/quiz/:id');
      // A course page as a signed-in learner sees it (login required): the catalogue's first course.
      await page.goto('/education');
      await settled(page);
      const course = page
        .getByRole('main')
        .locator('a[href^="/education/"]:not([href^="/education/category"])');
      const coursePath = (await course.first().getAttribute('href'))!;
      await sweep.visit(coursePath, '/education/:slug');
      for (const path of [
        '/profile/transaction',
        '/profile/voucher',
        '/profile/edit',
        '/profile/changepassword',
        '/profile/cv',
      ])
        await sweep.visit(path);
      sweep.finish(`learner pages in ${lang}`);
    });

    test(`every screen of the studio, at 1280 and 360 px (${lang})`, async ({ page, context }) => {
      // Arrives as the English-speaking tests do (the site's menu read in English), then speaks `lang`.
      await arriveFromSite(page);
      await speak(context, lang);
      const sweep = new Sweep(page);
      await sweep.visit(`${hosts.studioA}/courses`, 'studio /courses');
      const first = page.getByRole('main').locator('a[href^="/courses/"]:not([href="/courses/new"])').first();
      const href = (await first.getAttribute('href'))!;
      const id = href.split('/')[2]!;
      await sweep.visit(`${hosts.studioA}/courses/new`, 'studio /courses/new');
      await sweep.visit(`${hosts.studioA}/courses/${id}`, 'studio /courses/:id');
      await sweep.visit(`${hosts.studioA}/courses/${id}/curriculum`, 'studio /courses/:id/curriculum');
      sweep.finish(`studio screens in ${lang}`);
    });

    test(`every sales, vouchers, corporate and learners screen of the studio, at 1280 and 360 px (${lang})`, async ({
      page,
      context,
    }) => {
      // The company's admin: the sales of every course (an order to open), the vouchers, corporate
      // enrolment, the learners.
      await arriveFromSite(page, DEMO_ADMIN);
      await speak(context, lang);
      const sweep = new Sweep(page);
      await sweep.visit(`${hosts.studioA}/sales`, 'studio /sales');
      await sweep.visit(`${hosts.studioA}/sales/orders`, 'studio /sales/orders');
      const order = page.getByRole('main').locator('a[href^="/sales/orders/"]').first();
      const href = (await order.getAttribute('href'))!;
      await sweep.visit(`${hosts.studioA}${href}`, 'studio /sales/orders/:id');
      await sweep.visit(`${hosts.studioA}/sales/refunds`, 'studio /sales/refunds');
      await sweep.visit(`${hosts.studioA}/vouchers`, 'studio /vouchers');
      const voucher = page
        .getByRole('main')
        .locator('a[href^="/vouchers/"]:not([href="/vouchers/new"])')
        .first();
      const voucherHref = (await voucher.getAttribute('href'))!;
      await sweep.visit(`${hosts.studioA}/vouchers/new`, 'studio /vouchers/new');
      await sweep.visit(`${hosts.studioA}${voucherHref}`, 'studio /vouchers/:id');
      // A corporate order of the company to open: one the browser test imported, or one made here.
      const cohortHref = await page.evaluate(async () => {
        const list = (await (await fetch('/api/studio/corporate/orders')).json()) as {
          data: { items: { id: number }[] };
        };
        if (list.data.items[0]) return `/corporate/${list.data.items[0].id}`;
        const options = (await (await fetch('/api/studio/corporate/options')).json()) as {
          data: { courses: { id: number }[] };
        };
        const made = await fetch('/api/studio/corporate/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            client_name: 'PT Axe Sweep',
            invoice_number: `AXE-${Date.now()}`,
            course_ids: [options.data.courses[0]!.id],
            language: 'id',
            csv: `name,email\nAxe Sweep,axe-sweep-${Date.now()}@corp.example\n`,
          }),
        });
        return `/corporate/${((await made.json()) as { data: { id: number } }).data.id}`;
      });
      await sweep.visit(`${hosts.studioA}/corporate`, 'studio /corporate');
      await sweep.visit(`${hosts.studioA}/corporate/new`, 'studio /corporate/new');
      await sweep.visit(`${hosts.studioA}${cohortHref}`, 'studio /corporate/:id');
      await sweep.visit(`${hosts.studioA}/learners`, 'studio /learners');
      const course = page.getByRole('main').locator('a[href^="/learners/courses/"]').first();
      await sweep.visit(
        `${hosts.studioA}${(await course.getAttribute('href'))!}`,
        'studio /learners/courses/:id',
      );
      const learner = page.getByRole('main').locator('a[href^="/learners/people/"]').first();
      await sweep.visit(
        `${hosts.studioA}${(await learner.getAttribute('href'))!}`,
        'studio /learners/people/:id',
      );
      sweep.finish(`studio sales, vouchers, corporate and learners screens in ${lang}`);
    });

    test(`Acme: the studio's main screens and a signed-in learner's pages, at 1280 and 360 px (${lang})`, async ({
      page,
      context,
    }) => {
      // The other company's colours and words: its admin in its studio, then its demo learner.
      await arriveFromSite(page, DEMO_ADMIN, 'B');
      await speak(context, lang);
      const sweep = new Sweep(page);
      for (const path of ['/courses', '/sales', '/sales/orders', '/learners', '/vouchers', '/corporate'])
        await sweep.visit(`${hosts.studioB}${path}`, `Acme studio ${path}`);
      await signIn(page, { origin: hosts.tenantB });
      await sweep.visit(`${hosts.tenantB}/profile/mycourse`, 'Acme /profile/mycourse');
      const owned = await courseContent(page, 'data-analysis-with-excel-and-power-query');
      await sweep.visit(
        `${hosts.tenantB}/profile/detailcourse/${owned.courseId}`,
        'Acme /profile/detailcourse/:id',
      );
      await sweep.visit(`${hosts.tenantB}/learning/${owned.courseId}`, 'Acme /learning/:id', {
        streams: true,
      });
      // Its start page only (keyboard.spec.ts takes the first quiz).
      await sweep.visit(`${hosts.tenantB}/quiz/${owned.quizIds.at(-1)}`, 'Acme /quiz/:id');
      for (const path of ['/profile/transaction', '/profile/voucher', '/profile/cv'])
        await sweep.visit(`${hosts.tenantB}${path}`, `Acme ${path}`);
      sweep.finish(`Acme's studio and learner pages in ${lang}`);
    });

    test(`every announcements screen of the studio and the unsubscribe page, at 1280 and 360 px (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      // The company's admin: the history, the form, its preview, an announcement sent (issue 25
      // item 6); then a learner's unsubscribe page on the site, from the mail in the outbox.
      await arriveFromSite(page, DEMO_ADMIN);
      await speak(context, lang);
      const sweep = new Sweep(page);
      await sweep.visit(`${hosts.studioA}/announcements`, 'studio /announcements');
      await sweep.visit(`${hosts.studioA}/announcements/new`, 'studio /announcements/new');
      const courseBox = page.locator('#announcement-course');
      const option = courseBox.locator('option:not([value=""])').first();
      await courseBox.selectOption((await option.getAttribute('value'))!);
      const subject = `Axe ${lang} ${Date.now().toString(36)}`;
      await page.locator('#announcement-subject-id').fill(subject);
      await page.locator('#announcement-body-id').fill('Halo semua,\n\nSesi langsung hari Jumat.');
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('#announcement-preview-heading')).toBeFocused();
      // The mail drawn in its frame (no `networkidle` ever comes for a page with a srcdoc frame).
      await expect(page.frameLocator('iframe').getByRole('img').first()).toBeVisible();
      await sweep.check('studio /announcements/new (preview)');
      const sent = await page.evaluate(
        async (body) => {
          const res = await fetch('/api/studio/announcements', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return ((await res.json()) as { data: { id: string } }).data.id;
        },
        {
          audience: { kind: 'course', course_id: Number(await courseBox.inputValue()) },
          subject: { id: subject, en: '', ms: '' },
          body: { id: 'Halo semua.', en: '', ms: '' },
        },
      );
      await sweep.visit(`${hosts.studioA}/announcements/${sent}`, 'studio /announcements/:id');
      let link: string | undefined;
      await expect(async () => {
        const outbox = (await (await request.get(`${hosts.api}/dev/outbox.json?limit=200`)).json()) as {
          data: { subject: string; links: string[] }[];
        };
        link = outbox.data.find((m) => m.subject === subject)?.links.find((l) => l.includes('/unsubscribe/'));
        expect(link).toBeDefined();
      }).toPass({ timeout: 30_000 });
      await sweep.visit(link!, 'site /unsubscribe/:token');
      await sweep.visit(
        `${hosts.tenantA}/unsubscribe/${'x'.repeat(83)}`,
        'site /unsubscribe/:token (broken)',
      );
      sweep.finish(`studio announcements screens and the unsubscribe page in ${lang}`);
    });
  });
}
