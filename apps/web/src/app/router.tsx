import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { loadNamespace, type Namespace } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { RootLayout } from './layout/root-layout';

/** product §5: login-required routes redirect to /login when no token is stored. */
function RequireToken({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  return token ? children : <Navigate to="/login" replace />;
}

type RouteModule = { Component: ComponentType };
type Loader = () => Promise<RouteModule>;

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
function page(path: string, load: Loader, options: { guarded?: boolean; ns?: Namespace } = {}): RouteObject {
  const { guarded = false, ns } = options;
  // The page's code and its words arrive together, so no key ever flashes on screen.
  const loadWithWords: Loader = ns ? () => Promise.all([load(), loadNamespace(ns)]).then(([m]) => m) : load;
  const Page = lazy(() => withChunkTimeout(loadWithWords)().then((m) => ({ default: m.Component })));
  return {
    path,
    element: guarded ? (
      <RequireToken>
        <Page />
      </RequireToken>
    ) : (
      <Page />
    ),
  };
}

/** product §2: every route loads lazily. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: page('/', () => import('@/app/routes/home')).element },
      page('/test', () => import('@/features/tenant/routes/test-page')),
      page('/banner/:id', () => import('@/features/tenant/routes/banner-detail')),
      page('/program/:id', () => import('@/features/tenant/routes/programme-detail')),
      page('/refund', () => import('@/features/tenant/routes/refund')),
      page('/cancellation', () => import('@/features/tenant/routes/cancellation')),
      page('/terms', () => import('@/features/tenant/routes/terms')),
      page('/privacy', () => import('@/features/tenant/routes/privacy')),
      page('/articles', () => import('@/features/tenant/routes/articles')),
      page('/articles/:slug', () => import('@/features/tenant/routes/article-detail')),
      page('/corporate-solution', () => import('@/features/tenant/routes/corporate-solution')),
      page('/career', () => import('@/features/tenant/routes/career')),
      page('/about', () => import('@/features/tenant/routes/about')),
      page('/contact', () => import('@/features/tenant/routes/contact')),
      page('/faq', () => import('@/features/tenant/routes/faq')),
      page('/help', () => import('@/features/tenant/routes/help')),

      page('/success-confirms', () => import('@/features/account/routes/success-confirms'), {
        ns: 'account',
      }),
      page('/login', () => import('@/features/account/routes/login'), { ns: 'account' }),
      page('/register', () => import('@/features/account/routes/register'), { ns: 'account' }),
      page('/forgot-password', () => import('@/features/account/routes/forgot-password'), { ns: 'account' }),
      page('/reset-password', () => import('@/features/account/routes/reset-password'), { ns: 'account' }),
      page('/dev/outbox', () => import('@/features/account/routes/dev-outbox'), { ns: 'account' }),
      page('/profile/changepassword', () => import('@/features/account/routes/change-password'), {
        guarded: true,
        ns: 'account',
      }),
      page('/profile/edit', () => import('@/features/account/routes/edit-profile'), {
        guarded: true,
        ns: 'account',
      }),

      page('/bootcamps', () => import('@/features/catalog/routes/bootcamps'), { ns: 'catalog' }),
      page('/education', () => import('@/features/catalog/routes/education'), { ns: 'catalog' }),
      page('/education/category/:category', () => import('@/features/catalog/routes/education-category'), {
        ns: 'catalog',
      }),
      page('/course-list', () => import('@/features/catalog/routes/course-list'), { ns: 'catalog' }),
      page('/education/:slug', () => import('@/features/catalog/routes/course-detail'), {
        guarded: true,
        ns: 'catalog',
      }),

      page('/profile/mycourse', () => import('@/features/learning/routes/my-courses'), { guarded: true }),
      page('/profile/detailcourse/:id', () => import('@/features/learning/routes/my-course-detail'), {
        guarded: true,
      }),
      page('/learning/:id', () => import('@/features/learning/routes/learning'), { guarded: true }),

      page('/quiz/finished', () => import('@/features/quiz/routes/quiz-finished'), { guarded: true }),
      page('/quiz/finished/review-answer', () => import('@/features/quiz/routes/quiz-review'), {
        guarded: true,
      }),
      page('/quiz/:quiz_id', () => import('@/features/quiz/routes/quiz'), { guarded: true }),

      page('/profile/voucher', () => import('@/features/commerce/routes/vouchers'), { guarded: true }),
      page('/profile/transaction', () => import('@/features/commerce/routes/transactions'), {
        guarded: true,
      }),
      page('/payment', () => import('@/features/commerce/routes/payment'), { guarded: true }),

      page('*', () => import('@/app/layout/not-found-route')),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
