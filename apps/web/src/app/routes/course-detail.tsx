import { useParams } from 'react-router';
import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { Skeleton } from '@/shared/ui/skeleton';
import { ErrorState } from '@/shared/ui/states';
import { useCourse } from '@/features/catalog/api/get-course';
import { useRating } from '@/features/catalog/api/get-rating';
import { CommentsSection } from '@/features/catalog/components/comment-list';
import { CourseDetailView } from '@/features/catalog/components/course-detail-view';
import { Curriculum } from '@/features/catalog/components/curriculum';
import { RateCourse } from '@/features/catalog/components/rate-course';
import { RatingSummary } from '@/features/catalog/components/rating-summary';
import { CourseBuyButton } from './course-buy-button';

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
    <CourseDetailView
      course={course}
      action={<CourseBuyButton course={course} />}
      curriculum={<Curriculum courseId={course.id} />}
      reviews={<Reviews courseId={course.id} owned={course.owned} />}
      comments={<CommentsSection courseId={course.id} />}
    />
  );
}
