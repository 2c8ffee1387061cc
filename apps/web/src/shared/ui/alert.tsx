import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { useT } from '../i18n/i18n';
import { cx } from '../lib/cx';

type Icon = 'success' | 'error' | 'info' | 'warning';
interface AlertRequest {
  title: string;
  text?: string;
  icon?: Icon;
  confirmText?: string;
  resolve: () => void;
}

const useAlerts = create<{ queue: AlertRequest[] }>(() => ({ queue: [] }));

/**
 * Shows a modal alert (the spec's 'Success' / 'You are logged out!' style) and resolves when the
 * user confirms. Alerts queue, one at a time.
 */
export function showAlert(alert: Omit<AlertRequest, 'resolve'>): Promise<void> {
  return new Promise((resolve) => {
    useAlerts.setState((s) => ({ queue: [...s.queue, { ...alert, resolve }] }));
  });
}

const iconStyles: Record<Icon, { ring: string; path: string }> = {
  success: { ring: 'bg-emerald-100 text-emerald-700', path: 'M7 13l3 3 7-7' },
  error: { ring: 'bg-red-100 text-red-700', path: 'M8 8l8 8M16 8l-8 8' },
  info: { ring: 'bg-sky-100 text-sky-700', path: 'M12 8h.01M11 12h1v5h1' },
  warning: { ring: 'bg-amber-100 text-amber-700', path: 'M12 8v5M12 16h.01' },
};

/** Mounted once; renders the alert at the head of the queue in a native modal <dialog>. */
export function AlertHost() {
  const t = useT();
  const current = useAlerts((s) => s.queue[0]);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (current && dialog && !dialog.open) dialog.showModal();
  }, [current]);

  if (!current) return null;
  const icon = iconStyles[current.icon ?? 'info'];
  const confirm = () => {
    ref.current?.close();
    useAlerts.setState((s) => ({ queue: s.queue.slice(1) }));
    current.resolve();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby="alert-title"
      aria-describedby={current.text ? 'alert-text' : undefined}
      onCancel={(e) => {
        e.preventDefault();
        confirm();
      }}
      className="m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-0 text-ink shadow-[var(--shadow-lift)] backdrop:bg-slate-900/50"
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
        <button
          type="button"
          autoFocus
          onClick={confirm}
          className="mt-3 h-11 min-w-28 rounded-xl bg-brand px-5 font-semibold text-white hover:bg-brand-strong"
        >
          {current.confirmText ?? t('app.ok')}
        </button>
      </div>
    </dialog>
  );
}
