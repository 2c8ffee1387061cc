import { Link } from 'react-router';
import { useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { showAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { award, externalLink, Icon } from '@/shared/ui/icons';
import { useDownloadCertificate } from '../api/get-certificate-pdf';
import { download } from '../lib/icons';

/** The certificate of a finished course: its code, the PDF to download, and its public page. */
export function CertificateCard({ courseId, code }: { courseId: number; code: string }) {
  const t = useT();
  const pdf = useDownloadCertificate();
  const onDownload = () =>
    pdf.mutate(
      { courseId, code },
      {
        onError: () =>
          void showAlert({
            icon: 'error',
            title: t('learning.certificate.failedTitle'),
            text: t('learning.certificate.failed'),
          }),
      },
    );
  return (
    <section
      aria-labelledby="certificate-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-emerald-200 bg-gradient-to-br from-emerald-50 via-white to-accent-soft p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-emerald-700 text-white">
          <Icon path={award} size={26} />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 id="certificate-title" className="text-lg font-bold">
            {t('learning.certificate.title')}
          </h2>
          <p className="text-ink-soft">{t('learning.certificate.text')}</p>
          <p className="text-sm">
            {t('learning.certificate.code')}:{' '}
            <span className="font-mono font-bold tracking-wider whitespace-nowrap">{code}</span>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onDownload} loading={pdf.isPending}>
          {!pdf.isPending && <Icon path={download} size={18} />}
          {t('learning.certificate.download')}
        </Button>
        <Link
          to={paths.certificate(code)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand hover:bg-brand-soft focus-visible:outline-2"
        >
          {t('learning.certificate.verify')}
          <Icon path={externalLink} size={16} />
        </Link>
      </div>
    </section>
  );
}
