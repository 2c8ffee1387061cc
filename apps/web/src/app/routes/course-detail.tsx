import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ContentBlocks } from '@/shared/ui/content-blocks';
import { check, Icon } from '@/shared/ui/icons';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { Skeleton } from '@/shared/ui/skeleton';
import { ErrorState } from '@/shared/ui/states';
import { langOf } from '@/shared/i18n/text-lang';
import { useCourse } from '@/features/catalog/api/get-course';
import { useRating } from '@/features/catalog/api/get-rating';
import { CommentsSection } from '@/features/catalog/components/comment-list';
import { CourseOverview } from '@/features/catalog/components/course-overview';
import { Curriculum } from '@/features/catalog/components/curriculum';
import { MentorCard } from '@/features/catalog/components/mentor-card';
import { PriceBox } from '@/features/catalog/components/price-box';
import { RateCourse } from '@/features/catalog/components/rate-course';
import { RatingSummary } from '@/features/catalog/components/rating-summary';
import { CourseBuyButton } from './course-buy-button';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6">
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-extrabold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function DetailSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('catalog.loading')}>
      <div className="bg-[color-mix(in_oklab,var(--tenant-primary)_22%,#0b1220)]">
        <div className="container-page space-y-4 py-10">
          <Skeleton className="h-4 w-48 bg-white/15" />
          <Skeleton className="h-10 w-3/4 bg-white/15" />
          <Skeleton className="h-5 w-2/3 bg-white/15" />
          <Skeleton className="h-4 w-1/3 bg-white/15" />
        </div>
      </div>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-3">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** The rating block: summary and distribution for everyone, the rating control for owners. */
function Reviews({ courseId, owned }: { courseId: number; owned: boolean }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useRating(courseId);
  if (isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <div className="space-y-5">
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6">
        <RatingSummary summary={data} />
      </div>
      {owned ? (
        <RateCourse courseId={courseId} myRating={data.my_rating} />
      ) : (
        <p className="text-sm text-ink-soft">{t('catalog.rate.ownersOnly')}</p>
      )}
    </div>
  );
}

/**
 * product §2 /education/:slug (login required): everything about one course. In app/ because it
 * composes the catalogue's page with commerce's order calls (the buy button).
 */
export function Component() {
  const t = useT();
  const { slug = '' } = useParams();
  const { data: course, isPending, isError, error, refetch } = useCourse(slug);
  useDocumentTitle(course?.title);

  if (isPending) return <DetailSkeleton />;
  if (isError) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <NotFoundPage showHomeLink />;
    return (
      <div className="container-page py-16">
        <ErrorState onRetry={() => void refetch()} />
      </div>
    );
  }

  return (
    <>
      <CourseOverview course={course} />
      <div className="container-page grid gap-10 pt-8 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside
          aria-label={t('catalog.detail.purchase')}
          className="lg:col-start-2 lg:row-start-1 lg:-mt-[21.5rem]"
        >
          <div className="lg:sticky lg:top-6">
            <PriceBox course={course} action={<CourseBuyButton course={course} />} />
          </div>
        </aside>
        <div className="min-w-0 space-y-12 lg:col-start-1 lg:row-start-1">
          {course.what_you_learn.length > 0 && (
            <section
              aria-labelledby="learn-title"
              className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6"
            >
              <h2 id="learn-title" className="text-2xl font-extrabold tracking-tight">
                {t('catalog.detail.whatYouLearn')}
              </h2>
              <ul {...langOf(course, 'what_you_learn')} className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {course.what_you_learn.map((item) => (
                  <li key={item} className="flex gap-2.5 text-sm leading-6">
                    <Icon path={check} size={18} className="mt-0.5 text-brand" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Section id="curriculum" title={t('catalog.detail.curriculum')}>
            <Curriculum courseId={course.id} />
          </Section>
          {course.requirements.length > 0 && (
            <Section id="requirements" title={t('catalog.detail.requirements')}>
              <ul
                {...langOf(course, 'requirements')}
                className="list-disc space-y-2 pl-6 text-ink-soft marker:text-brand"
              >
                {course.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          )}
          {course.description.length > 0 && (
            <Section id="description" title={t('catalog.detail.description')}>
              <ContentBlocks
                blocks={course.description}
                className="[&_h2]:text-xl"
                {...langOf(course, 'description')}
              />
            </Section>
          )}
          <Section id="mentor" title={t('catalog.detail.mentor')}>
            <MentorCard mentorId={course.mentor.id} known={course.mentor} />
          </Section>
          <Section id="reviews" title={t('catalog.detail.reviews')}>
            <Reviews courseId={course.id} owned={course.owned} />
          </Section>
          <Section id="comments" title={t('catalog.detail.comments')}>
            <CommentsSection courseId={course.id} />
          </Section>
        </div>
      </div>
    </>
  );
}
