import { useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { EmptyState, ErrorState } from '@/shared/ui/states';

/**
 * A course's content or progress could not be read (the player and my course's page): an unknown
 * course leads back to My Courses, anything else offers to try again.
 */
export function CourseLoadFailed({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="container-page py-10">
      {missing ? (
        <EmptyState
          level={1}
          title={t('learning.detail.notFound')}
          text={t('learning.detail.notFoundText')}
          action={<LinkButton to={paths.myCourses}>{t('learning.detail.backToMine')}</LinkButton>}
        />
      ) : (
        <ErrorState onRetry={onRetry} />
      )}
    </div>
  );
}
