import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the viewport; until then a placeholder of the
 * given height holds the space (no layout shift). Below-the-fold sections use it so their code
 * and data load after the first paint, not with it.
 */
export function WhenVisible({
  children,
  minHeight,
  rootMargin = '400px',
}: {
  children: ReactNode;
  minHeight: number;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The server renders the placeholder, as the browser's first render does (hydration).
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  const placeholder = <div aria-hidden style={{ minHeight }} />;
  return (
    <div ref={ref}>{visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>
  );
}
