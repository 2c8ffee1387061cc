import { Link, useParams } from 'react-router';
import type { CourseProgress } from '@app/contract/learning/schemas';
import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { paths } from '@/shared/routes/route-table';
import { LinkButton } from '@/shared/ui/button';
import { arrowLeft, arrowRight, Icon } from '@/shared/ui/icons';
import { Skeleton, TextSkeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useCourseContent } from '../api/get-content';
import { useDetailScore } from '../api/get-detail-score';
import { useLessonProgress } from '../api/get-lesson-progress';
import { CertificateCard } from '../components/certificate-card';
import { CourseLoadFailed } from '../components/course-load-failed';
import { ProfileHeader } from '@/shared/ui/profile-header';
import { TextOf } from '@/shared/ui/text-of';
import { LessonList } from '../components/lesson-list';
import { ProgressBar } from '../components/progress-bar';
import { QuizScores } from '../components/quiz-scores';
import { lessonsOf, pickLesson, type Lesson } from '../lib/curriculum';
import { lengthLabel } from '../lib/words';

const card =
  'rounded-[var(--radius-card)] border border-line/70 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6';

function DetailSkeleton() {
  const t = useT();
  return (
    <>
      <div className="bg-gradient-to-br from-brand-soft via-white to-accent-soft">
        <div className="container-page space-y-3 py-10">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-2.5 w-full max-w-md rounded-full" />
        </div>
      </div>
      <div className="container-page py-8">
        <TextSkeleton lines={8} label={t('learning.detail.loading')} />
      </div>
    </>
  );
}

/** My progress in the course and the button to start, continue or review it. */
function ProgressSummary(props: {
  courseId: number;
  title: string;
  mine: CourseProgress;
  next: Lesson | undefined;
}) {
  const { courseId, title, mine, next } = props;
  const t = useT();
  const finished = mine.progress_percent >= 100;
  return (
    <div className="mt-5 flex max-w-2xl flex-col gap-4 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold">
            {t('learning.progress.lessons', { done: mine.completed_lessons, total: mine.lessons_count })}
          </span>
          <span className="font-bold text-brand">{mine.progress_percent}%</span>
        </div>
        <ProgressBar percent={mine.progress_percent} label={title} />
      </div>
      {next && (
        <LinkButton to={`${paths.learning(courseId)}?lesson=${next.id}`} size="lg">
          {finished
            ? t('learning.my.review')
            : mine.completed_lessons === 0
              ? t('learning.my.start')
              : t('learning.my.continue')}
          <Icon path={arrowRight} size={18} />
        </LinkButton>
      )}
    </div>
  );
}

/** My scores in the course's quizzes (get-detail-score). */
function ScoresSection({ scores }: { scores: ReturnType<typeof useDetailScore> }) {
  const t = useT();
  return (
    <section aria-labelledby="scores-title" className={`@container ${card}`}>
      <h2 id="scores-title" className="mb-3 text-lg font-bold">
        {t('learning.scores.title')}
      </h2>
      {scores.isPending ? (
        <TextSkeleton lines={3} label={t('learning.scores.loading')} />
      ) : scores.isError ? (
        <ErrorState onRetry={() => void scores.refetch()} />
      ) : scores.data.quizzes.length === 0 ? (
        <div className="text-sm">
          <p className="font-semibold">{t('learning.scores.empty')}</p>
          <p className="text-ink-soft">{t('learning.scores.emptyText')}</p>
        </div>
      ) : (
        <QuizScores quizzes={scores.data.quizzes} />
      )}
    </section>
  );
}

/**
 * product §2 /profile/detailcourse/:id: a course of mine: its lessons with done ticks and
 * lengths, my quiz scores (get-detail-score), and the certificate once earned (the PDF, and the
 * link to its public verification page).
 */
export function Component() {
  const t = useT();
  const courseId = Number(useParams().id);
  const content = useCourseContent(courseId);
  const progress = useLessonProgress(courseId);
  const scores = useDetailScore(courseId);
  useDocumentTitle(content.data?.title);

  if (content.isPending || progress.isPending) return <DetailSkeleton />;
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

  const course = content.data;
  const mine = progress.data;
  const lessons = lessonsOf(course);
  const seconds = lessons.reduce((sum, l) => sum + l.duration_seconds, 0);
  const back = (
    <Link
      to={paths.myCourses}
      className="inline-flex items-center gap-1.5 rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <Icon path={arrowLeft} size={16} />
      {t('learning.detail.backToMine')}
    </Link>
  );

  if (!mine) {
    return (
      <>
        <ProfileHeader eyebrow={back} title={<TextOf of={course} field="title" />} />
        <div className="container-page py-8">
          <EmptyState
            title={t('learning.detail.notOwned')}
            text={t('learning.detail.notOwnedText')}
            action={<LinkButton to={paths.course(course.slug)}>{t('learning.detail.seeCourse')}</LinkButton>}
          />
        </div>
      </>
    );
  }

  const next = pickLesson(lessons, mine, null);
  return (
    <>
      <ProfileHeader eyebrow={back} title={<TextOf of={course} field="title" />}>
        <ProgressSummary courseId={courseId} title={course.title} mine={mine} next={next} />
      </ProfileHeader>
      <div className="container-page grid gap-6 py-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-labelledby="lessons-title" className={card}>
          <h2 id="lessons-title" className="text-lg font-bold">
            {t('learning.detail.lessons')}
          </h2>
          <p className="mb-4 text-sm text-ink-soft">
            {t('learning.detail.lessonsLead', { count: lessons.length, duration: lengthLabel(t, seconds) })}
          </p>
          <LessonList
            content={course}
            progress={mine}
            hrefOf={(l) => `${paths.learning(courseId)}?lesson=${l.id}`}
          />
        </section>
        <div className="space-y-6">
          {mine.certificate_code ? (
            <CertificateCard courseId={courseId} code={mine.certificate_code} />
          ) : (
            <p className={`${card} text-sm text-ink-soft`}>{t('learning.certificate.pending')}</p>
          )}
          <ScoresSection scores={scores} />
        </div>
      </div>
    </>
  );
}
