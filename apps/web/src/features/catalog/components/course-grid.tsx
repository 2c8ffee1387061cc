import type { ReactNode } from 'react';
import type { CourseSummary } from '@app/contract/catalog/schemas';
import type { PageMeta } from '@app/contract/envelope';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Pagination } from '@/shared/ui/pagination';
import { ErrorState } from '@/shared/ui/states';
import { COURSE_PAGE_SIZE } from '@app/contract/catalog/constants';
import { CourseCard, CourseCardSkeleton, coverPriority } from './course-card';

/** How many covers load eagerly: the first row on a wide screen. */
const EAGER_COVERS = 4;

export const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function CourseGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('catalog.loadingCourses')} className={gridClass}>
      {Array.from({ length: count }, (_, i) => (
        <CourseCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * A page of courses with its loading, error and empty states and the pager. While the next page
 * loads the current one stays, dimmed.
 */
export function CourseGrid({
  result,
  page,
  onPageChange,
  empty,
  belowFold = false,
}: {
  result: {
    data?: { data: CourseSummary[]; meta: PageMeta } | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  /** Something else above takes the first screen (the best sellers): no cover loads at once. */
  belowFold?: boolean;
}) {
  const t = useT();
  if (result.isPending) return <CourseGridSkeleton />;
  if (result.isError || !result.data) return <ErrorState onRetry={() => void result.refetch()} />;
  const { data: courses, meta } = result.data;
  if (courses.length === 0) return <>{empty}</>;
  const pages = Math.max(1, Math.ceil(meta.total / (meta.limit || COURSE_PAGE_SIZE)));
  return (
    <div aria-busy={result.isPlaceholderData || undefined}>
      <ul
        aria-label={t('catalog.gridLabel')}
        className={cx(gridClass, result.isPlaceholderData && 'opacity-60 transition-opacity')}
      >
        {courses.map((course, i) => (
          <li key={course.id}>
            <CourseCard
              course={course}
              priority={coverPriority(i, page === 1 && !belowFold ? EAGER_COVERS : 0)}
            />
          </li>
        ))}
      </ul>
      <Pagination page={Math.min(page, pages)} pages={pages} onChange={onPageChange} />
    </div>
  );
}
