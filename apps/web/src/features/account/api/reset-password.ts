import { useMutation } from '@tanstack/react-query';
import { resetPassword as resetPasswordCall } from '@app/contract/account/endpoints';
import type { InputOf } from '@app/contract/endpoint';
import { call } from '@/shared/http/client';

/** POST /api/v1/users/reset_password: single-use token from the mail; ends every session. */
export async function resetPassword(body: InputOf<typeof resetPasswordCall>['body']): Promise<void> {
  await call(resetPasswordCall, { body });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
