import { useMutation } from '@tanstack/react-query';
import { register as registerCall } from '@app/contract/account/endpoints';
import type { InputOf } from '@app/contract/endpoint';
import { callData } from '@/shared/http/client';

export type RegisterBody = InputOf<typeof registerCall>['body'];

/** product §7: register, with ?provider= when a provider is given. */
export const register = (body: RegisterBody) =>
  callData(registerCall, { query: { provider: body.provider }, body });

export const useRegister = () => useMutation({ mutationFn: register });
