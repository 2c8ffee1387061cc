import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { loadNamespace, useT } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { LinkButton } from '@/shared/ui/button';
import { rememberPath } from '../lib/return-path';
import { AccountNavSkeleton } from './account-nav-skeleton';

const SignedIn = lazy(() =>
  Promise.all([import('./signed-in'), loadNamespace('account')]).then(([m]) => ({ default: m.SignedIn })),
);

/**
 * product §2 navbar account area: Register and Login without a token; with one, the avatar, the
 * full name and 'My Account' with its dropdown (loaded only when there is a session).
 */
export function AccountNav() {
  const t = useT();
  const token = useSession((s) => s.token);
  const { pathname, search } = useLocation();
  useEffect(() => rememberPath(pathname, search), [pathname, search]);

  if (token)
    return (
      <Suspense fallback={<AccountNavSkeleton />}>
        <SignedIn pathname={pathname} />
      </Suspense>
    );
  return (
    <div className="flex items-center gap-2">
      <LinkButton to={paths.register} variant="secondary" size="sm">
        {t('nav.register')}
      </LinkButton>
      <LinkButton to={paths.login} size="sm">
        {t('nav.login')}
      </LinkButton>
    </div>
  );
}
