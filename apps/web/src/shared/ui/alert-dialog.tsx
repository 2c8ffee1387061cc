import { useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { cx } from '../lib/cx';
import { useAlerts, type AlertAction, type AlertClosed, type AlertIcon } from './alert';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

const iconStyles: Record<AlertIcon, { ring: string; path: string }> = {
  success: { ring: 'bg-emerald-100 text-emerald-700', path: 'M7 13l3 3 7-7' },
  error: { ring: 'bg-red-100 text-red-700', path: 'M8 8l8 8M16 8l-8 8' },
  info: { ring: 'bg-sky-100 text-sky-700', path: 'M12 8h.01M11 12h1v5h1' },
  warning: { ring: 'bg-amber-100 text-amber-700', path: 'M12 8v5M12 16h.01' },
};

/** The alert at the head of the queue, in the design system's modal (alert.tsx's AlertHost). */
export default function AlertDialog() {
  const t = useT();
  const current = useAlerts((s) => s.queue[0]);
  const dialog = useRef<HTMLDialogElement>(null);
  const icon = iconStyles[current?.icon ?? 'info'];
  if (!current) return null;
  const close = (how: AlertClosed) => {
    // Closed before the last alert unmounts it: focus returns to what was focused before.
    if (useAlerts.getState().queue.length === 1) dialog.current?.close();
    useAlerts.setState((s) => ({ queue: s.queue.slice(1) }));
    current.resolve(how);
  };
  return (
    <ModalDialog
      open
      dialogRef={dialog}
      labelledBy="alert-title"
      describedBy={current.text ? 'alert-text' : undefined}
      onCancel={() => close('dismissed')}
    >
      <div className="flex flex-col items-center gap-3 px-6 pt-8 pb-6 text-center">
        <span className={cx('flex size-14 items-center justify-center rounded-full', icon.ring)} aria-hidden>
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d={icon.path} />
          </svg>
        </span>
        <h2 id="alert-title" className="text-xl font-bold">
          {current.title}
        </h2>
        {current.text && (
          <p id="alert-text" className="text-ink-soft">
            {current.text}
          </p>
        )}
        <div className="mt-3 flex flex-wrap justify-center gap-3">
          {current.action && <AlertActionButton action={current.action} />}
          <Button autoFocus onClick={() => close('confirmed')} className="min-w-28">
            {current.confirmText ?? t('app.ok')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** The alert's second button: its spinner runs while the action does, then its outcome is read out. */
function AlertActionButton({ action }: { action: AlertAction }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const run = async () => {
    setBusy(true);
    setOutcome('');
    try {
      setOutcome(await action.run());
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" loading={busy} onClick={() => void run()}>
        {action.label}
      </Button>
      <p role="status" className="w-full text-sm text-ink-soft empty:hidden">
        {outcome}
      </p>
    </>
  );
}
