import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { Skeleton, TextSkeleton } from '@/shared/ui/skeleton';
import { useCourseContent } from '../api/get-content';
import { useLessonProgress } from '../api/get-lesson-progress';
import { CourseLoadFailed } from '../components/course-load-failed';
import { PlayerView } from '../components/player-view';

/**
 * product §2 /learning/:id (the course's id): the player, with the learner's course and progress.
 * The lesson comes from ?lesson= (so a reload keeps it), else the next lesson from the learner's
 * progress. Videos report what they play; text and PDF lessons are marked done; quiz lessons lead
 * to their quiz. The progress shown is always the server's answer.
 */
export function Component() {
  const t = useT();
  const courseId = Number(useParams().id);
  const [search] = useSearchParams();
  const content = useCourseContent(courseId);
  const progress = useLessonProgress(courseId);

  if (content.isPending || progress.isPending) return <PlayerSkeleton label={t('learning.player.loading')} />;
  if (content.isError || progress.isError) {
    const missing = content.error instanceof ApiError && content.error.status === 404;
    return (
      <CourseLoadFailed
        missing={missing}
        onRetry={() => {
          void content.refetch();
          void progress.refetch();
        }}
      />
    );
  }
  return (
    <PlayerView
      course={content.data}
      progress={progress.data}
      lessonParam={search.get('lesson')}
      hrefOf={(lesson) => `${paths.learning(courseId)}?lesson=${lesson.id}`}
      backTo={paths.myCourseDetail(courseId)}
      record
      emptyAction={<LinkButton to={paths.myCourses}>{t('learning.detail.backToMine')}</LinkButton>}
    />
  );
}

function PlayerSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <Skeleton className="aspect-video w-full rounded-[var(--radius-card)]" />
        <TextSkeleton lines={4} label={label} />
      </div>
      <div className="hidden space-y-3 lg:block">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}
