import type { ReactNode } from 'react';
import { Icon, icons } from '@/shared/ui/icons';

/** Nothing to list or to show for these filters: a friendly word, and the next step (a button or link). */
export function EmptyState({
  title,
  lead,
  icon = icons.layers,
  testId,
  children,
}: {
  title: string;
  lead: string;
  /** The picture above the words: the feature's own icon. */
  icon?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center sm:py-16" data-testid={testId}>
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand">
        <Icon path={icon} size={28} />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 max-w-md text-ink-soft">{lead}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
