import { useBrand } from '@/shared/config/brand-store';
import { isContributor, useSession } from '@/shared/session/session-store';
import { useCurrentUser } from '../api/get-current-user';
import { useLogout } from '../hooks/use-logout';
import { useStudioHandoff } from '../hooks/use-studio-handoff';
import { AccountMenu } from './account-menu';
import { AccountNavSkeleton } from './account-nav-skeleton';

/**
 * product §2 with a token: the avatar, the full name and 'My Account' with its dropdown; the
 * contributor item (the studio, issue 24) only for a contributor or admin (product §1, §6). Loaded on its own, so visitors
 * without a session never download it.
 */
export function SignedIn({ pathname }: { pathname: string }) {
  const user = useCurrentUser();
  const role = useSession((s) => s.role);
  const pluralName = useBrand((b) => b.pluralName);
  const studio = useStudioHandoff();
  const { logout, pending } = useLogout();

  if (!user.data && user.isPending) return <AccountNavSkeleton />;
  return (
    <AccountMenu
      fullName={user.data?.full_name ?? ''}
      email={user.data?.email ?? ''}
      photo={user.data?.photo?.thumb?.url}
      pluralName={pluralName}
      onContributor={isContributor(role) ? () => void studio.open() : null}
      pathname={pathname}
      loggingOut={pending}
      onLogout={() => void logout()}
    />
  );
}
