import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/http/client';
import { outcomeOfAnswer, outcomeOfError, type LoginOutcome } from '../lib/login-outcome';

/** spec §3 login payloads; every login is form-encoded. */
export type LoginRequest =
  | { via: 'email'; email: string; password: string }
  | { via: 'google'; email: string; google_id: string; type: 'Consumer'; id_token: string }
  | { via: 'phone'; phone_number: string; phone_country_code: string; otp: string };

const LOGIN_PATH = '/api/v1/users/login';

/**
 * POST /api/v1/users/login?via=email|google|phone. Resolves with the outcome of spec §5/§8 rather
 * than throwing, because each failure has its own way of being shown.
 */
export async function login({ via, ...form }: LoginRequest): Promise<LoginOutcome> {
  try {
    // 'public': these are calls of someone without a session; a 401 here is a wrong password,
    // not a session that ended (the client's spec §8 rule is for calls that carry a token).
    const answer = await request<unknown>(LOGIN_PATH, {
      method: 'POST',
      query: { via },
      form,
      auth: 'public',
    });
    return outcomeOfAnswer(answer);
  } catch (error) {
    return outcomeOfError(error);
  }
}

export const useLogin = () => useMutation({ mutationFn: login });

export interface PhoneCodeRequest {
  phone_number: string;
  phone_country_code: string;
}

export interface PhoneCodeSent {
  otp_sent: true;
  /** Seconds the code stays valid. */
  expires_in: number;
}

/**
 * The same call with via=phone and no `otp`: the server texts a 6-digit code and answers 202
 * { otp_sent, expires_in }. A phone number alone never logs anyone in (design brief).
 */
export async function requestPhoneCode(body: PhoneCodeRequest): Promise<PhoneCodeSent> {
  const answer = await request<{ data: PhoneCodeSent }>(LOGIN_PATH, {
    method: 'POST',
    query: { via: 'phone' },
    form: { ...body },
    auth: 'public',
  });
  return answer.data;
}

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });
