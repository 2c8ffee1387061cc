import { useSession } from '@/shared/session/session-store';

/**
 * Who an answer was asked for. A course's owned flag, the learner's rating and likes and the
 * lessons open to them come with a session only, so a visitor's answer (a course page open to
 * visitors, rendered on the server) is never shown to the learner they become: their queries are
 * keyed by it, and change key once the session is there.
 */
export type Viewer = 'visitor' | 'learner';
export const useViewer = (): Viewer => useSession((s) => (s.token ? 'learner' : 'visitor'));

/**
 * The placeholder of a query keyed by viewer (last in its key): the answer the same item had for
 * the other viewer, so a visitor who signs in keeps the page on screen until the learner's answer
 * arrives; never another item's.
 */
export const otherViewersAnswer =
  (key: readonly unknown[]) =>
  <T>(previous: T | undefined, query?: { queryKey: readonly unknown[] }): T | undefined =>
    query?.queryKey.length === key.length && key.slice(0, -1).every((part, i) => part === query.queryKey[i])
      ? previous
      : undefined;
