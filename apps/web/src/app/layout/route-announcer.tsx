import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusPlace } from '../../shared/lib/focus';

/** How long a new page may take to show its heading (its chunk and first answer) before we give up. */
const WAIT_MS = 10_000;

/** The new page's main heading once it is in the document with words in it. */
function whenHeading(main: HTMLElement, signal: AbortSignal): Promise<HTMLElement | null> {
  const find = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    return heading && heading.textContent?.trim() ? heading : null;
  };
  return new Promise((resolve) => {
    const now = find();
    if (now) return resolve(now);
    const observer = new MutationObserver(() => {
      const heading = find();
      if (!heading) return;
      stop();
      resolve(heading);
    });
    const timer = window.setTimeout(() => {
      stop();
      resolve(null);
    }, WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    signal.addEventListener('abort', () => {
      stop();
      resolve(null);
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * A page change inside the app is heard as well as seen (WCAG 2.4.3, 4.1.3; issue 28 item 1): once
 * the new page's h1 is there, focus moves to it (so Tab continues from the page, not from the link
 * that was followed) and a polite live region says its name, once. The browser's back and forward
 * keep focus where the browser puts it and only announce. A page that moved focus into itself
 * first (the quiz, the next lesson) keeps it. The first load is left to the screen reader, which
 * reads a new document anyway.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const [said, setSaid] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const stop = new AbortController();
    void whenHeading(main, stop.signal).then((heading) => {
      if (!heading) return;
      const active = document.activeElement;
      const pageTookFocus = active !== null && active !== main && main.contains(active);
      if (navigation !== 'POP' && !pageTookFocus) focusPlace(heading);
      setSaid(heading.textContent!.trim());
    });
    return () => stop.abort();
  }, [pathname, navigation]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {said}
    </p>
  );
}
