import { supportEmail } from '../config/brand-store';
import { useT } from '../i18n/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** product §2, §8: an illustration and 'Page not found', with the broken-link message and a support contact. */
export function NotFoundPage({ showHomeLink = false }: { showHomeLink?: boolean }) {
  const t = useT();
  const email = supportEmail();
  useDocumentTitle(t('app.pageNotFound'));
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-5 py-16 text-center">
      <svg aria-hidden width="220" height="150" viewBox="0 0 220 150">
        <ellipse cx="110" cy="136" rx="84" ry="10" fill="currentColor" className="text-line" />
        <rect x="38" y="22" width="144" height="100" rx="14" fill="var(--tenant-primary)" opacity=".14" />
        <rect x="52" y="36" width="116" height="72" rx="10" fill="#fff" />
        <text
          x="110"
          y="86"
          textAnchor="middle"
          fontFamily="system-ui"
          fontSize="40"
          fontWeight="800"
          fill="var(--tenant-primary)"
        >
          404
        </text>
        <circle cx="176" cy="30" r="14" fill="var(--tenant-accent)" />
        <path d="M170 24 l12 12 M182 24 l-12 12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className="text-3xl font-extrabold">{t('app.pageNotFound')}</h1>
      <p className="max-w-md text-ink-soft">{t('app.pageNotFoundText')}</p>
      <p className="text-ink-soft">
        {t('app.brokenLinkContact')}{' '}
        <a className="font-semibold text-brand underline" href={`mailto:${email}`}>
          {email}
        </a>
      </p>
      {showHomeLink && (
        <a href="/" className="font-semibold text-brand underline">
          {t('app.backHome')}
        </a>
      )}
    </div>
  );
}
