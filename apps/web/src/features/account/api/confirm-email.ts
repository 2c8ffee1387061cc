import { useMutation } from '@tanstack/react-query';
import { confirmEmail as confirmEmailCall } from '@app/contract/account/endpoints';
import { call } from '@/shared/http/client';

/** POST /api/v1/users/confirm { token }: the link of the confirmation mail. */
export async function confirmEmail(token: string): Promise<void> {
  await call(confirmEmailCall, { body: { token } });
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
