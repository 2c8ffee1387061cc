import { Link } from 'react-router';
import type { Cv } from '@app/contract/cv/schemas';
import { useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { Button } from '@/shared/ui/button';
import { Icon, user as userIcon } from '@/shared/ui/icons';
import { useDownloadCvPdf } from '../api/get-cv-pdf';
import { download } from '../lib/icons';

/** The band of the page: the photo of the profile (the PDF uses it), the title and the download. */
export function CvHeader({ cv }: { cv: Cv | undefined }) {
  const t = useT();
  const pdf = useDownloadCvPdf();
  const onDownload = () => cv && pdf.mutate(cv);
  return (
    <header className="bg-gradient-to-br from-brand-soft via-white to-accent-soft">
      <div className="container-page flex flex-col gap-5 py-8 sm:flex-row sm:items-center sm:py-10">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Link
            to={paths.editProfile}
            className="group relative shrink-0 rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {cv?.photo_url ? (
              <img
                src={cv.photo_url}
                alt=""
                className="size-16 rounded-full object-cover shadow-md ring-4 ring-white sm:size-20"
              />
            ) : (
              <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand shadow-md ring-4 ring-white sm:size-20">
                <Icon path={userIcon} size={32} />
              </span>
            )}
            <span className="sr-only">{t('cv.header.changePhoto')}</span>
          </Link>
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('cv.title')}</h1>
            <p className="mt-1 text-ink-soft">{t('cv.lead')}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:shrink-0 sm:items-end">
          <Button size="lg" onClick={onDownload} loading={pdf.isPending} disabled={!cv}>
            {!pdf.isPending && <Icon path={download} size={18} />}
            {t('cv.pdf.download')}
          </Button>
          {pdf.isError && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:max-w-56 sm:text-right">
              {t('cv.pdf.failed')}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
