import { getCurrentUser } from '@app/contract/account/endpoints';
import { callData } from '@/shared/http/client';
import { readStoredUser, storeUser } from '@/shared/session/stored-user';

/**
 * product §3 "Lesson progress: email, lesson_id": the learning host names the learner by email,
 * and answers only for the token's own user. The stored user has it; right after a login it may
 * not be stored yet, and then the user is asked for once (GET /api/v1/users/edit).
 */
export async function learnerEmail(signal?: AbortSignal): Promise<string> {
  const stored = readStoredUser()?.email;
  if (stored) return stored;
  const user = await callData(getCurrentUser, {}, { signal });
  storeUser(user);
  return user.email;
}
