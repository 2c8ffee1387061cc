import { useParams } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { buttonClass, LinkButton } from '@/shared/ui/button';
import { ContentBlocks } from '@/shared/ui/content-blocks';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { Skeleton } from '@/shared/ui/skeleton';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { useBanners } from '../api/content';
import { CtaLink } from '../components/cta-link';
import { DetailHero } from '../components/detail-hero';
import { LoadFailed } from '../components/page-states';

/** /banner/:id: a home banner in full, found in the get-banner list; an unknown id is Page not found. */
export function Component() {
  const t = useT();
  const pluralName = useBrand((b) => b.pluralName);
  const { id } = useParams();
  const banners = useBanners();
  const banner = banners.data?.find((b) => String(b.id) === id);
  useDocumentTitle(banner?.title);

  if (banners.isPending)
    return (
      <div role="status" aria-label={t('page.loading')} className="container-page py-10">
        <Skeleton className="h-4 w-48" />
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div className="space-y-4">
            <Skeleton className="h-10 w-5/6" />
            <Skeleton className="h-5 w-full" />
          </div>
          <Skeleton className="aspect-[18/7] w-full rounded-2xl" />
        </div>
      </div>
    );
  if (banners.isError) return <LoadFailed onRetry={() => void banners.refetch()} />;
  if (!banner) return <NotFoundPage showHomeLink />;

  return (
    <>
      <DetailHero
        crumbs={
          <Breadcrumbs
            items={[
              { label: t('app.home'), to: paths.home },
              { label: banner.title, ...langOf(banner, 'title') },
            ]}
          />
        }
        eyebrow={t('banner.eyebrow')}
        title={<TextOf of={banner} field="title" />}
        lead={banner.subtitle && <TextOf of={banner} field="subtitle" />}
        image={banner.image}
        imageSize={{ width: 1440, height: 560 }}
        actions={
          banner.cta_url && banner.cta_label ? (
            <CtaLink href={banner.cta_url} className={buttonClass('primary', 'lg')}>
              <TextOf of={banner} field="cta_label" />
            </CtaLink>
          ) : (
            <LinkButton to={paths.education} size="lg">
              {t('home.browse', { plural: pluralName.toLowerCase() })}
            </LinkButton>
          )
        }
      />
      <div className="container-page max-w-3xl py-10 sm:py-14">
        {banner.body.length > 0 && <ContentBlocks blocks={banner.body} {...langOf(banner, 'body')} />}
        <div className="mt-12 flex flex-wrap gap-3 border-t border-line pt-8">
          {banner.cta_url && banner.cta_label && (
            <CtaLink href={banner.cta_url} className={buttonClass('primary')}>
              <TextOf of={banner} field="cta_label" />
            </CtaLink>
          )}
          <LinkButton to={paths.home} variant="secondary">
            {t('app.backHome')}
          </LinkButton>
        </div>
      </div>
    </>
  );
}
