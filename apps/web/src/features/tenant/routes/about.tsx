import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { LinkButton } from '@/shared/ui/button';
import { useAbout } from '../api/pages';
import { AsideCard, ContentPage } from '../components/content-page';

export function Component() {
  const t = useT();
  const pluralName = useBrand((b) => b.pluralName);
  return (
    <ContentPage
      query={useAbout()}
      title={t('pages.about')}
      eyebrow={t('about.eyebrow')}
      aside={
        <AsideCard
          title={t('about.asideTitle')}
          text={t('about.asideText', { plural: pluralName.toLowerCase() })}
        >
          <LinkButton to={paths.education}>
            {t('home.browse', { plural: pluralName.toLowerCase() })}
          </LinkButton>
          <LinkButton to={paths.contact} variant="secondary">
            {t('pages.contact')}
          </LinkButton>
        </AsideCard>
      }
    />
  );
}
