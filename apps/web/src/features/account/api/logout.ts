import { request } from '@/shared/http/client';

/** POST /api/v1/users/logout: the server revokes the token (spec §4, §7). */
export async function logout(): Promise<void> {
  await request('/api/v1/users/logout', { method: 'POST', auth: 'token' });
}
