import { supportEmail } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { buttonClass } from '@/shared/ui/button';

/** product §2, §8: 'Internal server error' with a button that opens a mail to the support address. */
export function InternalError() {
  const t = useT();
  const email = supportEmail();
  return (
    <div
      role="alert"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center"
    >
      <svg aria-hidden width="120" height="120" viewBox="0 0 120 120">
        <circle cx="60" cy="60" r="54" fill="var(--tenant-primary)" opacity=".12" />
        <path d="M60 30 L94 88 H26 Z" fill="var(--tenant-accent)" />
        <rect x="57" y="50" width="6" height="20" rx="3" fill="#fff" />
        <circle cx="60" cy="78" r="3.5" fill="#fff" />
      </svg>
      <h1 className="text-3xl font-extrabold">{t('app.internalServerError')}</h1>
      <p className="max-w-md text-ink-soft">{t('app.internalServerErrorText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          className={buttonClass('primary')}
          href={`mailto:${email}?subject=${encodeURIComponent(t('app.internalServerError'))}`}
        >
          {t('app.contactSupport')}
        </a>
        <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </div>
    </div>
  );
}
