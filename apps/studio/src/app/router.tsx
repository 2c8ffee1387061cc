import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader, RequireSession } from './layout/require-session';
import { NotFound } from './layout/not-found';
import { RouteError } from './layout/route-error';

/**
 * The studio's pages, one folder per feature (features/<feature>/routes), each loaded with its
 * page. The curriculum (sections, lessons, quizzes) and video uploads add their own routes under
 * /courses/:id/… here. apps/api/src/modules/pages/studio-pages.ts lists the same addresses.
 */
const pageRoutes: RouteObject[] = [
  { path: '/sign-in', lazy: () => import('@/features/session/routes/sign-in'), errorElement: <RouteError /> },
  {
    path: '/signed-out',
    lazy: () => import('@/features/session/routes/signed-out'),
    errorElement: <RouteError />,
  },
  {
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/courses" replace /> },
      { path: '/courses', lazy: () => import('@/features/courses/routes/course-list') },
      { path: '/courses/new', lazy: () => import('@/features/courses/routes/course-new') },
      { path: '/courses/:id', lazy: () => import('@/features/courses/routes/course-edit') },
      {
        path: '/courses/:id/curriculum',
        lazy: () => import('@/features/courses/routes/course-curriculum'),
      },
      { path: '/sales', lazy: () => import('@/features/sales/routes/sales-dashboard') },
      { path: '/sales/orders', lazy: () => import('@/features/sales/routes/order-list') },
      { path: '/sales/orders/:id', lazy: () => import('@/features/sales/routes/order-page') },
      { path: '/learners', lazy: () => import('@/features/learners/routes/learner-courses') },
      { path: '/learners/courses/:id', lazy: () => import('@/features/learners/routes/learner-course') },
      { path: '/learners/people/:id', lazy: () => import('@/features/learners/routes/learner-page') },
      { path: '/vouchers', lazy: () => import('@/features/vouchers/routes/voucher-list') },
      { path: '/vouchers/new', lazy: () => import('@/features/vouchers/routes/voucher-new') },
      { path: '/vouchers/:id', lazy: () => import('@/features/vouchers/routes/voucher-edit') },
      { path: '/corporate', lazy: () => import('@/features/corporate/routes/corporate-list') },
      { path: '/corporate/new', lazy: () => import('@/features/corporate/routes/corporate-new') },
      { path: '/corporate/:id', lazy: () => import('@/features/corporate/routes/cohort') },
      { path: '/announcements', lazy: () => import('@/features/announcements/routes/announcement-list') },
      {
        path: '/announcements/new',
        lazy: () => import('@/features/announcements/routes/announcement-new'),
      },
      {
        path: '/announcements/:id',
        lazy: () => import('@/features/announcements/routes/announcement-page'),
      },
      { path: '/sales/refunds', lazy: () => import('@/features/sales/routes/refunds-page') },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** While the first page's code loads: the loader, not a blank page. */
export const routes: RouteObject[] = [{ hydrateFallbackElement: <PageLoader />, children: pageRoutes }];

export const createStudioRouter = () => createBrowserRouter(routes);
