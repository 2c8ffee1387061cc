import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { LinkButton } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';

/** product §2: /test, "contents not shown": a neutral page. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('pages.test'));
  return (
    <>
      <PageHeader
        crumbs={
          <Breadcrumbs items={[{ label: t('app.home'), to: paths.home }, { label: t('pages.test') }]} />
        }
        title={t('pages.test')}
        lead={t('test.text')}
      />
      <div className="container-page py-12">
        <LinkButton to={paths.home} variant="secondary">
          {t('app.backHome')}
        </LinkButton>
      </div>
    </>
  );
}
