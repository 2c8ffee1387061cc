import type { ComponentProps } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { icons } from '@/shared/ui/icons';

/** No corporate order to show: the shared empty state with the layers picture. */
export const CorporateEmpty = (props: Omit<ComponentProps<typeof EmptyState>, 'icon' | 'testId'>) => (
  <EmptyState icon={icons.layers} testId="corporate-empty" {...props} />
);
