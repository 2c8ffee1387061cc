import { cx } from '../lib/cx';

/** A grey placeholder while the answer is on its way (pulses unless motion is reduced). */
export const Skeleton = ({ className }: { className?: string }) => (
  <span aria-hidden className={cx('skeleton block', className)} />
);
