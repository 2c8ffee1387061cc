import { useMutation } from '@tanstack/react-query';
import { login as loginCall } from '@app/contract/account/endpoints';
import type { phoneLogin } from '@app/contract/account/schemas';
import type { InputOf } from '@app/contract/endpoint';
import type { z } from 'zod';
import { call, callData } from '@/shared/http/client';
import { outcomeOfAnswer, outcomeOfError, type LoginOutcome } from '../lib/login-outcome';

type Via = NonNullable<InputOf<typeof loginCall>['query']>['via'];
type LoginBody = InputOf<typeof loginCall>['body'];

/** product §3 login payloads, each with the `via` it is sent with; every login is form-encoded. */
export type LoginRequest = { via: NonNullable<Via> } & LoginBody;

/**
 * POST /api/v1/users/login?via=email|google|phone. Resolves with the outcome of product §5/§8
 * rather than throwing, because each failure has its own way of being shown.
 */
export async function login({ via, ...body }: LoginRequest): Promise<LoginOutcome> {
  try {
    // A 401 here is a wrong password, not a session that ended: the login call is `public`, so
    // the client's product §8 rule (any 401 ends the session) does not apply. The answer is read
    // by the product §5 rules, whatever its shape, so it is not checked against the contract.
    const answer = await call(loginCall, { query: { via }, body: body as LoginBody }, { validate: false });
    return outcomeOfAnswer(answer);
  } catch (error) {
    return outcomeOfError(error);
  }
}

export const useLogin = () => useMutation({ mutationFn: login });

/** The phone login's first step: the number only, no code yet. */
export type PhoneCodeRequest = Omit<z.input<typeof phoneLogin>, 'otp'>;

/**
 * The same call with via=phone and no `otp`: the server texts a 6-digit code and answers 202
 * { otp_sent, expires_in }. A phone number alone never logs anyone in (docs/product.md §11).
 */
export async function requestPhoneCode(body: PhoneCodeRequest) {
  const data = await callData(loginCall, { query: { via: 'phone' }, body });
  if (!('otp_sent' in data)) throw new Error('Expected a code to be sent');
  return data;
}

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });
