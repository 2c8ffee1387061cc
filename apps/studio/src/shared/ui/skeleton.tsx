import { cx } from '../lib/cx';

/** A grey placeholder while the answer is on its way (pulses unless motion is reduced). */
export const Skeleton = ({ className }: { className?: string }) => (
  <span aria-hidden className={cx('skeleton block', className)} />
);

/** A list on its way: `rows` cards of one grey line each. */
export const ListSkeleton = ({ rows }: { rows: number }) => (
  <ul className="flex flex-col gap-2" aria-busy="true">
    {Array.from({ length: rows }, (_, i) => (
      <li key={i} className="card p-4">
        <Skeleton className="h-5 w-2/3 rounded" />
      </li>
    ))}
  </ul>
);
