import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PROGRESS_ERRORS } from '@app/contract/learning/constants';
import type { CourseContent, CourseProgress, LessonProgress } from '@app/contract/learning/schemas';
import { ApiError } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { langOf } from '@/shared/i18n/text-lang';
import { focusPlace } from '@/shared/lib/focus';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { showAlert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { arrowLeft, award, checkCircle, chevronLeft, chevronRight, Icon } from '@/shared/ui/icons';
import { EmptyState } from '@/shared/ui/states';
import { TextOf } from '@/shared/ui/text-of';
import { useMarkLessonDone } from '../api/add-lesson-progress';
import { lessonsOf, neighbours, pickLesson, type Lesson } from '../lib/curriculum';
import { list } from '../lib/icons';
import { LESSON_TYPE_LABELS, lengthLabel } from '../lib/words';
import { CurriculumDrawer } from './curriculum-drawer';
import { LessonBody } from './lesson-body';
import { LessonList } from './lesson-list';
import { LockedLesson, MissingFile, PdfLesson, QuizLessonCard } from './lesson-panels';
import { ProgressBar } from './progress-bar';
import { VideoPlayer } from './video-player';

/** Above the player: back to the course, and the learner's progress in it. */
function PlayerTopBar(props: {
  backTo: string;
  course: CourseContent;
  mine: CourseProgress | null | undefined;
}) {
  const { backTo, course, mine } = props;
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to={backTo}
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
function CertificateEarned({ backTo }: { backTo: string }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
    >
      <Icon path={award} size={22} />
      <p className="flex-1 font-semibold">{t('learning.player.certificateEarned')}</p>
      <Link to={backTo} className="font-semibold underline underline-offset-2">
        {t('learning.player.seeCertificate')}
      </Link>
    </div>
  );
}

/** Previous and next lesson. */
function LessonNav(props: {
  hrefOf: (lesson: Lesson) => string;
  previous: Lesson | undefined;
  next: Lesson | undefined;
}) {
  const { hrefOf, previous, next } = props;
  const t = useT();
  return (
    <nav
      aria-label={t('learning.player.curriculum')}
      className="flex flex-wrap justify-between gap-3 border-t border-line pt-5"
    >
      {previous ? (
        <LinkButton to={hrefOf(previous)} variant="secondary">
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
        <LinkButton to={hrefOf(next)} className="ml-auto">
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
 * The player (product §2 /learning/:id) drawn from a course at hand: the lesson named by
 * `lessonParam` (?lesson=), else the next one by the learner's progress; the curriculum beside it (a
 * drawer on narrow screens). The learning route gives it the learner's course and progress; a
 * preview (docs/decisions.md §47) gives it a draft with no progress, and `record` off: nothing is
 * reported or marked done.
 */
export function PlayerView(props: {
  course: CourseContent;
  /** The learner's progress in it; null when there is none (not owned, or a preview). */
  progress: CourseProgress | null;
  lessonParam: string | null;
  hrefOf: (lesson: Pick<Lesson, 'id'>) => string;
  /** Where the top bar's course title leads. */
  backTo: string;
  /** Whether what is played and done is reported (false in a preview). */
  record: boolean;
  /** What the empty state offers when the course has no lessons. */
  emptyAction: ReactNode;
  /** Under a quiz lesson's card (a preview's note that quizzes open once published). */
  quizNote?: ReactNode;
}) {
  const { course, progress: mine, lessonParam, hrefOf, backTo, record, emptyAction, quizNote } = props;
  const t = useT();
  const [drawer, setDrawer] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownLesson = useRef<number | null>(null);
  const lessons = lessonsOf(course);
  const lesson = pickLesson(lessons, mine, lessonParam);
  useDocumentTitle(lesson ? `${lesson.title} · ${course.title}` : course.title);

  // A new lesson: the reader starts at its title, as after a page change.
  useEffect(() => {
    if (!lesson) return;
    if (shownLesson.current !== null && shownLesson.current !== lesson.id) {
      heading.current?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    }
    shownLesson.current = lesson.id;
  }, [lesson]);

  if (!lesson) {
    return (
      <div className="container-page py-10">
        <h1 {...langOf(course, 'title')} className="sr-only">
          {course.title}
        </h1>
        <EmptyState
          title={t('learning.player.noLessons')}
          text={t('learning.player.noLessonsText')}
          action={emptyAction}
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
      hrefOf={hrefOf}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="bg-surface">
      <PlayerTopBar backTo={backTo} course={course} mine={mine} />

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

          {mine?.certificate_code && mine.progress_percent >= 100 && <CertificateEarned backTo={backTo} />}

          <LessonContent
            key={lesson.id}
            lesson={lesson}
            course={course}
            owned={Boolean(mine)}
            record={record}
            lessonProgress={lessonProgress}
          />
          {lesson.type === 'quiz' && quizNote}

          <LessonNav hrefOf={hrefOf} previous={previous} next={next} />
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
  record,
  lessonProgress,
}: {
  lesson: Lesson;
  course: CourseContent;
  owned: boolean;
  record: boolean;
  lessonProgress: LessonProgress | undefined;
}) {
  const t = useT();
  const mark = useMarkLessonDone();
  // "Mark as done" is replaced by "Completed": focus follows it there instead of falling to <body>.
  const markedHere = useRef(false);
  if (!lesson.open) return <LockedLesson content={course} />;
  const done = lessonProgress?.completed ?? false;
  const markable = record && owned && (lesson.type === 'text' || lesson.type === 'pdf');
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
            record={record}
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
