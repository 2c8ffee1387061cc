import { useId } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

/**
 * A question before something that cannot be undone (cancelling an order, deleting an entry), in a native modal
 * <dialog>: focus stays inside, Escape is "keep", and focus returns to the button that opened it.
 * The safe answer has the focus first.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmText,
  cancelText,
  busy = false,
  error,
  tone = 'danger',
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  busy?: boolean;
  /** Why the last confirmation failed, announced in the dialog. */
  error?: string;
  /** 'danger' for what cannot be undone; 'primary' for a step forward (submitting a quiz). */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();

  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      describedBy={textId}
      onCancel={() => {
        if (!busy) onClose();
      }}
    >
      <div className="flex flex-col gap-3 p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <p id={textId} className="text-ink-soft">
          {text}
        </p>
        {error && (
          <p role="alert" className="font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" autoFocus disabled={busy} onClick={onClose}>
            {cancelText}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmText}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
