import { useCallback, useEffect, useState } from 'react';

/**
 * Tracks which parts of the page have changes not saved yet, and warns before they are lost:
 * the browser's own question on reload or close, and a confirmation before following a link of
 * the app or going Back (the declarative router has no navigation blocker, docs/decisions.md 4).
 */
export function useUnsavedGuard(question: string) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());

  const markDirty = useCallback((part: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(part) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);

  const unsaved = dirty.size > 0;
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
        return;
      if (new URL(link.href, window.location.href).origin !== window.location.origin) return;
      // Capture phase: the router's own click handler never runs when the learner stays.
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    // Back: an entry of this same address is put on top, so the browser's Back first lands here
    // again (the router sees no new page) and the question can be asked. Staying puts the entry
    // back; leaving goes Back once more, for real. After a save the entry stays: one Back then
    // only steps over it.
    const guarded = () => (window.history.state as { unsavedGuard?: boolean } | null)?.unsavedGuard === true;
    const guard = () =>
      window.history.pushState(
        { ...(window.history.state ?? {}), unsavedGuard: true },
        '',
        window.location.href,
      );
    if (!guarded()) guard();
    let leaving = false;
    const onPopState = () => {
      if (leaving || guarded()) return;
      if (window.confirm(question)) {
        leaving = true;
        window.history.back();
      } else guard();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [unsaved, question]);

  return { unsaved, markDirty };
}
