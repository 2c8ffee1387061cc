import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../lib/cx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'inverse';
type Size = 'sm' | 'md' | 'lg';

// A label may be the tenant's own text (banner calls to action) of any length: it wraps, centred,
// rather than pushing the button past the screen; a one-line button keeps its height.
const base =
  'inline-flex max-w-full items-center justify-center gap-2 rounded-xl py-2 text-center font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong shadow-sm',
  secondary: 'border border-brand text-brand bg-white hover:bg-brand-soft',
  ghost: 'text-ink hover:bg-brand-soft',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** On the accent colour; its text colour is picked for contrast at run time. */
  accent: 'bg-accent text-on-accent hover:brightness-95 shadow-sm',
  /** An outline button on a brand-coloured band. */
  inverse: 'border-2 border-current text-on-brand hover:bg-white/10',
};
const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

export const buttonClass = (variant: Variant = 'primary', size: Size = 'md', extra?: string) =>
  cx(base, variants[variant], sizes[size], extra);

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  loading,
  className,
  children,
  disabled,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  // While it works the button stays focusable (aria-disabled, clicks ignored): a disabled button
  // would drop the keyboard user's focus to <body> (issue 28 item 3). Ignoring the click also
  // stops a form's submit by Enter, which the browser makes a click on its submit button.
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass(variant, size, className)}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      )}
      {children}
    </button>
  );
}

interface LinkButtonProps extends LinkProps {
  variant?: Variant;
  size?: Size;
  ref?: Ref<HTMLAnchorElement>;
}

export function LinkButton({ variant, size, className, ...rest }: LinkButtonProps) {
  return (
    <Link
      className={buttonClass(variant, size, typeof className === 'string' ? className : undefined)}
      {...rest}
    />
  );
}
