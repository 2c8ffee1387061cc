import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { recoverFocus } from '../lib/focus';

/**
 * Keeps a native <dialog> opened with showModal() (focus inside, the page behind inert) while
 * `open`, and closes it when not: for the modal below and the lesson list's side drawer.
 */
export function useShowModal(ref: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, ref]);
  // The browser gives focus back to what opened the dialog; when that is gone (the menu item of a
  // logout, a button the dialog's outcome replaced) focus would fall to <body>: it goes to the
  // page's heading instead (issue 28 item 3).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => requestAnimationFrame(recoverFocus);
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [ref]);
}

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
  dialogRef,
  children,
}: {
  open: boolean;
  labelledBy: string;
  describedBy?: string;
  onCancel: () => void;
  /** To close it before it is unmounted, so focus goes back to what opened it. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}) {
  const own = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? own;
  useShowModal(ref, open);
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
