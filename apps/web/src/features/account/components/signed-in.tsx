import { useBrand } from '@/shared/config/brand-store';
import { paths } from '@/shared/routes/route-table';
import { isContributor, useSession } from '@/shared/session/session-store';
import { useCurrentUser } from '../api/get-current-user';
import { useGeneral } from '@/shared/tenant/branding';
import { useLogout } from '../hooks/use-logout';
import { AccountMenu } from './account-menu';
import { AccountNavSkeleton } from './account-nav-skeleton';

/**
 * product §2 with a token: the avatar, the full name and 'My Account' with its dropdown; the
 * contributor item only for the contributor role (product §1, §6). Loaded on its own, so visitors
 * without a session never download it.
 */
export function SignedIn({ pathname }: { pathname: string }) {
  const user = useCurrentUser();
  const role = useSession((s) => s.role);
  const pluralName = useBrand((b) => b.pluralName);
  const general = useGeneral();
  const { logout, pending } = useLogout();

  if (!user.data && user.isPending) return <AccountNavSkeleton />;
  return (
    <AccountMenu
      fullName={user.data?.full_name ?? ''}
      email={user.data?.email ?? ''}
      photo={user.data?.photo?.thumb?.url}
      pluralName={pluralName}
      contributorUrl={isContributor(role) ? general.data?.contributor_url || paths.contributor : null}
      pathname={pathname}
      loggingOut={pending}
      onLogout={() => void logout()}
    />
  );
}
