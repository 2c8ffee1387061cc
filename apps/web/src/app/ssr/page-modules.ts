import type { Locale } from '@app/contract/envelope';
import type { Namespace } from '@/shared/i18n/i18n';
import type { RouteId } from '@/shared/routes/route-table';

/**
 * The source module of each page the server renders (app/router.tsx imports the same files; a
 * test keeps the two equal). The server looks their built files up in Vite's manifest and
 * preloads them with the page, so the browser has the code before it hydrates.
 */
export const pageModules: Partial<Record<RouteId | 'notFound', string>> = {
  home: 'src/app/routes/home.tsx',
  test: 'src/features/tenant/routes/test-page.tsx',
  banner: 'src/features/tenant/routes/banner-detail.tsx',
  program: 'src/features/tenant/routes/programme-detail.tsx',
  refund: 'src/features/tenant/routes/refund.tsx',
  cancellation: 'src/features/tenant/routes/cancellation.tsx',
  terms: 'src/features/tenant/routes/terms.tsx',
  privacy: 'src/features/tenant/routes/privacy.tsx',
  articles: 'src/features/tenant/routes/articles.tsx',
  article: 'src/features/tenant/routes/article-detail.tsx',
  corporateSolution: 'src/features/tenant/routes/corporate-solution.tsx',
  career: 'src/features/tenant/routes/career.tsx',
  about: 'src/features/tenant/routes/about.tsx',
  contact: 'src/features/tenant/routes/contact.tsx',
  faq: 'src/features/tenant/routes/faq.tsx',
  help: 'src/features/tenant/routes/help.tsx',
  login: 'src/app/routes/login.tsx',
  register: 'src/app/routes/register.tsx',
  forgotPassword: 'src/features/account/routes/forgot-password.tsx',
  bootcamps: 'src/features/catalog/routes/bootcamps.tsx',
  education: 'src/features/catalog/routes/education.tsx',
  educationCategory: 'src/features/catalog/routes/education-category.tsx',
  courseList: 'src/features/catalog/routes/course-list.tsx',
  course: 'src/app/routes/course-detail.tsx',
  notFound: 'src/app/layout/not-found-route.tsx',
};

export const FOOTER_MODULE = 'src/features/tenant/components/site-footer.tsx';

/** Every module the first render of a page in a language needs beside the entry. */
export function modulesOf(id: RouteId | 'notFound' | undefined, locale: Locale, ns: Namespace[] = []) {
  return [
    ...(locale === 'en' ? [] : [`src/shared/i18n/locales/${locale}/index.ts`]),
    ...ns.map((n) => `src/shared/i18n/locales/${locale}/${n}.ts`),
    ...(id && pageModules[id] ? [pageModules[id]] : []),
    FOOTER_MODULE,
  ];
}
