import { useCallback, useState } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { showAlert } from '@/shared/ui/alert';
import { logout } from '../api/logout';

/**
 * product §4 logout: the server revokes the token, the dialog 'Success' / 'You are logged out!',
 * local storage cleared, then / with a full reload. Storage is cleared before the dialog rather
 * than after it, so closing the tab on the dialog still leaves no session behind.
 */
export function useLogout() {
  const t = useT();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } catch {
      // Offline or already expired: the session still ends on this device.
    }
    localStorage.clear();
    await showAlert({
      title: t('account.loggedOutTitle'),
      text: t('account.loggedOutText'),
      icon: 'success',
    });
    window.location.assign('/');
  }, [t]);
  return { logout: run, pending };
}
