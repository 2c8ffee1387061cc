import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/http/client';

/** POST /api/v1/users/confirm { token }: the link of the confirmation mail. */
export async function confirmEmail(token: string): Promise<void> {
  await request('/api/v1/users/confirm', { method: 'POST', json: { token }, auth: 'public' });
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
