import { checkRegistration as checkRegistrationCall } from '@app/contract/account/endpoints';
import type { RegisterCheckBody } from '@app/contract/account/schemas';
import { call } from '@/shared/http/client';

/**
 * POST /api/v1/users/register/check: one step's fields by the registration's own rules (a taken
 * email, a common password, a taken phone), so the step that has the mistake shows it.
 */
export async function checkRegistration(body: RegisterCheckBody): Promise<void> {
  await call(checkRegistrationCall, { body });
}
