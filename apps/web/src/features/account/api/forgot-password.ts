import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/http/client';

/** POST /api/v1/users/forgot_password { email }: the answer is the same whether the email exists. */
export async function forgotPassword(email: string): Promise<void> {
  await request('/api/v1/users/forgot_password', { method: 'POST', json: { email }, auth: 'public' });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
