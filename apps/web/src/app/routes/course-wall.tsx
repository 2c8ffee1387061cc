import { useId, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { routeTable } from '@/shared/routes/route-table';
import { returnParam } from '@/features/account/lib/return-to';
import { useCourseCard } from '@/features/catalog/api/get-course';
import { CourseCard, CourseCardSkeleton } from '@/features/catalog/components/course-card';

/** The course a login or register address comes back to (`?next=/education/<slug>`), or null. */
export function useWallSlug(): string | null {
  const next = returnParam(useLocation().search);
  const pathname = next?.split('?')[0];
  return (pathname && matchPath(routeTable.course.pattern, pathname)?.params.slug) || null;
}

/**
 * The login wall of a course page (product §2): what the visitor would see once logged in, the
 * course's card, under "Log in or register to see this course". The card links nowhere (its page
 * is the wall) and its title is a second-level heading under the page's own. A course that does
 * not exist, or a failed read, leaves the page as it is (`fallback`).
 */
export function CourseWall({
  slug,
  fallback = null,
  className,
}: {
  slug: string;
  fallback?: ReactNode;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const { data: course, isPending } = useCourseCard(slug);
  if (!isPending && !course) return fallback;
  return (
    <section aria-labelledby={id} className={cx('rounded-2xl bg-brand-soft/60 p-4 sm:p-6', className)}>
      <p id={id} className="text-center font-bold text-balance text-ink">
        {t('account.wall.text')}
      </p>
      <div className="mx-auto mt-4 w-full max-w-xs">
        {course ? (
          <CourseCard course={course} headingLevel={2} linked={false} priority="eager" />
        ) : (
          <CourseCardSkeleton />
        )}
      </div>
    </section>
  );
}
