import { useSearchParams } from 'react-router';
import { useBrand } from '@/shared/brand/brand';
import { useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { buttonClass } from '@/shared/ui/button';
import { CenteredCard } from '@/shared/ui/centered-card';
import { Icon, icons } from '@/shared/ui/icons';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';

/** No studio session: the studio is opened from the learners' site ("Login As Contributor"). */
export function Component() {
  const t = useT();
  const brand = useBrand();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  usePageTitle(t('session.out.title'));
  return (
    <CenteredCard>
      <div className="flex justify-end">
        <LanguageSwitcher />
      </div>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t('session.out.title')}</h1>
      {(reason === 'signed-out' || reason === 'expired') && (
        <Alert tone="info" className="mt-4">
          {t(reason === 'signed-out' ? 'session.out.signedOut' : 'session.out.expired')}
        </Alert>
      )}
      <p className="mt-4 text-ink-soft">
        {brand.name ? t('session.out.lead', { company: brand.name }) : t('session.out.leadGeneric')}
      </p>
      {brand.siteUrl && (
        <a href={brand.siteUrl} className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          <Icon path={icons.external} size={18} />
          {brand.name ? t('session.backToSite', { company: brand.name }) : t('session.backToSiteGeneric')}
        </a>
      )}
    </CenteredCard>
  );
}
