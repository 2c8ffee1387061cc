import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';

/**
 * Previous and Next around where a list is ("Page 2 of 7", or "Page 2" when the end is not known):
 * the orders, vouchers, corporate orders and a cohort's people page the same way.
 */
export function Pager({
  page,
  pages,
  hasNext = pages !== undefined && page < pages,
  onPage,
}: {
  page: number;
  /** The number of pages when known. */
  pages?: number;
  hasNext?: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t('orders.pages')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('orders.previous')}
      </Button>
      <p className="text-sm text-ink-soft" aria-current="page">
        {pages === undefined ? t('orders.page', { page }) : t('vouchers.page', { page, pages })}
      </p>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('orders.next')}
      </Button>
    </nav>
  );
}
