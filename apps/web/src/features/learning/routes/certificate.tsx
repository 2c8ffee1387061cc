import { useParams } from 'react-router';
import { useBrand } from '@/shared/config/brand-store';
import { ApiError } from '@/shared/http/client';
import { formatDate } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { award, Icon, shield } from '@/shared/ui/icons';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useProductSettings } from '@/shared/tenant/branding';
import { useCertificate } from '../api/verify-certificate';
import { ProfileHeader } from '@/shared/ui/profile-header';

/**
 * /certificates/:code (public, no login): anyone holding a certificate's code sees who earned it,
 * for which course and mentor, when, and whether it is still valid. An unknown or malformed code is
 * a friendly "no certificate with this code".
 */
export function Component() {
  const t = useT();
  const code = (useParams().code ?? '').toUpperCase();
  const company = useBrand((b) => b.companyName);
  const locale = intlLocale(useI18n((s) => s.locale));
  // The company's day, as on the PDF (the API dates it in the same zone).
  const timeZone = useProductSettings().data?.time_zone;
  const certificate = useCertificate(code);
  useDocumentTitle(t('learning.verify.title'));

  const unknown =
    certificate.error instanceof ApiError &&
    (certificate.error.status === 404 || certificate.error.status === 400);

  return (
    <>
      <ProfileHeader title={t('learning.verify.title')} lead={code} />
      <div className="container-page max-w-3xl py-8 sm:py-12">
        {certificate.isPending ? (
          <TextSkeleton lines={5} label={t('learning.verify.loading')} />
        ) : unknown ? (
          <EmptyState
            title={t('learning.verify.notFound')}
            text={t('learning.verify.notFoundText')}
            action={<LinkButton to={paths.home}>{t('learning.verify.home')}</LinkButton>}
          />
        ) : certificate.isError ? (
          <ErrorState onRetry={() => void certificate.refetch()} />
        ) : (
          (() => {
            const c = certificate.data;
            const valid = c.status === 'valid';
            const rows: [string, string][] = [
              [t('learning.verify.learner'), c.learner_name],
              [t('learning.verify.course'), c.course_title],
              [t('learning.verify.mentor'), c.mentor_name],
              [t('learning.verify.issued'), formatDate(c.issued_at, locale, 'long', timeZone)],
              [t('learning.verify.code'), c.code],
            ];
            return (
              <article
                aria-labelledby="verdict"
                className="overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-white shadow-[var(--shadow-card)]"
              >
                <div
                  className={cx(
                    'flex items-center gap-4 px-5 py-5 sm:px-7',
                    valid ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900',
                  )}
                >
                  <span
                    className={cx(
                      'inline-flex size-12 shrink-0 items-center justify-center rounded-full text-white',
                      valid ? 'bg-emerald-700' : 'bg-red-700',
                    )}
                  >
                    <Icon path={valid ? shield : award} size={26} />
                  </span>
                  <div>
                    <h2 id="verdict" className="text-xl font-extrabold">
                      {valid ? t('learning.verify.valid') : t('learning.verify.revoked')}
                    </h2>
                    <p className="text-sm">
                      {valid
                        ? t('learning.verify.validText', { company: company || window.location.hostname })
                        : t('learning.verify.revokedText', {
                            date: c.revoked_at ? formatDate(c.revoked_at, locale, 'long', timeZone) : '',
                          })}
                    </p>
                  </div>
                </div>
                <dl className="divide-y divide-line px-5 sm:px-7">
                  {rows.map(([label, value]) => (
                    <div key={label} className="grid gap-1 py-3.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
                      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
                      <dd
                        className={cx(
                          'font-semibold',
                          label === t('learning.verify.code') && 'font-mono tracking-wider',
                        )}
                      >
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </article>
            );
          })()
        )}
      </div>
    </>
  );
}
