import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/features/tenant/components/site-footer';
import { useT } from '@/shared/i18n/i18n';
import { Spinner } from '@/shared/ui/spinner';
import { Navbar } from './navbar';
import { RouteErrorBoundary } from './route-error';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        {t('app.skipToContent')}
      </a>
      <ScrollToTop />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* Keyed by path: leaving a broken page clears the error. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner withText />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
