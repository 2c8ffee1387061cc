import { useId, useState } from 'react';
import type { CourseContent as CurriculumData } from '@app/contract/learning/schemas';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { chevronDown, fileText, help, Icon, play } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { ErrorState } from '@/shared/ui/states';
import { langOf } from '@/shared/i18n/text-lang';
import { useCurriculum } from '../api/get-curriculum';
import { filePdf, lock } from '../lib/catalog-icons';
import { formatLength, countLabel } from '../lib/format';

type Lesson = CurriculumData['sections'][number]['lessons'][number];

const lessonIcons: Record<Lesson['type'], string> = { video: play, text: fileText, pdf: filePdf, quiz: help };
const lessonTypeLabels: Record<Lesson['type'], MessageKey> = {
  video: 'catalog.lesson.video',
  text: 'catalog.lesson.text',
  pdf: 'catalog.lesson.pdf',
  quiz: 'catalog.lesson.quiz',
};

/** Lessons' total length in seconds (a demo clip is seconds long, docs/product.md §15). */
const totalSeconds = (lessons: Lesson[]) => lessons.reduce((sum, l) => sum + l.duration_seconds, 0);

/**
 * The course content (product §7 get-content): sections as accordions with their lessons' type,
 * length and whether they are open to this learner; a lock marks what only owners can open.
 */
export function Curriculum({ courseId }: { courseId: number }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useCurriculum(courseId);
  if (isPending)
    return (
      <div role="status" aria-label={t('catalog.loading')} className="space-y-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  return <CurriculumList data={data} />;
}

/** The course content as the course page lists it, from data at hand (the course page's, a preview's). */
export function CurriculumList({ data }: { data: CurriculumData }) {
  const t = useT();
  const baseId = useId();
  // The first section starts open; `null` means "not touched yet".
  const [open, setOpen] = useState<Set<number> | null>(null);
  const sections = [...data.sections].sort((a, b) => a.position - b.position);
  if (sections.length === 0) return <p className="text-ink-soft">{t('catalog.curriculum.empty')}</p>;
  const openSet = open ?? new Set(sections[0] ? [sections[0].id] : []);
  const lessons = sections.flatMap((s) => s.lessons);
  const allOpen = openSet.size === sections.length;
  const toggle = (id: number) => {
    const next = new Set(openSet);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-soft">
          {[
            countLabel(t, 'catalog.sections', sections.length),
            countLabel(t, 'catalog.lessons', lessons.length),
            t('catalog.curriculum.total', { duration: formatLength(totalSeconds(lessons), t) }),
          ].join(' · ')}
        </p>
        <button
          type="button"
          onClick={() => setOpen(allOpen ? new Set() : new Set(sections.map((s) => s.id)))}
          className="rounded-lg px-2 py-1 text-sm font-bold text-brand hover:bg-brand-soft"
        >
          {allOpen ? t('catalog.curriculum.collapseAll') : t('catalog.curriculum.expandAll')}
        </button>
      </div>
      <ul className="overflow-hidden rounded-xl border border-line bg-white">
        {sections.map((section) => {
          const expanded = openSet.has(section.id);
          const panelId = `${baseId}-panel-${section.id}`;
          const buttonId = `${baseId}-button-${section.id}`;
          return (
            <li key={section.id} className="border-b border-line last:border-b-0">
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(section.id)}
                  className="flex w-full items-center gap-3 bg-surface px-4 py-3.5 text-left hover:bg-brand-soft"
                >
                  <Icon
                    path={chevronDown}
                    size={18}
                    className={cx('text-ink-soft transition-transform', expanded && 'rotate-180')}
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-3">
                    <span {...langOf(section, 'title')} className="min-w-0 flex-1 font-bold">
                      {section.title}
                    </span>
                    <span className="shrink-0 text-xs text-ink-soft sm:text-sm">
                      {countLabel(t, 'catalog.lessons', section.lessons.length)} ·{' '}
                      {formatLength(totalSeconds(section.lessons), t)}
                    </span>
                  </span>
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                <ul className="divide-y divide-line/60 px-4 py-1">
                  {section.lessons.map((lesson) => {
                    const locked = !data.owned && !lesson.is_preview;
                    return (
                      <li key={lesson.id} className="flex items-center gap-3 py-2.5 text-sm">
                        <Icon path={lessonIcons[lesson.type]} size={18} className="text-ink-soft" />
                        <span className="sr-only">{t(lessonTypeLabels[lesson.type])}:</span>
                        <span {...langOf(lesson, 'title')} className="min-w-0 flex-1">
                          {lesson.title}
                        </span>
                        {lesson.is_preview && !data.owned && (
                          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
                            {t('catalog.curriculum.preview')}
                          </span>
                        )}
                        <span className="shrink-0 text-ink-soft tabular-nums">
                          {formatLength(lesson.duration_seconds, t)}
                        </span>
                        {locked && (
                          <span className="shrink-0 text-ink-soft" title={t('catalog.curriculum.locked')}>
                            <Icon path={lock} size={16} />
                            <span className="sr-only">{t('catalog.curriculum.locked')}</span>
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
