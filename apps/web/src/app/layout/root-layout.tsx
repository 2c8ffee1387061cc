import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { APP_HYDRATED_EVENT } from '@app/contract/ssr';
import { useT } from '@/shared/i18n/i18n';
import { preloadable } from '@/shared/lib/preloadable';
import { Spinner } from '@/shared/ui/spinner';
import { Navbar } from './navbar';
import { RouteAnnouncer } from './route-announcer';
import { RouteErrorBoundary } from './route-error';
import { ScrollToTop } from './scroll-to-top';

// The footer is below the fold on every page: it loads beside the page's chunk instead of in the
// first bundle, which keeps `/` inside its 120 kB budget.
export const siteFooter = preloadable(() =>
  import('@/features/tenant/components/site-footer').then((m) => m.SiteFooter),
);
const SiteFooter = siteFooter.Component;

/** A footer that failed to load is left out; the page itself stays. */
class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Says that the page has hydrated: the server-rendered page's start script then hands over the
 * taps and form submissions it held (decision 26). It sits inside the page's Suspense boundary,
 * which React hydrates after the layout around it, so its effect runs once the page's own forms
 * and buttons answer. Later mounts (client-side navigation) find nobody listening.
 */
function AnnounceHydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
  return null;
}

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
      <RouteAnnouncer />
      <Navbar />
      {/* At least a screen tall, so the footer starts below the fold and never jumps while a
          page's chunk and content arrive (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-5rem)] flex-1 outline-none">
        {/* Keyed by path: leaving a broken page clears the error. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner withText />}>
            <Outlet />
            <AnnounceHydrated />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Optional>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </Optional>
    </div>
  );
}
