import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates the server's markup, true afterwards (and from the
 * start of a page rendered in the browser).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * A key for a page the server renders for a visitor with nothing on this device (no session, no
 * draft) that must start again from what this device holds when it holds something: 'device'
 * once hydrated if `differs()` (asked once, at the page's first render here), else 'server'. A
 * device that agrees with the server's page keeps it, with whatever the visitor typed or sent
 * before the app ran (decision 26).
 */
export function useDeviceKey(differs: () => boolean): 'server' | 'device' {
  const hydrated = useHydrated();
  const [restart] = useState(differs);
  return hydrated && restart ? 'device' : 'server';
}
