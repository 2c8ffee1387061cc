import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, User } from '@app/contract/account';
import { request } from '@/shared/http/client';

export interface RegisterAnswer {
  user: User;
  confirmation_required: boolean;
}

/** POST /api/v1/users/register, with ?provider= when a provider is given (spec §7). */
export async function register(body: RegisterBody): Promise<RegisterAnswer> {
  const answer = await request<{ data: RegisterAnswer }>('/api/v1/users/register', {
    method: 'POST',
    query: { provider: body.provider },
    json: body,
    auth: 'public',
  });
  return answer.data;
}

export const useRegister = () => useMutation({ mutationFn: register });
