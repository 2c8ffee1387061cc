import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PROGRESS_ERRORS } from '@app/contract/learning/constants';
import type { CourseContent, CourseProgress, LessonProgress } from '@app/contract/learning/schemas';
import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { focusPlace } from '@/shared/lib/focus';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { paths } from '@/shared/routes/route-table';
import { showAlert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { arrowLeft, award, checkCircle, chevronLeft, chevronRight, Icon } from '@/shared/ui/icons';
import { Skeleton, TextSkeleton } from '@/shared/ui/skeleton';
import { EmptyState } from '@/shared/ui/states';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { useMarkLessonDone } from '../api/add-lesson-progress';
import { useCourseContent } from '../api/get-content';
import { useLessonProgress } from '../api/get-lesson-progress';
import { CourseLoadFailed } from '../components/course-load-failed';
import { CurriculumDrawer } from '../components/curriculum-drawer';
import { LessonBody } from '../components/lesson-body';
import { LessonList } from '../components/lesson-list';
import { LockedLesson, MissingFile, PdfLesson, QuizLessonCard } from '../components/lesson-panels';
import { ProgressBar } from '../components/progress-bar';
import { VideoPlayer } from '../components/video-player';
import { lessonsOf, neighbours, pickLesson, type Lesson } from '../lib/curriculum';
import { list } from '../lib/icons';
import { LESSON_TYPE_LABELS, lengthLabel } from '../lib/words';

const lessonHref = (courseId: number, lesson: Pick<Lesson, 'id'>) =>
  `${paths.learning(courseId)}?lesson=${lesson.id}`;

/** Above the player: back to the course, and the learner's progress in it. */
function PlayerTopBar(props: {
  courseId: number;
  course: CourseContent;
  mine: CourseProgress | null | undefined;
}) {
  const { courseId, course, mine } = props;
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to={paths.myCourseDetail(courseId)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand hover:underline focus-visible:outline-2"
        >
          <Icon path={arrowLeft} size={18} />
          <span {...langOf(course, 'title')} className="max-w-[16rem] truncate sm:max-w-md">
            {course.title}
          </span>
        </Link>
        {mine && (
          <div className="ml-auto flex w-full items-center gap-3 sm:w-64">
            <ProgressBar percent={mine.progress_percent} className="flex-1" />
            <span className="text-sm font-bold whitespace-nowrap text-brand tabular-nums">
              {mine.progress_percent}%
            </span>
          </div>
        )}
      </div>
    </div>
  );
}

/** The course is finished: its certificate is ready on the course page. */
function CertificateEarned({ courseId }: { courseId: number }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
    >
      <Icon path={award} size={22} />
      <p className="flex-1 font-semibold">{t('learning.player.certificateEarned')}</p>
      <Link to={paths.myCourseDetail(courseId)} className="font-semibold underline underline-offset-2">
        {t('learning.player.seeCertificate')}
      </Link>
    </div>
  );
}

/** Previous and next lesson. */
function LessonNav(props: { courseId: number; previous: Lesson | undefined; next: Lesson | undefined }) {
  const { courseId, previous, next } = props;
  const t = useT();
  return (
    <nav
      aria-label={t('learning.player.curriculum')}
      className="flex flex-wrap justify-between gap-3 border-t border-line pt-5"
    >
      {previous ? (
        <LinkButton to={lessonHref(courseId, previous)} variant="secondary">
          <Icon path={chevronLeft} size={18} />
          {t('learning.player.previous')}
          <span className="sr-only">
            : <TextOf of={previous} field="title" />
          </span>
        </LinkButton>
      ) : (
        <span />
      )}
      {next && (
        <LinkButton to={lessonHref(courseId, next)} className="ml-auto">
          {t('learning.player.next')}
          <span className="sr-only">
            : <TextOf of={next} field="title" />
          </span>
          <Icon path={chevronRight} size={18} />
        </LinkButton>
      )}
    </nav>
  );
}

/**
 * product §2 /learning/:id (the course's id): the player. The lesson comes from ?lesson= (so a
 * reload keeps it), else the next lesson from the learner's progress; the curriculum sits beside
 * it (a drawer on narrow screens). Videos report what they play; text and PDF lessons are marked
 * done; quiz lessons lead to their quiz. The progress shown is always the server's answer.
 */
export function Component() {
  const t = useT();
  const courseId = Number(useParams().id);
  const [search] = useSearchParams();
  const content = useCourseContent(courseId);
  const progress = useLessonProgress(courseId);
  const [drawer, setDrawer] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownLesson = useRef<number | null>(null);

  const lessons = content.data ? lessonsOf(content.data) : [];
  const lesson = progress.isPending ? undefined : pickLesson(lessons, progress.data, search.get('lesson'));
  useDocumentTitle(lesson ? `${lesson.title} · ${content.data?.title ?? ''}` : content.data?.title);

  // A new lesson: the reader starts at its title, as after a page change.
  useEffect(() => {
    if (!lesson) return;
    if (shownLesson.current !== null && shownLesson.current !== lesson.id) {
      heading.current?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    }
    shownLesson.current = lesson.id;
  }, [lesson]);

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

  const course = content.data;
  const mine = progress.data;
  if (!lesson) {
    return (
      <div className="container-page py-10">
        <h1 {...langOf(course, 'title')} className="sr-only">
          {course.title}
        </h1>
        <EmptyState
          title={t('learning.player.noLessons')}
          text={t('learning.player.noLessonsText')}
          action={<LinkButton to={paths.myCourses}>{t('learning.detail.backToMine')}</LinkButton>}
        />
      </div>
    );
  }

  const { previous, next, index } = neighbours(lessons, lesson.id);
  const lessonProgress = mine?.lessons.find((l) => l.lesson_id === lesson.id);
  const curriculum = (onNavigate?: () => void) => (
    <LessonList
      content={course}
      progress={mine}
      currentId={lesson.id}
      hrefOf={(l) => lessonHref(courseId, l)}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="bg-surface">
      <PlayerTopBar courseId={courseId} course={course} mine={mine} />

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-5 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-8">
        <section className="min-w-0 space-y-5" aria-labelledby="lesson-title">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-ink-soft">
                {t('learning.player.lessonOf', { index: index + 1, total: lessons.length })} ·{' '}
                {t(LESSON_TYPE_LABELS[lesson.type])} · {lengthLabel(t, lesson.duration_seconds)}
              </p>
              <h1
                id="lesson-title"
                ref={heading}
                tabIndex={-1}
                {...langOf(lesson, 'title')}
                className="mt-1 text-2xl font-extrabold tracking-tight text-balance focus:outline-none sm:text-3xl"
              >
                {lesson.title}
              </h1>
            </div>
            <Button variant="secondary" onClick={() => setDrawer(true)} className="lg:hidden">
              <Icon path={list} size={18} />
              {t('learning.player.openCurriculum')}
            </Button>
          </div>

          {mine?.certificate_code && mine.progress_percent >= 100 && (
            <CertificateEarned courseId={courseId} />
          )}

          <LessonContent
            key={lesson.id}
            lesson={lesson}
            course={course}
            owned={Boolean(mine)}
            lessonProgress={lessonProgress}
          />

          <LessonNav courseId={courseId} previous={previous} next={next} />
        </section>

        <aside aria-labelledby="curriculum-title" className="hidden lg:block">
          <div className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-[var(--radius-card)] border border-line/70 bg-white p-3 shadow-[var(--shadow-card)]">
            <h2 id="curriculum-title" className="px-2 pt-1 pb-3 text-base font-bold">
              {t('learning.player.curriculum')}
            </h2>
            {curriculum()}
          </div>
        </aside>
      </div>

      <CurriculumDrawer
        open={drawer}
        onClose={() => setDrawer(false)}
        title={t('learning.player.curriculum')}
      >
        {curriculum(() => setDrawer(false))}
      </CurriculumDrawer>
    </div>
  );
}

/** The open lesson itself, by type, with "mark as done" for text and PDF lessons. */
function LessonContent({
  lesson,
  course,
  owned,
  lessonProgress,
}: {
  lesson: Lesson;
  course: CourseContent;
  owned: boolean;
  lessonProgress: LessonProgress | undefined;
}) {
  const t = useT();
  const mark = useMarkLessonDone();
  // "Mark as done" is replaced by "Completed": focus follows it there instead of falling to <body>.
  const markedHere = useRef(false);
  if (!lesson.open) return <LockedLesson content={course} />;
  const done = lessonProgress?.completed ?? false;
  const markable = owned && (lesson.type === 'text' || lesson.type === 'pdf');
  const onMark = () => {
    markedHere.current = true;
    mark.mutate(lesson.id, {
      onError: (error) =>
        void showAlert({
          icon: 'error',
          title: t('learning.player.markFailedTitle'),
          text:
            error instanceof ApiError && error.code === PROGRESS_ERRORS.notOwned
              ? t('learning.player.lockedText')
              : t('learning.player.markFailed'),
        }),
    });
  };

  return (
    <div className="space-y-5">
      {lesson.type === 'video' &&
        (lesson.file ? (
          <VideoPlayer
            lessonId={lesson.id}
            title={lesson.title}
            courseTitle={course.title}
            file={lesson.file}
            progress={owned ? lessonProgress : undefined}
          />
        ) : (
          <MissingFile />
        ))}
      {lesson.type === 'pdf' &&
        (lesson.file ? <PdfLesson title={lesson.title} file={lesson.file} /> : <MissingFile />)}
      {lesson.type === 'quiz' && <QuizLessonCard lesson={lesson} passed={done} />}
      {lesson.body && lesson.body.length > 0 && (
        <article
          {...langOf(lesson, 'body')}
          className="rounded-[var(--radius-card)] border border-line/70 bg-white p-5 shadow-[var(--shadow-card)] sm:p-7"
        >
          <LessonBody blocks={lesson.body} />
        </article>
      )}
      {markable &&
        (done ? (
          <p
            ref={(el) => {
              if (el && markedHere.current) {
                markedHere.current = false;
                focusPlace(el);
              }
            }}
            className="inline-flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-2.5 font-semibold text-emerald-800"
            role="status"
          >
            <Icon path={checkCircle} size={20} />
            {t('learning.player.done')}
          </p>
        ) : (
          <Button onClick={onMark} loading={mark.isPending} size="lg">
            <Icon path={checkCircle} size={20} />
            {t('learning.player.markDone')}
          </Button>
        ))}
    </div>
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
