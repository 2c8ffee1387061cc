import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { buttonClass, LinkButton } from '@/shared/ui/button';
import { usePage } from '../api/pages';
import { AsideCard, ContentPage } from '../components/content-page';

export function Component() {
  const t = useT();
  const supportEmail = useBrand((b) => b.supportEmail);
  return (
    <ContentPage
      query={usePage('corporate-solution')}
      title={t('pages.corporate')}
      eyebrow={t('corporate.eyebrow')}
      aside={
        <AsideCard title={t('corporate.asideTitle')} text={t('corporate.asideText')}>
          {supportEmail && (
            <a
              className={buttonClass('primary')}
              href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('corporate.mailSubject'))}`}
            >
              {t('corporate.cta')}
            </a>
          )}
          <LinkButton to={paths.contact} variant="secondary">
            {t('pages.contact')}
          </LinkButton>
        </AsideCard>
      }
    />
  );
}
