import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { CourseDetailView } from '@/features/catalog/components/course-detail-view';
import { CurriculumList } from '@/features/catalog/components/curriculum';
import { PlayerView } from '@/features/learning/components/player-view';
import { useCoursePreview } from '@/features/preview/api/get-preview';
import { PreviewBanner } from '@/features/preview/components/preview-banner';

/**
 * /preview/:token: "Preview as learner" (docs/decisions.md §47). The studio's signed link shows a
 * draft with the site's own course page and player (the same views as /education/:slug and
 * /learning/:id), under a banner. Nothing here buys, rates, comments or records progress;
 * ?lesson=<id> opens a lesson in the player. In app/ because it composes the catalogue's page, the
 * learning player and the preview's call.
 */
export function Component() {
  const t = useT();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const preview = useCoursePreview(token);
  const lessonParam = search.get('lesson');
  const home = paths.preview(token);

  if (preview.isPending) {
    return (
      <div
        role="status"
        aria-label={t('learning.preview.loading')}
        className="container-page space-y-4 py-10"
      >
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-60 w-full rounded-2xl" />
      </div>
    );
  }
  if (preview.isError) {
    const status = preview.error instanceof ApiError ? preview.error.status : 0;
    if (status === 410 || status === 404 || status === 400) {
      const expired = status === 410;
      return (
        <div className="container-page py-12">
          <EmptyState
            level={1}
            title={expired ? t('learning.preview.expiredTitle') : t('learning.preview.invalidTitle')}
            text={expired ? t('learning.preview.expiredText') : t('learning.preview.invalidText')}
          />
        </div>
      );
    }
    return (
      <div className="container-page py-16">
        <ErrorState onRetry={() => void preview.refetch()} />
      </div>
    );
  }

  const { course, content } = preview.data;
  const first = content.sections.flatMap((s) => s.lessons)[0];
  return (
    <>
      <PreviewBanner preview={preview.data} />
      {lessonParam === null ? (
        <CourseDetailView
          course={course}
          action={
            <div className="space-y-3">
              <p className="rounded-xl bg-surface px-4 py-3 text-sm font-semibold">
                {t('learning.preview.notForSale')}
              </p>
              {first && (
                <LinkButton to={`${home}?lesson=${first.id}`} className="w-full">
                  {t('learning.preview.openLessons')}
                </LinkButton>
              )}
            </div>
          }
          // The course page's list, as a learner who has not bought the course sees it.
          curriculum={<CurriculumList data={{ ...content, owned: false }} />}
        />
      ) : (
        <PlayerView
          course={content}
          progress={null}
          lessonParam={lessonParam}
          hrefOf={(lesson) => `${home}?lesson=${lesson.id}`}
          backTo={home}
          record={false}
          emptyAction={null}
          quizNote={
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {t('learning.preview.quizNote')}
            </p>
          }
        />
      )}
    </>
  );
}
