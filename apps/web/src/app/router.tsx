import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { RootLayout } from './layout/root-layout';

/** spec §5: login-required routes redirect to /login when no token is stored. */
function RequireToken({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  return token ? children : <Navigate to="/login" replace />;
}

type RouteModule = { Component: ComponentType };
type Loader = () => Promise<RouteModule>;

/** spec §8, §9: a route chunk that has not arrived after 120 s fails with a ChunkLoadError. */
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
function page(path: string, load: Loader, guarded = false): RouteObject {
  const Page = lazy(() => withChunkTimeout(load)().then((m) => ({ default: m.Component })));
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

/** spec §2: every route loads lazily. */
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

      page('/success-confirms', () => import('@/features/account/routes/success-confirms')),
      page('/login', () => import('@/features/account/routes/login')),
      page('/register', () => import('@/features/account/routes/register')),
      page('/forgot-password', () => import('@/features/account/routes/forgot-password')),
      page('/reset-password', () => import('@/features/account/routes/reset-password')),
      page('/dev/outbox', () => import('@/features/account/routes/dev-outbox')),
      page('/profile/changepassword', () => import('@/features/account/routes/change-password'), true),
      page('/profile/edit', () => import('@/features/account/routes/edit-profile'), true),

      page('/bootcamps', () => import('@/features/catalog/routes/bootcamps')),
      page('/education', () => import('@/features/catalog/routes/education')),
      page('/education/category/:category', () => import('@/features/catalog/routes/education-category')),
      page('/course-list', () => import('@/features/catalog/routes/course-list')),
      page('/education/:slug', () => import('@/features/catalog/routes/course-detail'), true),

      page('/profile/mycourse', () => import('@/features/learning/routes/my-courses'), true),
      page('/profile/detailcourse/:id', () => import('@/features/learning/routes/my-course-detail'), true),
      page('/learning/:id', () => import('@/features/learning/routes/learning'), true),

      page('/quiz/finished', () => import('@/features/quiz/routes/quiz-finished'), true),
      page('/quiz/finished/review-answer', () => import('@/features/quiz/routes/quiz-review'), true),
      page('/quiz/:quiz_id', () => import('@/features/quiz/routes/quiz'), true),

      page('/profile/voucher', () => import('@/features/commerce/routes/vouchers'), true),
      page('/profile/transaction', () => import('@/features/commerce/routes/transactions'), true),
      page('/payment', () => import('@/features/commerce/routes/payment'), true),

      page('*', () => import('@/app/layout/not-found-route')),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
