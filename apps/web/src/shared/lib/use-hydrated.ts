import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates the server's markup, true afterwards (and from the
 * start of a page rendered in the browser). A page whose first state comes from this device (a
 * stored session or draft) keys itself on it, so it starts again from that state once hydrated.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
