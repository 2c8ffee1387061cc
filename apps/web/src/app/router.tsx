import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { preloadable } from '@/shared/lib/preloadable';
import { loadNamespace, type Namespace } from '@/shared/i18n/i18n';
import { loginTo, routeTable, type RouteEntry, type RouteId } from '@/shared/routes/route-table';
import { useSession } from '@/shared/session/session-store';
import { useProductSettings } from '@/shared/tenant/branding';
import { RootLayout } from './layout/root-layout';

/**
 * product §5: login-required routes redirect to /login when no token is stored, naming the page
 * to come back to.
 */
function RequireToken({ open = false, children }: { open?: boolean; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const { pathname, search } = useLocation();
  return token || open ? children : <Navigate to={loginTo(pathname + search)} replace />;
}

/** A guarded page that a company's product setting opens to visitors (product §2: course pages). */
function OpenWith({
  setting,
  children,
}: {
  setting: NonNullable<RouteEntry['openWith']>;
  children: ReactNode;
}) {
  return <RequireToken open={useProductSettings().data?.[setting] === true}>{children}</RequireToken>;
}

type RouteModule = { Component: ComponentType };
type Loader = () => Promise<RouteModule>;
interface Page {
  load: Loader;
  /** The words the page needs, loaded with its code. */
  ns?: Namespace | Namespace[];
  /**
   * The page checks forms in the browser: the words of the field codes load too, in the
   * background, as they show only once the visitor submits.
   */
  forms?: true;
}

/** product §8, §9: a route chunk that has not arrived after 120 s fails with a ChunkLoadError. */
export const CHUNK_TIMEOUT_MS = 120_000;
export function withChunkTimeout(load: Loader, ms = CHUNK_TIMEOUT_MS): Loader {
  return () =>
    new Promise<RouteModule>((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new Error('Loading chunk timed out');
        error.name = 'ChunkLoadError';
        reject(error);
      }, ms);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? Object.assign(error, { name: 'ChunkLoadError' }) : error);
        },
      );
    });
}

/**
 * A lazily loaded page. Declarative routes (not the data router) keep react-router's share of the
 * first load small enough for the 120 kB budget (docs/decisions.md).
 */
function page(
  id: RouteId | 'notFound',
  { pattern: path, guarded = false, openWith, query = [] }: RouteEntry,
  { load, ns: words = [], forms }: Page,
): RouteObject {
  const ns = typeof words === 'string' ? [words] : words;
  // The page's code and its words arrive together, so no key ever flashes on screen.
  const loadWithWords: Loader = ns.length
    ? () => {
        if (forms) void loadNamespace('errors').catch(() => undefined);
        return Promise.all([load(), ...ns.map((n) => loadNamespace(n))]).then(([m]) => m);
      }
    : load;
  const { Component: Page, preload } = preloadable(() =>
    withChunkTimeout(loadWithWords)().then((m) => m.Component),
  );
  const handle: RouteHandle = { id, preload, ns, guarded, openWith, query };
  return {
    path,
    handle,
    element: !guarded ? (
      <Page />
    ) : openWith ? (
      <OpenWith setting={openWith}>
        <Page />
      </OpenWith>
    ) : (
      <RequireToken>
        <Page />
      </RequireToken>
    ),
  };
}

/** The code (and words) behind each page of the route table. */
export const pages: Record<RouteId, Page> = {
  home: { load: () => import('@/app/routes/home') },
  test: { load: () => import('@/features/tenant/routes/test-page') },
  banner: { load: () => import('@/features/tenant/routes/banner-detail') },
  program: { load: () => import('@/features/tenant/routes/programme-detail') },
  refund: { load: () => import('@/features/tenant/routes/refund') },
  cancellation: { load: () => import('@/features/tenant/routes/cancellation') },
  terms: { load: () => import('@/features/tenant/routes/terms') },
  privacy: { load: () => import('@/features/tenant/routes/privacy') },
  articles: { load: () => import('@/features/tenant/routes/articles') },
  article: { load: () => import('@/features/tenant/routes/article-detail') },
  corporateSolution: { load: () => import('@/features/tenant/routes/corporate-solution') },
  career: { load: () => import('@/features/tenant/routes/career') },
  about: { load: () => import('@/features/tenant/routes/about') },
  contact: { load: () => import('@/features/tenant/routes/contact') },
  faq: { load: () => import('@/features/tenant/routes/faq') },
  help: { load: () => import('@/features/tenant/routes/help') },

  successConfirms: { load: () => import('@/features/account/routes/success-confirms'), ns: 'account' },
  // Arrived at from a course page, they show its card (product §2): the catalogue's words too.
  login: { load: () => import('@/app/routes/login'), ns: ['account', 'catalog'], forms: true },
  register: { load: () => import('@/app/routes/register'), ns: ['account', 'catalog'], forms: true },
  forgotPassword: {
    load: () => import('@/features/account/routes/forgot-password'),
    ns: 'account',
    forms: true,
  },
  resetPassword: {
    load: () => import('@/features/account/routes/reset-password'),
    ns: 'account',
    forms: true,
  },
  devOutbox: { load: () => import('@/features/account/routes/dev-outbox'), ns: 'account' },
  unsubscribe: { load: () => import('@/features/account/routes/unsubscribe'), ns: 'account' },
  contributor: { load: () => import('@/features/account/routes/contributor'), ns: 'account' },
  changePassword: {
    load: () => import('@/features/account/routes/change-password'),
    ns: 'account',
    forms: true,
  },
  editProfile: { load: () => import('@/features/account/routes/edit-profile'), ns: 'account', forms: true },

  bootcamps: { load: () => import('@/features/catalog/routes/bootcamps'), ns: 'catalog' },
  education: { load: () => import('@/features/catalog/routes/education'), ns: 'catalog' },
  educationCategory: { load: () => import('@/features/catalog/routes/education-category'), ns: 'catalog' },
  courseList: { load: () => import('@/features/catalog/routes/course-list'), ns: 'catalog' },
  course: { load: () => import('@/app/routes/course-detail'), ns: 'catalog' },

  myCourses: { load: () => import('@/features/learning/routes/my-courses'), ns: 'learning' },
  myCourseDetail: { load: () => import('@/features/learning/routes/my-course-detail'), ns: 'learning' },
  learning: { load: () => import('@/features/learning/routes/learning'), ns: 'learning' },
  certificate: { load: () => import('@/features/learning/routes/certificate'), ns: 'learning' },
  preview: { load: () => import('@/app/routes/course-preview'), ns: ['catalog', 'learning'] },

  quizFinished: { load: () => import('@/features/quiz/routes/quiz-finished') },
  quizReview: { load: () => import('@/features/quiz/routes/quiz-review') },
  quiz: { load: () => import('@/features/quiz/routes/quiz') },

  vouchers: { load: () => import('@/features/commerce/routes/vouchers'), ns: 'commerce' },
  transactions: { load: () => import('@/features/commerce/routes/transactions'), ns: 'commerce' },
  payment: { load: () => import('@/features/commerce/routes/payment'), ns: 'commerce' },

  cv: { load: () => import('@/features/cv/routes/cv') },
};

/** product §2: every route of the table, each loading lazily, then the not-found page. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...(Object.keys(routeTable) as RouteId[]).map((id) => {
        const entry: RouteEntry = routeTable[id];
        const route = page(id, entry, pages[id]);
        return entry.pattern === '/' ? { index: true, element: route.element, handle: route.handle } : route;
      }),
      page('notFound', { pattern: '*' }, { load: () => import('@/app/layout/not-found-route') }),
    ],
  },
];

export interface RouteHandle {
  id: RouteId | 'notFound';
  preload(): Promise<unknown>;
  ns: Namespace[];
  guarded: boolean;
  /** The product setting that opens the guarded page to visitors (route-table.ts). */
  openWith: RouteEntry['openWith'];
  /** The query parameters that define the page (route-table.ts). */
  query: readonly string[];
}

/** The page a path shows ('*' when none), its words and whether it needs a token. */
export function matchPage(
  pathname: string,
): (RouteHandle & { pattern: string; params: Record<string, string | undefined> }) | null {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return null;
  const handle = match.route.handle as RouteHandle;
  return { ...handle, pattern: match.route.index ? '/' : (match.route.path ?? '*'), params: match.params };
}

export function AppRoutes() {
  return useRoutes(routes);
}
