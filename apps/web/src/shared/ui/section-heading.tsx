import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

/** The heading of a page section: eyebrow, h2, lead, and an optional action on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  action,
  center = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  center?: boolean;
}) {
  return (
    <div
      className={cx(
        'mb-8 flex flex-wrap items-end gap-4 sm:mb-10',
        center ? 'justify-center text-center' : 'justify-between',
      )}
    >
      <div className={cx('max-w-2xl', center && 'mx-auto')}>
        {eyebrow && <p className="text-sm font-bold tracking-wider text-brand uppercase">{eyebrow}</p>}
        <h2 id={id} className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-3 text-base text-ink-soft sm:text-lg">{lead}</p>}
      </div>
      {action}
    </div>
  );
}
