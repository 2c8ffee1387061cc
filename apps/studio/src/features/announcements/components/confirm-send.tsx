import { useEffect, useId, useRef } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';

/** "Send to N learners?": a modal dialog; Escape or Cancel go back to the form. */
export function ConfirmSend(props: {
  recipients: number;
  course: string;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const leadId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    confirm.current?.focus();
    return () => element?.close?.();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={leadId}
      onCancel={(event) => {
        event.preventDefault();
        if (!props.sending) props.onClose();
      }}
      className="m-auto w-[min(30rem,calc(100vw-1.5rem))] max-w-none rounded-2xl bg-white p-0 text-ink shadow-[var(--shadow-lift)] backdrop:bg-slate-950/60"
    >
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {t('announcements.confirm.title')}
        </h2>
        <p id={leadId} className="text-sm text-ink-soft">
          {t('announcements.confirm.lead', { count: props.recipients, course: props.course })}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={props.onClose} disabled={props.sending}>
            {t('announcements.confirm.cancel')}
          </Button>
          <Button ref={confirm} type="button" loading={props.sending} onClick={props.onConfirm}>
            {t('announcements.confirm.send', { count: props.recipients })}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
