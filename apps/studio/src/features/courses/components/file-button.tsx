import type { ReactNode } from 'react';
import { buttonClass } from '@/shared/ui/button';

/**
 * A file input worn as a button: a label the keyboard reaches through its hidden input (Tab, then
 * Enter or Space opens the file picker), its focus ring drawn on the label.
 */
export function FileButton(props: {
  accept: string;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  describedBy?: string | undefined;
  invalid?: boolean;
  testId?: string;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={buttonClass(
        props.variant ?? 'secondary',
        'sm',
        'cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
      )}
    >
      {props.children}
      <input
        type="file"
        accept={props.accept}
        className="sr-only"
        disabled={props.disabled}
        data-testid={props.testId}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) props.onFile(file);
        }}
      />
    </label>
  );
}
