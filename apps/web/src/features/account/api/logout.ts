import { logout as logoutCall } from '@app/contract/account/endpoints';
import { call } from '@/shared/http/client';

/** POST /api/v1/users/logout: the server revokes the token (product §4, §7). */
export async function logout(): Promise<void> {
  await call(logoutCall, {});
}
