import { useMutation } from '@tanstack/react-query';
import { RETRY_AGAIN } from '@app/contract/account/constants';
import { changePassword as changePasswordCall } from '@app/contract/account/endpoints';
import type { InputOf } from '@app/contract/endpoint';
import { call } from '@/shared/http/client';

/** True when the answer of a change is a success: 2xx and not 'Please retry again' (product §5). */
export function changeSucceeded(answer: unknown): boolean {
  const a = (answer ?? {}) as { message?: unknown; data?: { message?: unknown } | null; error?: unknown };
  return a.message !== RETRY_AGAIN && a.data?.message !== RETRY_AGAIN && !a.error;
}

/**
 * POST /api/v1/users/change_password. The server keeps this session and ends the others. Throws
 * when the change did not happen.
 */
export async function changePassword(body: InputOf<typeof changePasswordCall>['body']): Promise<void> {
  const answer = await call(changePasswordCall, { body });
  if (!changeSucceeded(answer)) throw new Error(RETRY_AGAIN);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
