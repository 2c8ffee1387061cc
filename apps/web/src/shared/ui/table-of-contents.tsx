import { useEffect, useState } from 'react';
import type { Locale } from '@app/contract/envelope';
import { cx } from '../lib/cx';

export interface TocItem {
  id: string;
  label: string;
  /** The label's language when it is not the page's (a company's text, shared/i18n/text-lang.ts). */
  lang?: Locale | undefined;
}

/** The id of the last section whose heading has scrolled past the top of the window. */
function useActiveSection(ids: string[]) {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');
  useEffect(() => {
    const list = key ? key.split('|') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = list[0];
      for (const id of list) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top < 140) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

/** "On this page": links to the sections of a long page, the one being read highlighted. */
export function TableOfContents({ title, items }: { title: string; items: TocItem[] }) {
  const active = useActiveSection(items.map((i) => i.id));
  if (items.length === 0) return null;
  return (
    <nav aria-label={title}>
      <p className="text-xs font-bold tracking-wider text-ink-soft uppercase">{title}</p>
      <ol className="mt-3 border-l border-line">
        {items.map((item) => {
          const current = item.id === active;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                lang={item.lang}
                aria-current={current ? 'location' : undefined}
                className={cx(
                  '-ml-px block border-l-2 py-1.5 pl-4 text-sm leading-snug transition-colors',
                  current
                    ? 'border-brand font-semibold text-brand'
                    : 'border-transparent text-ink-soft hover:border-line hover:text-ink',
                )}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
