import { useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { LinkButton } from '@/shared/ui/button';

export function NotFound() {
  const t = useT();
  usePageTitle(t('app.notFound.title'));
  return (
    <div className="card mx-auto max-w-lg p-8 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('app.notFound.title')}</h1>
      <p className="mt-2 text-ink-soft">{t('app.notFound.lead')}</p>
      <LinkButton to="/courses" className="mt-6">
        {t('app.notFound.back')}
      </LinkButton>
    </div>
  );
}
