import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The one modal of the design system: a native <dialog> opened with showModal(), so focus stays
 * inside, the page behind is inert, Escape asks `onCancel`, and focus returns to what opened it.
 * Alerts (alert.tsx) and questions (confirm-dialog.tsx) are both this, with their own content.
 */
export function ModalDialog({
  open,
  labelledBy,
  describedBy,
  onCancel,
  children,
}: {
  open: boolean;
  labelledBy: string;
  describedBy?: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-0 text-ink shadow-[var(--shadow-lift)] backdrop:bg-slate-900/50"
    >
      {open && children}
    </dialog>
  );
}
