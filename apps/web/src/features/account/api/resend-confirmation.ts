import { resendConfirmation as resendConfirmationCall } from '@app/contract/account/endpoints';
import { call } from '@/shared/http/client';

/** POST /api/v1/users/confirmation { email }: the same answer whether or not the email has an account. */
export async function resendConfirmation(email: string): Promise<void> {
  await call(resendConfirmationCall, { body: { email } });
}
