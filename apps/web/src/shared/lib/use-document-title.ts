import { useEffect } from 'react';
import { useBrand } from '../config/brand-store';

/** "Page title | Company", or the company alone. */
export function useDocumentTitle(title?: string) {
  const company = useBrand((b) => b.companyName);
  useEffect(() => {
    document.title = title ? (company ? `${title} | ${company}` : title) : company || document.title;
  }, [title, company]);
}
