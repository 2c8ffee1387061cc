import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Icon, icons } from './icons';

type Tone = 'error' | 'success' | 'info' | 'warning';
const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-brand-muted bg-brand-soft text-ink',
  warning: 'border-amber-200 bg-amber-50 text-amber-950',
};

/** A message in the page: errors are alerts (read at once), the rest polite status messages. */
export function Alert({
  tone,
  children,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone], className)}
    >
      <Icon path={tone === 'success' ? icons.check : icons.alert} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
