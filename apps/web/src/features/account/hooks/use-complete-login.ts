import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { showAlert } from '@/shared/ui/alert';
import { errorText } from '@/shared/http/error-words';
import { setCurrentUser } from '../api/get-current-user';
import { resendConfirmation } from '../api/resend-confirmation';
import type { LoginOutcome } from '../lib/login-outcome';
import { returnPath } from '../lib/return-to';

/** What the form shows inline after a login that did not start a session: the failure's code. */
export type InlineLoginError = { code: string | undefined } | null;

/**
 * Acts on a login outcome. Success: the token and the role name are stored locally (product §3, §6),
 * the user is kept, and the visitor goes back to the page the address names (`?next=`) or they
 * came from (or home). An unconfirmed email or an exception: the product §8 alert, and the page
 * reloads on confirm; with the email the login used, the alert can send the confirmation again
 * (issue 23 item 4).
 */
export function useCompleteLogin() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (outcome: LoginOutcome, email?: string): Promise<InlineLoginError> => {
      if (outcome.kind === 'success') {
        const { token, role, user } = outcome.session;
        setCurrentUser(queryClient, user);
        useSession.getState().signIn(token, role);
        navigate(returnPath(search), { replace: true });
        return null;
      }
      if (outcome.kind === 'unconfirmed') {
        // Not awaited: the login button's spinner stops while the alert is open.
        void showAlert({
          title: t('account.login.unconfirmedTitle'),
          text: t('account.login.unconfirmedText'),
          icon: 'warning',
          ...(email && {
            action: {
              label: t('account.login.resendConfirmation'),
              run: () =>
                resendConfirmation(email).then(
                  () => t('account.login.confirmationResent', { email }),
                  (error: unknown) => errorText(t, error),
                ),
            },
          }),
        }).then(() => window.location.reload());
        return null;
      }
      return { code: outcome.code };
    },
    [navigate, queryClient, search, t],
  );
}
