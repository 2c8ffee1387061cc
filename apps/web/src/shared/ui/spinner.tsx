import { useT } from '../i18n/i18n';

/** product §2: a spinner with optional text 'Loading.....'. */
export function Spinner({ text, withText = false }: { text?: string; withText?: boolean }) {
  const t = useT();
  const label = text ?? t('app.spinner');
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-10 text-ink-soft">
      <span
        aria-hidden
        className="size-9 animate-spin rounded-full border-4 border-brand-muted border-t-brand"
      />
      {withText || text ? (
        <span className="text-sm font-medium">{label}</span>
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </div>
  );
}
