import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { arrowRight, chevronLeft, chevronRight, Icon } from '@/shared/ui/icons';
import { ErrorState } from '@/shared/ui/states';
import { useBestSellers } from '../api/get-best-sellers';
import { coverPriority, CourseCard, CourseCardSkeleton } from './course-card';

const itemClass = 'w-[17rem] shrink-0 snap-start sm:w-[18.5rem]';

/**
 * The best-selling courses in a row that scrolls sideways (spec: on /education and on the home
 * page). Nothing shows when there are none.
 */
export function BestSellerRow({
  className,
  eagerCovers = 0,
}: {
  className?: string;
  /** How many covers load at once (when the row sits above the fold). */
  eagerCovers?: number;
}) {
  const t = useT();
  const { data, isPending, isError, refetch } = useBestSellers();
  const scroller = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  if (!isPending && !isError && data.length === 0) return null;

  return (
    <section aria-labelledby="best-sellers-title" className={className}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-bold tracking-wider text-brand uppercase">
            {t('catalog.bestSellers.eyebrow')}
          </p>
          <h2 id="best-sellers-title" className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('catalog.bestSellers.title')}
          </h2>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to={paths.education}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-brand hover:underline"
          >
            {t('catalog.bestSellers.all')}
            <Icon path={arrowRight} size={16} />
          </Link>
          <button
            type="button"
            onClick={() => scrollBy(-1)}
            aria-label={t('catalog.scrollBack')}
            className="hidden size-10 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-brand-soft sm:inline-flex"
          >
            <Icon path={chevronLeft} />
          </button>
          <button
            type="button"
            onClick={() => scrollBy(1)}
            aria-label={t('catalog.scrollForward')}
            className="hidden size-10 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-brand-soft sm:inline-flex"
          >
            <Icon path={chevronRight} />
          </button>
        </div>
      </div>
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isPending ? (
        <div role="status" aria-label={t('catalog.loadingCourses')} className="flex gap-5 overflow-hidden">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={itemClass}>
              <CourseCardSkeleton />
            </div>
          ))}
        </div>
      ) : (
        <ul
          ref={scroller}
          aria-label={t('catalog.bestSellers.title')}
          className="-mx-4 flex scroll-px-4 snap-x snap-mandatory gap-5 overflow-x-auto scroll-smooth px-4 pt-1 pb-4 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:px-0"
        >
          {data.map((course, i) => (
            <li key={course.id} className={itemClass}>
              <CourseCard course={course} priority={coverPriority(i, eagerCovers)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
