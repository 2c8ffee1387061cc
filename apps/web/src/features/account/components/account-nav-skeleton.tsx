import { useT } from '@/shared/i18n/i18n';

/** A short placeholder the size of the account button, while the user or this chunk loads. */
export function AccountNavSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('account.loadingUser')}
      className="flex h-12 items-center gap-2.5 max-md:w-full"
    >
      <span className="skeleton size-10 rounded-full" />
      <span className="skeleton h-4 w-24" />
    </div>
  );
}
