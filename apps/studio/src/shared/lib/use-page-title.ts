import { useEffect } from 'react';
import { useBrand } from '../brand/brand';
import { useT } from '../i18n/i18n';

/** The tab's title: the page, then "Studio · Company" (WCAG 2.4.2). */
export function usePageTitle(page: string | null | undefined) {
  const t = useT();
  const company = useBrand((b) => b.name);
  useEffect(() => {
    const studio = company ? `${t('app.studio')} · ${company}` : t('app.studio');
    document.title = page ? `${page} · ${studio}` : studio;
  }, [page, company, t]);
}
