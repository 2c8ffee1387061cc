import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/cx';

/** Status art above a title: success, failure, mail sent. */
export function StatusIcon({ tone }: { tone: 'success' | 'error' | 'mail' }) {
  const styles = {
    success: { ring: 'bg-emerald-100 text-emerald-700', path: 'M7 12.5l3.2 3.2L17 9' },
    error: { ring: 'bg-red-100 text-red-700', path: 'M8.5 8.5l7 7M15.5 8.5l-7 7' },
    mail: {
      ring: 'bg-brand-soft text-brand',
      path: 'M4 7.5A1.5 1.5 0 0 1 5.5 6h13A1.5 1.5 0 0 1 20 7.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 16.5zM4.5 7.5l7.5 5.5 7.5-5.5',
    },
  }[tone];
  return (
    <span
      className={cx('mx-auto flex size-16 items-center justify-center rounded-full', styles.ring)}
      aria-hidden
    >
      <svg
        width="32"
        height="32"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={styles.path} />
      </svg>
    </span>
  );
}

/**
 * A centred card for the account access pages (register, password, confirmation); `aside` (what
 * the visitor came for: a course's card, product §2) goes between the heading and the content.
 */
export function AuthCard({
  title,
  lead,
  icon,
  aside,
  children,
  footer,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-soft/70 via-surface to-surface">
      <div className="container-page py-8 sm:py-14">
        <div
          className={cx(
            'mx-auto rounded-3xl border border-line/60 bg-white p-5 shadow-[var(--shadow-card)] sm:p-9',
            wide ? 'max-w-xl' : 'max-w-md',
          )}
        >
          {icon && <div className="mb-5">{icon}</div>}
          <h1
            className={cx(
              'text-2xl font-extrabold tracking-tight sm:text-3xl',
              icon ? 'text-center' : undefined,
            )}
          >
            {title}
          </h1>
          {lead && <p className={cx('mt-2 text-ink-soft', icon ? 'text-center' : undefined)}>{lead}</p>}
          {aside && <div className="mt-6">{aside}</div>}
          {children && <div className="mt-6">{children}</div>}
        </div>
        {footer && <div className="mx-auto mt-6 max-w-md text-center text-sm text-ink-soft">{footer}</div>}
      </div>
    </div>
  );
}
