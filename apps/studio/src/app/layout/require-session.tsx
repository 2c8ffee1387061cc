import { Navigate, Outlet } from 'react-router';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { CenteredCard } from '@/shared/ui/centered-card';
import { RouteAnnouncer } from '../../../../web/src/app/layout/route-announcer';
import { StudioHeader } from './studio-header';

/** The whole screen waiting: a spinner, named for screen readers. */
export function PageLoader() {
  const t = useT();
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-brand border-r-transparent"
      />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

/** The signed-in studio: the header and the page, or the way in when no one is signed in. */
export function RequireSession() {
  const t = useT();
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.error) {
    if (session.error instanceof ApiError && (session.error.status === 401 || session.error.status === 403))
      return <Navigate to="/signed-out" replace />;
    return (
      <CenteredCard>
        <h1 className="text-xl font-bold text-ink">{t('app.failed.title')}</h1>
        <Alert tone="error" className="mt-4">
          {errorText(t, session.error)}
        </Alert>
        <Button className="mt-6 w-full" onClick={() => void session.refetch()}>
          {t('app.failed.retry')}
        </Button>
      </CenteredCard>
    );
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skip')}
      </a>
      <StudioHeader session={session.data} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 outline-none sm:px-6 sm:pt-8"
      >
        <Outlet />
      </main>
      <RouteAnnouncer />
    </>
  );
}
