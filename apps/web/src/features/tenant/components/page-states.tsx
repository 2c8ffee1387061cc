import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { Skeleton, TextSkeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { LinkButton } from '@/shared/ui/button';
import { paths } from '@/shared/routes/route-table';

/** A content call answered 404: the tenant has not published it (or the id is unknown). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The page band and body as grey shapes while a content page loads. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className="border-b border-line bg-brand-soft/60">
        <div className="container-page space-y-4 py-10 sm:py-14">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-3/4 max-w-xl" />
          <Skeleton className="h-5 w-2/3 max-w-lg" />
        </div>
      </div>
      <div className="container-page py-10">
        <div className="max-w-3xl">
          <TextSkeleton lines={8} label={label} />
        </div>
      </div>
    </div>
  );
}

/** A page whose content has not been published yet: a friendly note and a way home. */
export function ContentUnavailable() {
  const t = useT();
  return (
    <EmptyState
      title={t('page.emptyTitle')}
      text={t('page.emptyText')}
      action={
        <LinkButton to={paths.home} variant="secondary" size="sm">
          {t('app.backHome')}
        </LinkButton>
      }
    />
  );
}

/** A failed load inside the page frame, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container-page py-12">
      <ErrorState onRetry={onRetry} />
    </div>
  );
}
