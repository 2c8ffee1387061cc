import { useT } from '../i18n/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** A plain page for a screen a later issue builds (login-required screens only). */
export function PlaceholderPage({ title }: { title: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="mt-3 text-ink-soft">{t('app.placeholderText')}</p>
    </div>
  );
}
