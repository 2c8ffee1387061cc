import type { ReactNode } from 'react';

export type ChartView = 'chart' | 'table';

/**
 * A chart with its table view (every chart has one, for screen readers and exact figures): a
 * titled card with a Chart/Table switch; the choice is the caller's (kept in the address).
 */
export function ChartCard({
  id,
  title,
  switchLabel,
  viewWords,
  view,
  onView,
  chart,
  table,
}: {
  id: string;
  title: string;
  /** The switch's name, and the words of its two buttons. */
  switchLabel: string;
  viewWords: Record<ChartView, string>;
  view: ChartView;
  onView: (view: ChartView) => void;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <div
          role="group"
          aria-label={switchLabel}
          className="inline-flex rounded-lg border border-line p-0.5"
        >
          {(['chart', 'table'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={
                view === v
                  ? 'min-h-9 rounded-md bg-brand px-3 text-sm font-semibold text-on-brand'
                  : 'min-h-9 rounded-md px-3 text-sm font-semibold text-ink-soft hover:text-ink'
              }
            >
              {viewWords[v]}
            </button>
          ))}
        </div>
      </div>
      {view === 'table' ? table : chart}
    </section>
  );
}
