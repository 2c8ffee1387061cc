import { Link } from 'react-router';
import type { CourseSummary } from '@app/contract/catalog/schemas';
import { CARD_IMAGE_SIZES } from '@app/contract/media';
import { paths } from '@/shared/routes/route-table';
import { formatNumber } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { book, clock, Icon, users } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { StarRating } from '@/shared/ui/star-rating';
import { Picture } from '@/shared/ui/picture';
import { langOf } from '@/shared/i18n/text-lang';
import { formatLength, formatRating, countLabel } from '../lib/format';
import { CoursePrice } from './course-price';

/** The cover's intrinsic size: 16:9, so the grid never jumps while images arrive. */
export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

/**
 * How the cover of the card at `index` loads when the first `eager` covers are above the fold:
 * the first is the one a phone shows, the page's largest paint, so it goes first in line; the
 * others load at once at normal priority; the rest lazily (decision 23).
 */
export const coverPriority = (index: number, eager: number): 'high' | 'eager' | false =>
  index < eager ? (index === 0 ? 'high' : 'eager') : false;

/**
 * One course in a grid or row: cover, category, title, mentor, rating, students, length and price.
 * The whole card is one link (the title's), so it reads and tabs as a single stop; a card that
 * shows the course the visitor is about to log in for (`linked={false}`) links nowhere.
 */
export function CourseCard({
  course,
  priority = false,
  headingLevel = 3,
  linked = true,
  className,
}: {
  course: CourseSummary;
  /**
   * Above the fold: `eager` loads the cover at once instead of lazily; `high` also puts it first
   * in line, for the one cover that is the page's largest paint on a phone (decision 23).
   */
  priority?: 'high' | 'eager' | false;
  headingLevel?: 2 | 3;
  linked?: boolean;
  className?: string;
}) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cx(
        'group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]',
        linked &&
          'ring-brand transition-shadow duration-200 focus-within:ring-2 hover:shadow-[var(--shadow-lift)]',
        className,
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-brand-soft">
        <Picture
          src={course.image}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority === 'high' ? 'high' : 'auto'}
          className={cx(
            'size-full object-cover',
            linked && 'transition-transform duration-300 group-hover:scale-[1.03]',
          )}
        />
        {course.is_bootcamp && (
          <span className="absolute top-3 left-3 rounded-full bg-accent px-2.5 py-1 text-xs font-bold tracking-wide text-on-accent uppercase shadow-sm">
            {t('catalog.bootcamp')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p
          {...langOf(course.category, 'name')}
          className="w-fit max-w-full truncate rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong"
        >
          {course.category.name}
        </p>
        <Heading className="line-clamp-2 text-base sm:min-h-[2.75rem] leading-snug font-bold text-ink">
          {linked ? (
            <Link
              to={paths.course(course.slug)}
              {...langOf(course, 'title')}
              className="stretched-link outline-none focus-visible:underline"
            >
              {course.title}
            </Link>
          ) : (
            <span {...langOf(course, 'title')}>{course.title}</span>
          )}
        </Heading>
        <p className="truncate text-sm text-ink-soft">{course.mentor.name}</p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
          <span className="font-bold text-amber-800">{formatRating(course.rating_avg, locale)}</span>
          <StarRating value={course.rating_avg} size={14} />
          <span className="text-ink-soft" aria-hidden>
            ({formatNumber(course.rating_count, locale)})
          </span>
          <span className="sr-only">{countLabel(t, 'catalog.ratings', course.rating_count)}</span>
        </p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-soft">
          <li className="inline-flex items-center gap-1">
            <Icon path={users} size={14} />
            {countLabel(t, 'catalog.students', course.students_count)}
          </li>
          <li className="inline-flex items-center gap-1">
            <Icon path={clock} size={14} />
            {formatLength(course.duration_minutes * 60, t)}
          </li>
          <li className="inline-flex items-center gap-1">
            <Icon path={book} size={14} />
            {countLabel(t, 'catalog.lessons', course.lessons_count)}
          </li>
        </ul>
        <CoursePrice
          price={course.price}
          discountPrice={course.discount_price}
          currency={course.currency}
          className="mt-auto pt-2"
        />
      </div>
    </article>
  );
}

/** The card's shape while a list loads. */
export function CourseCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-2.5 p-4">
        <Skeleton className="h-4 w-20 rounded-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-3/4" />
        <Skeleton className="mt-3 h-5 w-1/3" />
      </div>
    </div>
  );
}
