import type { Page } from '@playwright/test';
import { APP_CODE, expect, hosts, signIn, test } from './fixtures.ts';

/**
 * One money format (issue 23 item 2, docs/decisions.md §34): every price-looking text on every
 * page that shows prices has the one form of its company and language. Rupiah: "Rp 279.000" in
 * Indonesian, "Rp 279,000" in English and Malay. Ringgit: "RM 399.00" in English and Malay
 * ("RM 399,00" in Indonesian). Never "IDR"/"MYR", never "Rp99.000" or "RM4,800", never a
 * no-break space. Each company's test walks its pages in id, en and ms with one pending order of
 * its own, which it cancels at the end, so it runs beside the other specs.
 */

// Slow: three languages × eight pages, on a 2-core machine beside the other specs.
test.describe.configure({ timeout: 240_000 });

type Lang = 'id' | 'en' | 'ms';
type Currency = 'IDR' | 'MYR';

/** The one form of an amount, whole (no sign: a minus before the symbol is outside the match). */
const FORM: Record<Currency, Record<Lang, RegExp>> = {
  IDR: {
    id: /^Rp \d{1,3}(?:\.\d{3})*$/,
    en: /^Rp \d{1,3}(?:,\d{3})*$/,
    ms: /^Rp \d{1,3}(?:,\d{3})*$/,
  },
  MYR: {
    id: /^RM \d{1,3}(?:\.\d{3})*,\d{2}$/,
    en: /^RM \d{1,3}(?:,\d{3})*\.\d{2}$/,
    ms: /^RM \d{1,3}(?:,\d{3})*\.\d{2}$/,
  },
};

/**
 * Anything that looks like a price: a symbol or ISO code with digits after it (with any or no
 * space), or digits with a code after them. Not preceded by a letter, so "FORM 3" is not one.
 */
const PRICE_LIKE =
  /(?<![A-Za-z])(?:IDR|MYR|Rp|RM)[\s\u00a0\u202f]*\d(?:[\d.,]*\d)?|\d(?:[\d.,]*\d)?[\s\u00a0\u202f]?(?:IDR|MYR)(?![A-Za-z])/g;

/** Price-looking texts of `text` that are not in the one form. */
const offForm = (text: string, currency: Currency, lang: Lang) =>
  [...text.matchAll(PRICE_LIKE)].map((m) => m[0]).filter((price) => !FORM[currency][lang].test(price));

/** The prices of `text` (in any form). */
const pricesIn = (text: string) => [...text.matchAll(PRICE_LIKE)].map((m) => m[0]);

const COMPANIES = [
  { name: 'Cendekia', origin: hosts.tenantA, currency: 'IDR', voucher: null },
  // SAVE15: 15% off, up to RM 50 from RM 100; no other spec applies it, and cancelling frees it.
  { name: 'Acme', origin: hosts.tenantB, currency: 'MYR', voucher: 'SAVE15' },
] as const;

/** Slugs other specs buy or check as untouched: this spec never orders them. */
const OTHER_SPECS_COURSES = new Set([
  'sql-for-business-analysts',
  'data-analysis-with-excel',
  'career-kickstart-your-first-90-days',
  'statistics-for-decision-making',
  'git-and-github-for-teams',
  'seo-for-online-stores',
  'microsoft-excel-basic-to-advanced',
  'digital-marketing-fundamentals',
]);

interface Course {
  id: number;
  slug: string;
  price: number;
  discount_price: number | null;
}

/** A public call of the page's origin, as the SPA makes it (learning host or content headers). */
async function publicData<T>(page: Page, path: string, kind: 'learning' | 'content'): Promise<T> {
  return page.evaluate(
    async ({ path, kind, appCode }) => {
      const headers: Record<string, string> = { app_code: appCode };
      if (kind === 'learning') {
        const config = (await (await fetch('/config.json')).json()) as Record<string, string>;
        headers.authorization = `Basic ${btoa(`${config.LEARNING_BASIC_USER}:${config.LEARNING_BASIC_PASSWORD}`)}`;
      }
      const res = await fetch(path, { headers });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return ((await res.json()) as { data: unknown }).data;
    },
    { path, kind, appCode: APP_CODE },
  ) as Promise<T>;
}

/** A call of the token client from the page. */
async function tokenCall<T>(page: Page, token: string, path: string, method = 'GET', form?: object) {
  return page.evaluate(
    async ({ path, method, token, form }) => {
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        ...(form && { body: new URLSearchParams(form as Record<string, string>).toString() }),
      });
      return { status: res.status, data: ((await res.json()) as { data: unknown }).data };
    },
    { path, method, token, form },
  ) as Promise<{ status: number; data: T }>;
}

/**
 * A discounted course to order: one no other spec touches, that the learner neither owns nor has
 * ordered, and whose own catalogue texts (examples/tenants/<company>/catalog) carry no hand-typed
 * amount such as a mentor's "RM 500 million": a magnitude in prose, not a price the app formats.
 */
async function courseToOrder(page: Page, token: string, avoidDearest: boolean): Promise<Course> {
  const list = await publicData<Course[]>(
    page,
    '/api/courses/get-course-list?limit=100&sort=price_desc&lang=en',
    'learning',
  );
  for (const course of list.slice(avoidDearest ? 1 : 0)) {
    if (OTHER_SPECS_COURSES.has(course.slug)) continue;
    if (course.discount_price === null || course.discount_price >= course.price) continue;
    const mine = await tokenCall<{ booking: unknown; paid: boolean }>(
      page,
      token,
      `/api/v1/bookings/course?course_id=${course.id}`,
    );
    if (mine.data.booking !== null || mine.data.paid) continue;
    const texts = await Promise.all(
      (['id', 'en', 'ms'] as const).map((lang) =>
        publicData<unknown>(page, `/api/courses/course-show/${course.slug}?lang=${lang}`, 'learning'),
      ),
    );
    if (/(?<![A-Za-z])(?:Rp|RM) ?\d/.test(JSON.stringify(texts))) continue;
    return course;
  }
  throw new Error('no demo course fits this test');
}

/** The page in `lang` from now on: the switch's stored choice and the cookie the server reads. */
async function useLanguage(page: Page, origin: string, lang: Lang) {
  await page.context().addCookies([{ name: 'locale', value: lang, url: origin }]);
  await page.evaluate((l) => localStorage.setItem('locale', l), lang);
}

/** Opens `path` in full (no skeleton left, nothing loading) and answers its visible text. */
async function visibleText(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Sections further down (best sellers, lists) load as they come into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .skeleton')).toHaveCount(0);
  return page.locator('body').innerText();
}

for (const company of COMPANIES) {
  test(`${company.name}: every price on every page has the one form of each language`, async ({ page }) => {
    test.slow();
    const { origin, currency } = company;
    const { token } = await signIn(page, { origin });
    const course = await courseToOrder(page, token, currency === 'MYR');
    const placed = await tokenCall<{ id: number }>(
      page,
      token,
      `/api/v1/bookings?course_id=${course.id}`,
      'POST',
    );
    expect(placed.status, 'the order is placed').toBe(200);
    const bookingId = placed.data.id;
    if (company.voucher) {
      const applied = await tokenCall(page, token, '/api/v1/bookings/apply_voucher', 'POST', {
        id: String(bookingId),
        voucher: company.voucher,
      });
      expect(applied.status, `${company.voucher} applies`).toBe(200);
    }
    const paid = await tokenCall<{ id: number }[]>(
      page,
      token,
      '/api/v1/bookings/history?q[order_status_eq]=paid',
    );
    const [programme] = await publicData<{ id: number }[]>(page, '/api/programmes/get-programmes', 'content');
    const [banner] = await publicData<{ id: number }[]>(page, '/api/banner/get-banner', 'content');

    // Pages and whether each must show at least one price (a page without any proves nothing).
    const pages: [string, boolean][] = [
      ['/', false],
      ['/education', true],
      [`/education/${course.slug}`, true],
      ['/profile/transaction', true],
      ['/profile/voucher', true],
      [`/payment?booking=${bookingId}`, true],
      [`/payment?booking=${paid.data[0]!.id}`, true],
      [`/program/${programme!.id}`, true],
      [`/banner/${banner!.id}`, false],
      ['/career', true],
    ];
    try {
      const languages = ['id', 'en', 'ms'] as const;
      for (const [k, lang] of languages.entries()) {
        await useLanguage(page, origin, lang);
        // Each page in one of the three languages in turn, the checkout in all three: every
        // language meets every kind of price (list, card, order, voucher, content) at a third of
        // the visits, since one formatter serves them all.
        const visits = pages.filter(([path], i) => i % languages.length === k || path.startsWith('/payment'));
        for (const [path, mustShow] of visits) {
          const text = await visibleText(page, `${origin}${path}`);
          const where = `${company.name} ${lang} ${path}`;
          expect(offForm(text, currency, lang), `${where}: prices not in the one form`).toEqual([]);
          expect(text, `${where}: an ISO code instead of the symbol`).not.toMatch(
            /(?<![A-Za-z])(?:IDR|MYR)(?![A-Za-z])/,
          );
          if (mustShow) expect(pricesIn(text).length, `${where}: shows a price`).toBeGreaterThan(0);
          if (path === `/payment?booking=${bookingId}`) {
            // The percent of a voucher is never shown without its cap, on My Vouchers and at
            // checkout (read on the checkout just opened, not on a second load of it).
            const capped = currency === 'IDR' ? 'HEMAT20' : 'SAVE15';
            const rule = page
              .getByRole('main')
              .getByText(/\d+ ?%.*(?:Rp|RM) \d/)
              .first();
            await expect(rule, `${company.name} ${lang}: ${capped}'s cap at checkout`).toBeVisible();
          }
        }
      }

      // The sandbox gateway's page is in English, with the same form.
      await useLanguage(page, origin, 'en');
      await page.goto(`${origin}/payment?booking=${bookingId}`);
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      const sandbox = await page.locator('body').innerText();
      expect(pricesIn(sandbox).length, 'the sandbox page shows the amount').toBeGreaterThan(0);
      expect(offForm(sandbox, currency, 'en'), 'sandbox page: prices not in the one form').toEqual([]);
    } finally {
      // From a page of the company's own: the sandbox page's policy allows no calls.
      await page.goto(`${origin}/faq`);
      const cancelled = await tokenCall(page, token, `/api/v1/bookings/${bookingId}/cancel`, 'POST');
      expect(cancelled.status, 'the order is cancelled again').toBe(200);
    }
  });
}
