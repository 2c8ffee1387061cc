import { useMutation } from '@tanstack/react-query';
import { forgotPassword as forgotPasswordCall } from '@app/contract/account/endpoints';
import { call } from '@/shared/http/client';

/** POST /api/v1/users/forgot_password { email }: the answer is the same whether the email exists. */
export async function forgotPassword(email: string): Promise<void> {
  await call(forgotPasswordCall, { body: { email } });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
