import type { FormEventHandler, ReactNode } from 'react';
import { FormMessage } from '@/shared/forms/form-field';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';

/** The in-place form of one entry: its fields, Save and Cancel, and what went wrong. */
export function EntryForm({
  title,
  onSubmit,
  onCancel,
  submitting,
  failed,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="mb-4 grid gap-4 rounded-xl border border-brand/40 bg-brand-soft/40 p-4 sm:grid-cols-2"
    >
      <h3 className="font-bold sm:col-span-2">{title}</h3>
      {children}
      {failed && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{t('cv.saveFailed')}</FormMessage>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('cv.entry.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('cv.entry.save')}
        </Button>
      </div>
    </form>
  );
}

/** What the last change did ("Work experience saved"), shown and read out. */
export function SectionStatus({ text }: { text: string }) {
  return (
    <p role="status" className={text ? 'mb-3 text-sm font-semibold text-emerald-800' : 'sr-only'}>
      {text}
    </p>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[9.5rem_1fr] sm:gap-5">
          <div aria-hidden className="skeleton h-4 w-28 sm:ml-auto" />
          <div className="space-y-2">
            <div aria-hidden className="skeleton h-5 w-2/3" />
            <div aria-hidden className="skeleton h-4 w-1/2" />
            <div aria-hidden className="skeleton h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
