import { Link } from 'react-router';
import type { StudioCourseSummary } from '@app/contract/studio/schemas';
import { formatDate, useT } from '@/shared/i18n/i18n';
import { Icon, icons } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { StatusBadge } from '@/shared/ui/status-badge';

/** The smallest responsive copy of a cover that fills a card's thumbnail (@app/contract/media). */
const thumb = (url: string) => (/^\/media\/[0-9a-f-]{14}8/i.test(url) ? `${url}?w=640&format=webp` : url);

export function CourseCard({ course }: { course: StudioCourseSummary }) {
  const t = useT();
  return (
    <li className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-[var(--shadow-lift)]">
      <div className="relative aspect-video bg-brand-soft">
        {course.cover_url ? (
          <img src={thumb(course.cover_url)} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-brand">
            <Icon path={icons.image} size={28} />
            <span className="text-xs font-semibold">{t('courses.noCover')}</span>
          </div>
        )}
        <StatusBadge status={course.status} className="absolute top-3 left-3 bg-white/95" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h2 className="line-clamp-2 text-base leading-snug font-bold text-ink">
          <Link
            to={`/courses/${course.id}`}
            className="stretched-link rounded-sm group-hover:text-brand-strong"
          >
            {course.title}
          </Link>
        </h2>
        <p className="truncate text-sm text-ink-soft">{t('courses.by', { mentor: course.mentor_name })}</p>
        <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-2 text-xs text-ink-soft">
          <span>
            {course.lessons_count === 1
              ? t('courses.lessonsOne')
              : t('courses.lessons', { count: course.lessons_count })}
          </span>
          <span aria-hidden>·</span>
          <span>{t('courses.updated', { date: formatDate(course.updated_at) })}</span>
        </p>
      </div>
    </li>
  );
}

export function CourseCardSkeleton() {
  return (
    <li className="card overflow-hidden" aria-hidden>
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-3 h-3 w-2/3" />
      </div>
    </li>
  );
}
