import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * product §2: on load (and on each navigation) the page scrolls smoothly to the top. A link to an
 * anchor (/#programmes) is left to the page, which scrolls to the anchor once it has rendered.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // A change of hash alone is an in-page jump, not a navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
