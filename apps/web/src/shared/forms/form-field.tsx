import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';

export const inputClass = (invalid: boolean, extra?: string, { select = false } = {}) =>
  cx(
    'h-11 w-full rounded-xl border bg-white px-3.5 text-base text-ink shadow-xs transition-colors placeholder:text-ink-soft/60 sm:text-sm',
    'focus:border-brand focus:ring-3 focus:ring-brand/20 focus:outline-none',
    'disabled:bg-surface disabled:text-ink-soft',
    // A <select> always matches :read-only, so only text fields get the read-only look.
    !select && 'read-only:bg-surface read-only:text-ink-soft',
    invalid ? 'border-red-600' : 'border-line',
    extra,
  );

/** The kit's own descriptions (error, hint) and one the caller adds, such as a character counter. */
const joinIds = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface ShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  /** Read the error out as it appears: for errors that come while typing, not on submit. */
  announce?: boolean;
  className?: string;
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/**
 * A label tied to its control, an optional hint, and the error linked by aria-describedby, so a
 * screen reader reads the problem when the field gets focus.
 */
export function FieldShell({ id, label, hint, error, optional, announce, className, children }: ShellProps) {
  const t = useT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {optional && <span className="ml-1 font-normal text-ink-soft">({t('form.optional')})</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p
          id={errorId}
          role={announce ? 'alert' : undefined}
          className="flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <svg
            aria-hidden
            width="16"
            height="16"
            viewBox="0 0 24 24"
            className="mt-0.5 shrink-0"
            fill="currentColor"
          >
            <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 5h2v7h-2zm0 9h2v2h-2z" />
          </svg>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  className?: string;
  /** Something shown fixed in front of the value, such as +62. */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, hint, error, optional, className, prefix, ref, ...input }: InputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(aria) =>
        prefix ? (
          <div className="flex">
            <span
              aria-hidden
              className="inline-flex items-center rounded-l-xl border border-r-0 border-line bg-surface px-3 text-sm font-semibold text-ink-soft"
            >
              {prefix}
            </span>
            <input ref={ref} {...aria} {...input} className={inputClass(Boolean(error), 'rounded-l-none')} />
          </div>
        ) : (
          <input ref={ref} {...aria} {...input} className={inputClass(Boolean(error))} />
        )
      }
    </FieldShell>
  );
}

export function PasswordField({
  label,
  hint,
  error,
  className,
  ref,
  ...input
}: Omit<InputProps, 'prefix' | 'type' | 'optional'>) {
  const t = useT();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <div className="relative">
          <input
            ref={ref}
            {...aria}
            {...input}
            type={visible ? 'text' : 'password'}
            className={inputClass(Boolean(error), 'pr-12')}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            aria-controls={id}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-ink-soft hover:text-ink"
          >
            <svg
              aria-hidden
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M4 4l16 16" />}
            </svg>
          </button>
        </div>
      )}
    </FieldShell>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({
  label,
  hint,
  error,
  optional,
  className,
  ref,
  children,
  ...select
}: SelectProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(aria) => (
        <select
          ref={ref}
          {...aria}
          {...select}
          className={inputClass(Boolean(error), 'cursor-pointer pr-8', { select: true })}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A message about the whole form (failed submit, saved), read out when it appears. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex items-start gap-2.5 rounded-xl px-4 py-3 text-sm font-medium',
        tone === 'error' && 'bg-red-50 text-red-800 ring-1 ring-red-200',
        tone === 'success' && 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
        tone === 'info' && 'bg-sky-50 text-sky-900 ring-1 ring-sky-200',
      )}
    >
      {children}
    </div>
  );
}

type TextAreaProps = Omit<InputHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  className?: string;
  rows?: number;
  announce?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  className,
  ref,
  rows = 4,
  announce,
  ...area
}: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      announce={announce}
      className={className}
    >
      {(aria) => (
        <textarea
          ref={ref}
          rows={rows}
          {...area}
          {...aria}
          aria-describedby={joinIds(aria['aria-describedby'], area['aria-describedby'])}
          className={inputClass(Boolean(error), 'h-auto min-h-24 py-2.5 leading-relaxed')}
        />
      )}
    </FieldShell>
  );
}
