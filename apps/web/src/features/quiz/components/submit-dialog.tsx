import { useEffect, useId, useRef } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';

/**
 * The question before submitting, in a native modal <dialog> (focus stays inside, Escape keeps
 * answering): it says how many questions are still unanswered.
 */
export function SubmitDialog({
  open,
  unanswered,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  unanswered: number;
  busy: boolean;
  error: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-0 text-ink shadow-[var(--shadow-lift)] backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="flex flex-col gap-3 p-6">
          <h2 id={titleId} className="text-xl font-bold">
            {t('quiz.submit.title')}
          </h2>
          <p id={textId} className="text-ink-soft">
            {unanswered === 0
              ? t('quiz.submit.allAnswered')
              : t(unanswered === 1 ? 'quiz.submit.unanswered.one' : 'quiz.submit.unanswered.other', {
                  count: unanswered,
                })}
          </p>
          {error && (
            <p role="alert" className="font-medium text-red-800">
              {error}
            </p>
          )}
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" autoFocus disabled={busy} onClick={onClose}>
              {t('quiz.submit.keep')}
            </Button>
            <Button loading={busy} onClick={onConfirm}>
              {t('quiz.submit.confirm')}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
