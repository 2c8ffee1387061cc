import { useQuery } from '@tanstack/react-query';
import { getSession } from '@app/contract/studio/endpoints';
import type { StudioSession } from '@app/contract/studio/schemas';
import { brandFromSession } from '../brand/brand';
import { callData } from '../http/client';

export const sessionKey = ['studio', 'session'] as const;

/** Who is signed in to this studio (GET /api/studio/session); a 401 means no one. */
export async function fetchSession(): Promise<StudioSession> {
  const session = await callData(getSession, {}, { quiet401: true });
  brandFromSession(session.company);
  return session;
}

export const useSession = () =>
  useQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 5 * 60_000, retry: false });
