import { Link } from 'react-router';
import { CARD_IMAGE_SIZES } from '@app/contract/media';
import type { MyCourse } from '@app/contract/learning/schemas';
import { formatDate } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { arrowRight, award, checkCircle, clock, Icon } from '@/shared/ui/icons';
import { Picture } from '@/shared/ui/picture';
import { Skeleton } from '@/shared/ui/skeleton';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { lengthLabel, lastActivityLabel } from '../lib/words';
import { ProgressBar } from './progress-bar';

/** Where "Continue" goes: the player, opened on the server's next lesson. */
export const continuePath = (course: Pick<MyCourse, 'id' | 'next_lesson'>) =>
  course.next_lesson
    ? `${paths.learning(course.id)}?lesson=${course.next_lesson.id}`
    : paths.learning(course.id);

/**
 * One owned course in My courses: its cover, title and mentor, the progress bar with lessons done,
 * the last activity, and "Continue" to the next lesson (Start before any, Review once finished).
 */
export function MyCourseCard({ course }: { course: MyCourse }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const titleId = `my-course-${course.id}`;
  const finished = course.completed_at !== null;
  const action = finished
    ? t('learning.my.review')
    : course.completed_lessons === 0 && !course.last_activity_at
      ? t('learning.my.start')
      : t('learning.my.continue');
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-white shadow-[var(--shadow-card)]"
    >
      <div className="relative">
        <Picture
          src={course.image}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          width={640}
          height={360}
          loading="lazy"
          className="aspect-[16/9] w-full bg-brand-soft object-cover"
        />
        {finished && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-bold text-white">
            <Icon path={checkCircle} size={14} />
            {t('learning.my.completed')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="space-y-1">
          <p
            {...langOf(course, 'category_name')}
            className="text-xs font-semibold tracking-wide text-brand uppercase"
          >
            {course.category_name}
          </p>
          <h3 id={titleId} className="text-lg leading-snug font-bold">
            <Link
              to={paths.myCourseDetail(course.id)}
              {...langOf(course, 'title')}
              className="rounded hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {course.title}
            </Link>
          </h3>
          <p className="text-sm text-ink-soft">
            {course.mentor_name} · {lengthLabel(t, course.duration_minutes * 60)}
          </p>
        </div>
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold">
              {t('learning.progress.lessons', {
                done: course.completed_lessons,
                total: course.lessons_count,
              })}
            </span>
            <span className="font-bold text-brand">{course.progress_percent}%</span>
          </div>
          <ProgressBar percent={course.progress_percent} label={course.title} />
          <p className="flex items-center gap-1.5 text-sm text-ink-soft">
            <Icon path={clock} size={16} />
            {lastActivityLabel(t, course.last_activity_at, (iso) => formatDate(iso, locale))}
          </p>
        </div>
        {course.certificate_code && (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
            <Icon path={award} size={16} />
            {t('learning.my.certificate')}
          </p>
        )}
        <div className="mt-auto space-y-2 pt-1">
          {course.next_lesson && !finished && (
            <p className="line-clamp-2 text-sm text-ink-soft">
              <NextLesson lesson={course.next_lesson} />
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <LinkButton to={continuePath(course)} className="flex-1">
              {action}
              <span className="sr-only">
                : <TextOf of={course} field="title" />
              </span>
              <Icon path={arrowRight} size={16} />
            </LinkButton>
            <LinkButton to={paths.myCourseDetail(course.id)} variant="secondary">
              {t('learning.my.details')}
              <span className="sr-only">
                : <TextOf of={course} field="title" />
              </span>
            </LinkButton>
          </div>
        </div>
      </div>
    </article>
  );
}

export function MyCourseGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <div
          key={i}
          className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]"
        >
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-2.5 w-full rounded-full" />
            <Skeleton className="h-10 w-full rounded-xl" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** "Next: <lesson>", the lesson's title in its own language when it is not the page's. */
function NextLesson({ lesson }: { lesson: NonNullable<MyCourse['next_lesson']> }) {
  const t = useT();
  const [before, after = ''] = t('learning.my.next', { title: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <TextOf of={lesson} field="title" />
      {after}
    </>
  );
}
