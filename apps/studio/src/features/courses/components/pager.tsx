import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';

/** Previous / next with where one is; the page's number is in the address. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t('courses.pages')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('courses.previous')}
      </Button>
      <p className="text-sm text-ink-soft" aria-current="page">
        {t('courses.page', { page, pages })}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('courses.next')}
      </Button>
    </nav>
  );
}
