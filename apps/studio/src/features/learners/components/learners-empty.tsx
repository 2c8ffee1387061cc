import type { ReactNode } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { peopleIcon } from '../lib/icons';

/** Nothing to show yet: the studio's one empty state, with the learners' icon. */
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
    <EmptyState title={title} lead={lead} icon={peopleIcon} testId="learners-empty">
      {children}
    </EmptyState>
  );
}
