import { useT } from '../i18n/i18n';
import { Button } from './button';

/** Previous / next with "Page x of y"; hidden when everything fits on one page. */
export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('app.pageOf', { page, pages })}
      className="mt-8 flex items-center justify-center gap-3"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('app.previous')}
      </Button>
      <span className="text-sm font-medium text-ink-soft" aria-live="polite">
        {t('app.pageOf', { page, pages })}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('app.next')}
      </Button>
    </nav>
  );
}
