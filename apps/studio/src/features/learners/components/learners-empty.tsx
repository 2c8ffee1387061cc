import type { ReactNode } from 'react';
import { Icon } from '@/shared/ui/icons';
import { peopleIcon } from '../lib/icons';

/** Nothing to show yet: what that means, and what to do. */
export function LearnersEmpty({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="card flex flex-col items-center px-6 py-10 text-center" data-testid="learners-empty">
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand">
        <Icon path={peopleIcon} size={26} />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 max-w-md text-ink-soft">{lead}</p>
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}
