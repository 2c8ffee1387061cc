import type { ComponentProps } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { icons } from '@/shared/ui/icons';

/** No voucher to show: the shared empty state with the vouchers' ticket. */
export const VoucherEmpty = (props: Omit<ComponentProps<typeof EmptyState>, 'icon' | 'testId'>) => (
  <EmptyState icon={icons.ticket} testId="vouchers-empty" {...props} />
);
