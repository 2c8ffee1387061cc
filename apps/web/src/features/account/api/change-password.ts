import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/http/client';

/** spec §5, §8: the message that marks a password change as failed. */
export const RETRY_AGAIN_MESSAGE = 'Please retry again';

export interface ChangePasswordBody {
  old_password: string;
  new_password: string;
  password_confirmation: string;
}

/** True when the answer of a change is a success: 2xx and not 'Please retry again' (spec §5). */
export function changeSucceeded(answer: unknown): boolean {
  const a = (answer ?? {}) as { message?: unknown; data?: { message?: unknown } | null; error?: unknown };
  return a.message !== RETRY_AGAIN_MESSAGE && a.data?.message !== RETRY_AGAIN_MESSAGE && !a.error;
}

/**
 * POST /api/v1/users/change_password. The server keeps this session and ends the others. Throws
 * when the change did not happen.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  const answer = await request<unknown>('/api/v1/users/change_password', {
    method: 'POST',
    json: body,
    auth: 'token',
  });
  if (!changeSucceeded(answer)) throw new Error(RETRY_AGAIN_MESSAGE);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
