import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { isContributor, useSession } from '@/shared/session/session-store';
import { LinkButton } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useCurrentUser } from '../api/get-current-user';
import { useGeneral } from '../api/get-general';
import { useLogout } from '../hooks/use-logout';
import { rememberPath } from '../lib/return-path';
import { AccountMenu } from './account-menu';

function SignedIn({ pathname }: { pathname: string }) {
  const t = useT();
  const user = useCurrentUser();
  const role = useSession((s) => s.role);
  const pluralName = useBrand((b) => b.pluralName);
  const general = useGeneral();
  const { logout, pending } = useLogout();

  if (!user.data && user.isPending)
    return (
      <div
        role="status"
        className="flex h-12 items-center gap-2.5 max-md:w-full"
        aria-label={t('account.loadingUser')}
      >
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-24" />
      </div>
    );
  return (
    <AccountMenu
      fullName={user.data?.full_name ?? ''}
      email={user.data?.email ?? ''}
      photo={user.data?.photo?.thumb?.url}
      pluralName={pluralName}
      contributorUrl={isContributor(role) ? general.data?.contributor_url || null : null}
      pathname={pathname}
      loggingOut={pending}
      onLogout={() => void logout()}
    />
  );
}

/**
 * spec §2 navbar account area: Register and Login without a token; with one, the avatar, the
 * full name and 'My Account' with its dropdown.
 */
export function AccountNav() {
  const t = useT();
  const token = useSession((s) => s.token);
  const { pathname, search } = useLocation();
  useEffect(() => rememberPath(pathname, search), [pathname, search]);

  if (token) return <SignedIn pathname={pathname} />;
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
