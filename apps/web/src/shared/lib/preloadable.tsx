import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Loads the code now; a render after it is done no longer suspends. */
  preload(): Promise<unknown>;
}

/**
 * `React.lazy` that can be loaded ahead of rendering: the server renders a page's code only once
 * it has loaded it, and the browser loads the same code before it hydrates that markup, so the
 * first render neither suspends nor differs from the server's (docs/architecture.md, "Server
 * rendering"). Code that was not preloaded loads lazily as before, behind the nearest Suspense.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    // Decided once per mount, so a page never swaps from the lazy wrapper to its code (a remount).
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
