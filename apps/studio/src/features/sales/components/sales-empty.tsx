import type { ComponentProps } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { icons } from '@/shared/ui/icons';

/** Nothing to show for these filters: the shared empty state with the sales' chart. */
export const SalesEmpty = (props: Omit<ComponentProps<typeof EmptyState>, 'icon' | 'testId'>) => (
  <EmptyState icon={icons.chart} testId="sales-empty" {...props} />
);
