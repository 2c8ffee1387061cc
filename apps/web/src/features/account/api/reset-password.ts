import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/http/client';

export interface ResetPasswordBody {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/v1/users/reset_password: single-use token from the mail; ends every session. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await request('/api/v1/users/reset_password', { method: 'POST', json: body, auth: 'public' });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
