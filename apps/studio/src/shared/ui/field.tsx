import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import { cx } from '../lib/cx';

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Words under the label that help fill it in. */
  hint?: ReactNode;
  /** The problem's words, shown under the control and tied to it (aria-describedby). */
  error?: string | undefined;
  required?: boolean;
  requiredLabel?: string;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its hint and its error under it (WCAG 1.3.1, 3.3.1, 3.3.2). */
export function Field({ id, label, hint, error, required, requiredLabel, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span className="ml-1.5 text-xs font-medium text-red-700">
            * <span className="sr-only">{requiredLabel}</span>
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="-mt-0.5 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A titled card of the form. */
export function FormCard({
  title,
  lead,
  children,
  className,
  headingId,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
  headingId?: string;
}) {
  return (
    <section className={cx('card p-4 sm:p-6', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-bold text-ink">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-ink-soft">{lead}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
