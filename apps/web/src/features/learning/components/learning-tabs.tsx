import { useRef, type KeyboardEvent } from 'react';
import { myLearningFilters, type MyLearningFilter } from '@app/contract/learning/constants';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';

const LABELS: Record<MyLearningFilter, MessageKey> = {
  all: 'learning.my.tab.all',
  in_progress: 'learning.my.tab.in_progress',
  completed: 'learning.my.tab.completed',
};

export const tabId = (tab: MyLearningFilter) => `learning-tab-${tab}`;
export const LEARNING_PANEL_ID = 'learning-panel';

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows (and Home/End) move and select; each tab says
 * how many courses it holds.
 */
export function LearningTabs({
  value,
  counts,
  onChange,
}: {
  value: MyLearningFilter;
  counts: Record<MyLearningFilter, number> | undefined;
  onChange: (tab: MyLearningFilter) => void;
}) {
  const t = useT();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const tabs = myLearningFilters;
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
    <div
      role="tablist"
      aria-label={t('learning.my.tabs')}
      className="flex gap-1 rounded-xl border border-line bg-white p-1 sm:inline-flex"
    >
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={LEARNING_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={onKeyDown}
            className={cx(
              'inline-flex min-h-10 flex-auto items-center justify-center gap-1 rounded-lg px-2 text-sm sm:gap-1.5 sm:px-3 text-center leading-tight font-semibold transition-colors',
              selected
                ? 'bg-brand text-on-brand shadow-sm'
                : 'text-ink-soft hover:bg-brand-soft hover:text-ink',
            )}
          >
            {t(LABELS[tab])}
            {counts && (
              <span
                className={cx(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  selected ? 'bg-white/25' : 'bg-brand-soft text-ink',
                )}
              >
                {counts[tab]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
