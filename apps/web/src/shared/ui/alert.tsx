import { lazy, Suspense } from 'react';
import { create } from 'zustand';

export type AlertIcon = 'success' | 'error' | 'info' | 'warning';
export interface AlertRequest {
  title: string;
  text?: string;
  icon?: AlertIcon;
  confirmText?: string;
  /** A second button that does something without closing the alert ("Send the confirmation again"). */
  action?: AlertAction;
  resolve: (how: AlertClosed) => void;
}

/**
 * How the alert was closed: its button (`confirmed`), or Escape (`dismissed`). A caller that goes
 * somewhere after the alert goes only on `confirmed`: Escape closes and stays (issue 28 item 4).
 */
export type AlertClosed = 'confirmed' | 'dismissed';

export interface AlertAction {
  label: string;
  /** Resolves to what the alert then says under its text (sent, or why not). */
  run: () => Promise<string>;
}

export const useAlerts = create<{ queue: AlertRequest[] }>(() => ({ queue: [] }));

/**
 * Shows a modal alert (the spec's 'Success' / 'You are logged out!' style) and resolves when the
 * user closes it, saying how. Alerts queue, one at a time.
 */
export function showAlert(alert: Omit<AlertRequest, 'resolve'>): Promise<AlertClosed> {
  return new Promise((resolve) => {
    useAlerts.setState((s) => ({ queue: [...s.queue, { ...alert, resolve }] }));
  });
}

const AlertDialog = lazy(() => import('./alert-dialog'));

/**
 * Mounted once. The dialog's code loads with the first alert, not with every page: most visits
 * never show one, and the first load has a budget (scripts/check-budget.mjs).
 */
export function AlertHost() {
  const pending = useAlerts((s) => s.queue.length > 0);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog />
    </Suspense>
  );
}
