import { useEffect } from 'react';
import { useBrand } from '../config/brand-store';
import { tellServer } from './server-page-meta';

/** "Page title | Company", or the company alone. */
export function useDocumentTitle(title?: string) {
  const company = useBrand((b) => b.companyName);
  const full = title ? (company ? `${title} | ${company}` : title) : company;
  if (full) tellServer({ title: full });
  useEffect(() => {
    document.title = full || document.title;
  }, [full]);
}
