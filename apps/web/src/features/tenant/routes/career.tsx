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
      query={usePage('career')}
      title={t('pages.career')}
      eyebrow={t('career.eyebrow')}
      aside={
        <AsideCard title={t('career.asideTitle')} text={t('career.asideText')}>
          {supportEmail && (
            <a
              className={buttonClass('primary')}
              href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('career.mailSubject'))}`}
            >
              {t('career.cta')}
            </a>
          )}
          <LinkButton to={paths.about} variant="secondary">
            {t('pages.about')}
          </LinkButton>
        </AsideCard>
      }
    />
  );
}
