import { useT } from '../i18n/i18n';

/** product §2: full-screen loading view with the company logo and 'Loading...'. */
export function LoadingScreen({
  logo,
  companyName,
}: {
  logo?: string | undefined;
  companyName?: string | undefined;
}) {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-surface"
    >
      {logo ? (
        <img
          src={logo}
          alt={companyName ?? ''}
          width={170}
          height={65}
          className="h-[65px] w-[170px] object-contain"
        />
      ) : (
        <span
          aria-hidden
          className="size-12 animate-spin rounded-full border-4 border-brand-muted border-t-brand"
        />
      )}
      <p className="text-base font-semibold text-ink-soft">{t('app.loading')}</p>
    </div>
  );
}
