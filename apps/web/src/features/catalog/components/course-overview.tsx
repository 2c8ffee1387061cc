import type { CourseDetail } from '@app/contract/catalog/schemas';
import { paths } from '@/shared/routes/route-table';
import { formatDate } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { calendar, globe, Icon, signal, users } from '@/shared/ui/icons';
import { StarRating } from '@/shared/ui/star-rating';
import { useBrand } from '@/shared/config/brand-store';
import { langOf } from '@/shared/i18n/text-lang';
import { formatRating, languageName, countLabel } from '../lib/format';

export const levelLabels: Record<CourseDetail['level'], MessageKey> = {
  beginner: 'catalog.level.beginner',
  intermediate: 'catalog.level.intermediate',
  advanced: 'catalog.level.advanced',
  all: 'catalog.level.all',
};

/** The dark band at the top of a course: where it sits, what it is, how it is rated, who teaches it. */
export function CourseOverview({
  course,
  reviewsBelow = true,
}: {
  course: CourseDetail;
  /** The page shows its ratings below (#reviews): the rating links there. A preview has none. */
  reviewsBelow?: boolean;
}) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const plural = useBrand((b) => b.pluralName);
  const rating = (
    <>
      <span className="font-bold text-amber-300">{formatRating(course.rating_avg, locale)}</span>
      <StarRating value={course.rating_avg} size={15} />
    </>
  );
  const ratings = countLabel(t, 'catalog.ratings', course.rating_count);
  return (
    <header className="on-dark bg-[color-mix(in_oklab,var(--tenant-primary)_22%,#0b1220)] text-white">
      <div className="container-page grid gap-8 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0 lg:min-h-[17rem]">
          <div className="[&_a]:text-sky-200 [&_a:hover]:text-white [&_li]:text-slate-300 [&_span[aria-current]]:text-white">
            <Breadcrumbs
              items={[
                { label: t('catalog.education.all', { plural }), to: paths.education },
                {
                  label: course.category.name,
                  to: paths.educationCategory(course.category.slug),
                  ...langOf(course.category, 'name'),
                },
                { label: course.title, ...langOf(course, 'title') },
              ]}
            />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            {course.is_bootcamp && (
              <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold tracking-wide text-on-accent uppercase">
                {t('catalog.bootcamp')}
              </span>
            )}
          </div>
          <h1
            {...langOf(course, 'title')}
            className="mt-2 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl"
          >
            {course.title}
          </h1>
          {course.subtitle && (
            <p {...langOf(course, 'subtitle')} className="mt-3 max-w-3xl text-lg text-slate-200">
              {course.subtitle}
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            {reviewsBelow ? (
              <a href="#reviews" className="inline-flex items-center gap-1.5 rounded hover:underline">
                {rating}
                <span className="text-sky-200 underline underline-offset-2">{ratings}</span>
              </a>
            ) : (
              <span className="inline-flex items-center gap-1.5">
                {rating}
                <span className="text-sky-200">{ratings}</span>
              </span>
            )}
            <span className="inline-flex items-center gap-1.5 text-slate-200">
              <Icon path={users} size={16} />
              {countLabel(t, 'catalog.students', course.students_count)}
            </span>
          </div>
          <p className="mt-3 text-sm text-slate-200">
            {t('catalog.detail.createdBy')}{' '}
            <a
              href="#mentor"
              className="font-semibold text-sky-200 underline underline-offset-2 hover:text-white"
            >
              {course.mentor.name}
            </a>
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-200">
            <li className="inline-flex items-center gap-1.5">
              <Icon path={calendar} size={16} />
              {t('catalog.detail.updated', { date: formatDate(course.updated_at, locale, 'long') })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Icon path={globe} size={16} />
              {languageName(course.language, locale)}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Icon path={signal} size={16} />
              {t(levelLabels[course.level])}
            </li>
          </ul>
        </div>
      </div>
    </header>
  );
}
