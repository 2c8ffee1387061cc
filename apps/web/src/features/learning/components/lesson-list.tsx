import { Link } from 'react-router';
import type { CourseContent, CourseProgress } from '@app/contract/learning/schemas';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { checkCircle, fileText, Icon, play } from '@/shared/ui/icons';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { completedIds, type Lesson } from '../lib/curriculum';
import { lock, pdf, quiz } from '../lib/icons';
import { lengthLabel, LESSON_TYPE_LABELS } from '../lib/words';

const TYPE_ICONS: Record<Lesson['type'], string> = { video: play, text: fileText, pdf, quiz };

/**
 * A course's lessons by section: a tick for each lesson done, its type and length, a lock on the
 * lessons the learner may not open; each links to the player on that lesson.
 */
export function LessonList({
  content,
  progress,
  currentId,
  hrefOf,
  onNavigate,
  headingLevel = 3,
}: {
  content: CourseContent;
  progress: CourseProgress | null | undefined;
  currentId?: number;
  hrefOf: (lesson: Lesson) => string;
  onNavigate?: () => void;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const done = completedIds(progress);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="space-y-4">
      {content.sections.map((section, s) => (
        <li key={section.id}>
          <Heading className="mb-1.5 px-2 text-xs font-bold tracking-wider text-ink-soft uppercase">
            {s + 1}. <TextOf of={section} field="title" />
          </Heading>
          <ol className="space-y-0.5">
            {section.lessons.map((lesson) => {
              const isDone = done.has(lesson.id);
              const current = lesson.id === currentId;
              return (
                <li key={lesson.id}>
                  <Link
                    to={hrefOf(lesson)}
                    onClick={onNavigate}
                    aria-current={current ? 'page' : undefined}
                    className={cx(
                      'flex items-start gap-3 rounded-lg px-2 py-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px]',
                      current ? 'bg-brand-soft ring-1 ring-brand/30' : 'hover:bg-brand-soft/60',
                    )}
                  >
                    <span className="mt-0.5">
                      {isDone ? (
                        <Icon path={checkCircle} size={20} className="text-emerald-600" />
                      ) : (
                        <Icon path={TYPE_ICONS[lesson.type]} size={20} className="text-ink-soft" />
                      )}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span
                        {...langOf(lesson, 'title')}
                        className={cx('block text-sm leading-snug', current ? 'font-bold' : 'font-medium')}
                      >
                        {lesson.title}
                      </span>
                      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-soft">
                        <span>{t(LESSON_TYPE_LABELS[lesson.type])}</span>
                        <span aria-hidden>·</span>
                        <span>{lengthLabel(t, lesson.duration_seconds)}</span>
                        {lesson.is_preview && !content.owned && (
                          <span className="rounded bg-accent-soft px-1.5 font-semibold text-ink">
                            {t('learning.lesson.preview')}
                          </span>
                        )}
                        <span className="sr-only">
                          , {isDone ? t('learning.detail.done') : t('learning.detail.notDone')}
                        </span>
                      </span>
                    </span>
                    {!lesson.open && (
                      <span className="mt-0.5 text-ink-soft">
                        <Icon path={lock} size={16} />
                        <span className="sr-only">{t('learning.lesson.locked')}</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
