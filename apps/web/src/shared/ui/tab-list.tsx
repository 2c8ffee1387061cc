import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/shared/lib/cx';

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows (and Home/End) move and select; each tab
 * controls the one panel below (`panelId`) and is named `${idPrefix}-${tab}` for its
 * aria-labelledby.
 */
export function TabList<T extends string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  panelId,
  renderTab,
  className,
  tabClassName,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  idPrefix: string;
  panelId: string;
  renderTab: (tab: T, selected: boolean) => ReactNode;
  className: string;
  tabClassName: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(value);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={`${idPrefix}-${tab}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={onKeyDown}
            className={cx(
              tabClassName,
              selected
                ? 'bg-brand text-on-brand shadow-sm'
                : 'text-ink-soft hover:bg-brand-soft hover:text-ink',
            )}
          >
            {renderTab(tab, selected)}
          </button>
        );
      })}
    </div>
  );
}
