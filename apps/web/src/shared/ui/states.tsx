import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { Button } from './button';

/** A friendly empty list: an illustration, a sentence, and optionally a way forward. */
/**
 * An empty list or a missing thing, with what to do next. `level` 1 when the state is the whole
 * page (a course or quiz not found), so the page still has its one main heading.
 */
export function EmptyState({
  title,
  text,
  action,
  level = 2,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-12 text-center">
      <svg aria-hidden width="72" height="72" viewBox="0 0 72 72" className="text-brand-muted">
        <rect x="10" y="18" width="52" height="40" rx="8" fill="currentColor" />
        <rect x="18" y="28" width="24" height="4" rx="2" fill="white" />
        <rect x="18" y="36" width="36" height="4" rx="2" fill="white" />
        <circle cx="54" cy="18" r="9" fill="var(--tenant-accent)" />
      </svg>
      <Heading className="text-lg font-bold">{title}</Heading>
      {text && <p className="max-w-md text-ink-soft">{text}</p>}
      {action}
    </div>
  );
}

/** A failed load, with a retry. */
export function ErrorState({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-semibold text-red-900">{text ?? t('app.loadFailed')}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('app.tryAgain')}
        </Button>
      )}
    </div>
  );
}
