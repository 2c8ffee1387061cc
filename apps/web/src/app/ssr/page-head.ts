import type { QueryClient } from '@tanstack/react-query';
import type { CourseDetail, CourseSummary } from '@app/contract/catalog/schemas';
import type { Locale } from '@app/contract/envelope';
import type { PageHead } from '@app/contract/ssr';
import type { Article, FaqItem, General } from '@app/contract/tenant/schemas';
import type { Brand } from '@/shared/config/brand-store';
import { LOCALES } from '@/shared/i18n/i18n';
import { serverPageMeta } from '@/shared/lib/server-page-meta';
import { routeTable, type RouteEntry } from '@/shared/routes/route-table';

/** Fixed addresses of pages search engines should not list. */
const NOINDEX_PATHS = new Set(
  Object.values(routeTable as Record<string, RouteEntry>)
    .filter((route) => route.noindex)
    .map((route) => route.pattern),
);

export interface HeadInput {
  client: QueryClient;
  /** Path and query as requested. */
  url: string;
  /** Scheme, host and port of the tenant's site, e.g. https://academy.example. */
  origin: string;
  locale: Locale;
  defaultLocale: Locale;
  brand: Partial<Brand>;
  general: General | undefined;
  /** The rendered markup of #root. */
  html: string;
  missing: boolean;
  /** The query parameters that define the page (the route table's `query`). */
  query: readonly string[];
}

const MAX_DESCRIPTION = 200;

/** The text of markup: tags dropped, the entities React writes decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|quot|#x27|#39|amp);/g, (_, e: string) =>
      e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'amp' ? '&' : "'",
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (text: string) =>
  text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, '')}…`;

/** The page's own content: what is inside <main>. */
const mainOf = (html: string) => html.slice(Math.max(0, html.indexOf('<main')));

/** The first paragraph of the page's content long enough to describe it. */
function firstParagraph(html: string): string | null {
  for (const [, inner] of mainOf(html).matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)) {
    const text = textOf(inner ?? '');
    if (text.length >= 40) return clip(text);
  }
  return null;
}

/** The first picture of the page's content (the hero, a course cover, the article's image). */
function firstImage(html: string): string | null {
  const src = /<img\b[^>]*\ssrc="([^"]+)"/.exec(mainOf(html))?.[1];
  return src ? textOf(src) : null;
}

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

/**
 * A defining parameter's value as the page reads it, or null when the page would show the same
 * without it: page 1 is the address without `page`, as the app's own links write it.
 */
function definingValue(name: string, value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (name !== 'page') return text || null;
  return /^\d+$/.test(text) && Number(text) > 1 ? String(Number(text)) : null;
}

/**
 * The page's own address: its path and the query parameters that define it, in the route
 * table's order; any other (`?utm_source=`, `?foo=`) is dropped, so one page has one address.
 */
function pageAddress(origin: string, url: string, query: readonly string[]): URL {
  const requested = new URL(url, origin);
  const address = new URL(requested.pathname, origin);
  for (const name of query) {
    const value = definingValue(name, requested.searchParams.get(name));
    if (value !== null) address.searchParams.set(name, value);
  }
  return address;
}

/** An address in a language: the default language has no `lang` parameter. */
function inLanguage(address: URL, locale: Locale | null, defaultLocale: Locale): string {
  const copy = new URL(address);
  copy.searchParams.delete('lang');
  if (locale && locale !== defaultLocale) copy.searchParams.set('lang', locale);
  copy.hash = '';
  return copy.toString();
}

type Queries = [readonly unknown[], unknown][];

/** The courses the page lists: the answers of its course-list, category or search queries. */
function listedCourses(queries: Queries): CourseSummary[] {
  const lists = new Set(['course-list', 'category-courses', 'search']);
  return queries.flatMap(([key, data]) =>
    key[0] === 'catalog' && lists.has(key[1] as string)
      ? (((data as { data?: CourseSummary[] } | undefined)?.data ?? []) as CourseSummary[])
      : [],
  );
}

function organization(origin: string, general: General | undefined, brand: Partial<Brand>) {
  const name = general?.company_name ?? brand.companyName ?? '';
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name,
    url: `${origin}/`,
    ...(general?.file_path_logo && { logo: absolute(origin, general.file_path_logo) }),
    ...(general?.support_email && { email: general.support_email }),
    ...(general?.support_phone && { telephone: general.support_phone }),
    ...(general?.social.length && { sameAs: general.social.map((s) => s.url) }),
  };
}

function courseList(origin: string, courses: CourseSummary[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Course',
        name: course.title,
        description: course.subtitle || course.title,
        url: absolute(origin, `/education/${encodeURIComponent(course.slug)}`),
        image: absolute(origin, course.image),
        provider: { '@id': `${origin}/#organization` },
        inLanguage: course.language,
        offers: {
          '@type': 'Offer',
          category: (course.discount_price ?? course.price) > 0 ? 'Paid' : 'Free',
          price: course.discount_price ?? course.price,
          priceCurrency: course.currency,
        },
        ...aggregateRating(course),
      },
    })),
  };
}

/** A course's schema.org rating, only once it has ratings (a list item's and a course page's). */
const aggregateRating = (course: { rating_avg: number; rating_count: number }) =>
  course.rating_count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: course.rating_avg,
          ratingCount: course.rating_count,
          bestRating: 5,
        },
      }
    : {};

/** An ISO 8601 duration: 330 minutes is PT5H30M. */
function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

/**
 * A course page open to visitors (product §2, §17): the schema.org Course, offered by the company
 * online at its price, in the language it is taught in.
 */
function courseDetail(origin: string, url: string, course: CourseDetail, providerName: string) {
  const price = course.discount_price ?? course.price;
  const paragraph = course.description.find((block) => block.type === 'p')?.text;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: clip(course.subtitle || paragraph || course.title),
    url,
    image: absolute(origin, course.image),
    inLanguage: course.language,
    provider: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: providerName,
      url: `${origin}/`,
    },
    offers: [
      {
        '@type': 'Offer',
        category: price > 0 ? 'Paid' : 'Free',
        price,
        priceCurrency: course.currency,
        url,
        availability: 'https://schema.org/InStock',
      },
    ],
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(course.duration_minutes > 0 && { courseWorkload: isoDuration(course.duration_minutes) }),
        instructor: { '@type': 'Person', name: course.mentor.name },
      },
    ],
    ...aggregateRating(course),
  };
}

export function pageHead(input: HeadInput): PageHead {
  const { origin, general, brand, html } = input;
  const queries = input.client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => [q.queryKey, q.state.data] as [readonly unknown[], unknown]);
  const siteName = general?.company_name ?? brand.companyName ?? '';
  const address = pageAddress(origin, input.url, input.query);
  const canonical = inLanguage(address, input.locale, input.defaultLocale);
  const article = queries.find(([key]) => key[0] === 'article')?.[1] as Article | undefined;
  const image = firstImage(html) ?? general?.file_path_logo ?? null;

  const jsonLd: Record<string, unknown>[] = [
    { '@context': 'https://schema.org', ...organization(origin, general, brand) },
  ];
  const courses = listedCourses(queries);
  if (courses.length > 0) jsonLd.push(courseList(origin, courses));
  const course = queries.find(([key]) => key[0] === 'catalog' && key[1] === 'course')?.[1] as
    CourseDetail | undefined;
  if (course) jsonLd.push(courseDetail(origin, canonical, course, siteName));
  const crumbs = serverPageMeta.crumbs;
  if (crumbs && crumbs.length > 0)
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.label,
        item: crumb.to ? inLanguage(new URL(crumb.to, origin), input.locale, input.defaultLocale) : canonical,
      })),
    });
  const faq = queries.find(([key]) => key[0] === 'faq')?.[1] as FaqItem[] | undefined;
  if (faq && faq.length > 0)
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  if (article)
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      image: absolute(origin, article.image),
      author: { '@type': 'Person', name: article.author },
      datePublished: article.published_at,
      publisher: { '@id': `${origin}/#organization` },
    });

  return {
    title: serverPageMeta.title || siteName,
    description: firstParagraph(html) ?? clip(general?.tagline ?? siteName),
    image: image ? absolute(origin, image) : null,
    canonical,
    alternates: [
      ...LOCALES.map(({ code }) => ({
        hreflang: code,
        href: inLanguage(address, code, input.defaultLocale),
      })),
      { hreflang: 'x-default', href: inLanguage(address, null, input.defaultLocale) },
    ],
    ogType: article ? 'article' : 'website',
    siteName,
    locale: input.locale,
    jsonLd,
    noindex: input.missing || NOINDEX_PATHS.has(address.pathname),
  };
}
