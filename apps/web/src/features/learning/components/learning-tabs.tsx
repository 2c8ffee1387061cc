import { myLearningFilters, type MyLearningFilter } from '@app/contract/learning/constants';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { TabList } from '@/shared/ui/tab-list';

const LABELS: Record<MyLearningFilter, MessageKey> = {
  all: 'learning.my.tab.all',
  in_progress: 'learning.my.tab.in_progress',
  completed: 'learning.my.tab.completed',
};

export const tabId = (tab: MyLearningFilter) => `learning-tab-${tab}`;
export const LEARNING_PANEL_ID = 'learning-panel';

/** The my-courses tabs (shared/ui TabList); each says how many courses it holds. */
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
  return (
    <TabList
      tabs={myLearningFilters}
      value={value}
      onChange={onChange}
      label={t('learning.my.tabs')}
      idPrefix="learning-tab"
      panelId={LEARNING_PANEL_ID}
      className="flex gap-1 rounded-xl border border-line bg-white p-1 sm:inline-flex"
      tabClassName="inline-flex min-h-10 flex-auto items-center justify-center gap-1 rounded-lg px-2 text-sm sm:gap-1.5 sm:px-3 text-center leading-tight font-semibold transition-colors"
      renderTab={(tab, selected) => (
        <>
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
        </>
      )}
    />
  );
}
