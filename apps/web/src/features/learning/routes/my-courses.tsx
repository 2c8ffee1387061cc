import { useSearchParams } from 'react-router';
import { myLearningFilters, type MyLearningFilter } from '@app/contract/learning/constants';
import { useBrand } from '@/shared/config/brand-store';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useMyLearning } from '../api/get-my-learning';
import { ActivityChart } from '../components/activity-chart';
import { ProfileHeader } from '@/shared/ui/profile-header';
import { LEARNING_PANEL_ID, LearningTabs, tabId } from '../components/learning-tabs';
import { MyCourseCard, MyCourseGridSkeleton } from '../components/my-course-card';

const EMPTY: Record<MyLearningFilter, { title: MessageKey; text: MessageKey }> = {
  all: { title: 'learning.my.empty', text: 'learning.my.emptyText' },
  in_progress: { title: 'learning.my.emptyInProgress', text: 'learning.my.emptyInProgressText' },
  completed: { title: 'learning.my.emptyCompleted', text: 'learning.my.emptyCompletedText' },
};

const tabOf = (search: URLSearchParams): MyLearningFilter => {
  const tab = search.get('tab') as MyLearningFilter | null;
  return tab && myLearningFilters.includes(tab) ? tab : 'all';
};

/**
 * product §2 /profile/mycourse: the learner's courses with their progress, last activity and
 * "Continue" to the next lesson, by tab (all, in progress, completed, kept in ?tab=), and the
 * minutes learned per day over the last four weeks.
 */
export function Component() {
  const t = useT();
  const plural = useBrand((b) => b.pluralName);
  const title = t('learning.my.title', { plural });
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const mine = useMyLearning(tab);
  const setTab = (next: MyLearningFilter) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next === 'all') params.delete('tab');
      else params.set('tab', next);
      return params;
    });
  const data = mine.data;
  const empty = EMPTY[tab];
  const ownsNothing = data?.counts.all === 0;

  return (
    <>
      <ProfileHeader title={title} lead={t('learning.my.lead')} />
      <div className="container-page space-y-6 py-6 sm:py-10">
        {mine.isPending ? (
          <Skeleton className="h-56 w-full rounded-[var(--radius-card)]" />
        ) : data && !ownsNothing ? (
          <ActivityChart days={data.activity} />
        ) : null}
        {!ownsNothing && <LearningTabs value={tab} counts={data?.counts} onChange={setTab} />}
        <div
          id={LEARNING_PANEL_ID}
          role={ownsNothing ? undefined : 'tabpanel'}
          aria-labelledby={ownsNothing ? undefined : tabId(tab)}
          aria-busy={mine.isFetching || undefined}
        >
          {mine.isPending ? (
            <MyCourseGridSkeleton label={t('learning.my.loading')} />
          ) : mine.isError ? (
            <ErrorState onRetry={() => void mine.refetch()} />
          ) : mine.data.courses.length === 0 ? (
            <EmptyState
              title={t(ownsNothing ? 'learning.my.empty' : empty.title)}
              text={t(ownsNothing ? 'learning.my.emptyText' : empty.text)}
              action={
                ownsNothing || tab === 'in_progress' ? (
                  <LinkButton to={paths.education}>{t('learning.my.browse')}</LinkButton>
                ) : undefined
              }
            />
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {mine.data.courses.map((course) => (
                <li key={course.id}>
                  <MyCourseCard course={course} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
