import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useRef, type CSSProperties } from 'react';
import type { Locale } from '@app/contract/envelope';
import type { Curriculum, StudioLesson, StudioSection } from '@app/contract/studio/schemas';
import { fieldText } from '@/shared/http/error-words';
import { LOCALES, useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Button } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import {
  canStepLesson,
  curriculumFieldId,
  findLesson,
  moveLessonTo,
  moveSection,
  newLesson,
  removeLesson,
  removeSection,
  retypeLesson,
  stepLesson,
  updateLesson,
  updateSection,
} from '../lib/curriculum';
import { SmallIconButton } from './lesson-body-editor';
import { LessonContent } from './lesson-content';
import { OtherProblems } from './other-problems';

const sectionId = (key: string) => `section:${key}`;
const lessonId = (key: string) => `lesson:${key}`;
const keyOf = (id: UniqueIdentifier) => String(id).replace(/^(section|lesson):/, '');
const isSection = (id: UniqueIdentifier | undefined) => String(id ?? '').startsWith('section:');

const DRAG_HANDLE = 'M9 5.5v.01M9 12v.01M9 18.5v.01M15 5.5v.01M15 12v.01M15 18.5v.01';

interface EditorProps {
  /** The course whose draft this is (uploads and imports name it). */
  courseId: number;
  value: Curriculum;
  onChange: (next: Curriculum) => void;
  languages: Locale[];
  defaultLanguage: Locale;
  /** Problems by key path (`<lesson key>.title.en`). */
  errors: Record<string, string>;
  /** Lessons whose details are open. */
  open: Set<string>;
  onToggle: (key: string, open: boolean) => void;
}

/**
 * Sections and their lessons, reordered by drag and drop (pointer or keyboard, announced in the
 * studio's language) and by the Move up / Move down buttons; lessons move between sections.
 */
export function CurriculumEditor(props: EditorProps) {
  const t = useT();
  const { value, onChange } = props;
  const before = useRef<Curriculum | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const lang = props.defaultLanguage;
  const sectionName = (s: number) =>
    `${t('cur.section', { n: s + 1 })}: ${value.sections[s]?.title[lang] || t('cur.untitledSection')}`;
  const nameOf = (id: UniqueIdentifier | undefined): string => {
    if (id === undefined) return '';
    const key = keyOf(id);
    if (isSection(id)) {
      const s = value.sections.findIndex((section) => section.key === key);
      return s >= 0 ? sectionName(s) : '';
    }
    const at = findLesson(value, key);
    if (!at) return '';
    const lesson = value.sections[at.s]!.lessons[at.l]!;
    return `${lesson.title[lang] || t('cur.untitledLesson')} (${sectionName(at.s)}, ${at.l + 1})`;
  };

  /** A lesson meets only lessons and sections (to drop into one); a section meets sections. */
  const collision: CollisionDetection = (args) => {
    const dragged = args.active.id;
    const containers = args.droppableContainers.filter((c) =>
      isSection(dragged) ? isSection(c.id) : c.id !== dragged,
    );
    if (isSection(dragged)) return closestCenter({ ...args, droppableContainers: containers });
    const lessons = closestCenter({
      ...args,
      droppableContainers: containers.filter((c) => !isSection(c.id)),
    });
    const sections = closestCenter({
      ...args,
      droppableContainers: containers.filter(
        (c) => isSection(c.id) && value.sections.find((s) => s.key === keyOf(c.id))?.lessons.length === 0,
      ),
    });
    // An empty section can only be reached as a section.
    const best = [...lessons, ...sections].sort(
      (a, b) => Number(a.data?.value ?? 0) - Number(b.data?.value ?? 0),
    );
    return best.slice(0, 1);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || isSection(active.id)) return;
    const key = keyOf(active.id);
    const from = findLesson(value, key);
    if (!from) return;
    if (isSection(over.id)) {
      const s = value.sections.findIndex((section) => section.key === keyOf(over.id));
      if (s >= 0 && s !== from.s) onChange(moveLessonTo(value, key, s, value.sections[s]!.lessons.length));
      return;
    }
    const to = findLesson(value, keyOf(over.id));
    if (to && to.s !== from.s) onChange(moveLessonTo(value, key, to.s, to.l));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    before.current = null;
    if (!over || active.id === over.id) return;
    if (isSection(active.id)) {
      const from = value.sections.findIndex((s) => s.key === keyOf(active.id));
      const to = value.sections.findIndex((s) => s.key === keyOf(over.id));
      if (from >= 0 && to >= 0) onChange(moveSection(value, from, to));
      return;
    }
    const from = findLesson(value, keyOf(active.id));
    const to = isSection(over.id) ? null : findLesson(value, keyOf(over.id));
    if (from && to && from.s === to.s) onChange(moveLessonTo(value, keyOf(active.id), to.s, to.l));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('cur.dnd.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('cur.dnd.over', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('cur.dnd.overNone', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('cur.dnd.end', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('cur.dnd.endNone', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('cur.dnd.cancel', { name: nameOf(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('cur.dnd.instructions') } }}
      onDragStart={() => {
        before.current = value;
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        if (before.current) onChange(before.current);
        before.current = null;
      }}
    >
      <SortableContext
        items={value.sections.map((s) => sectionId(s.key))}
        strategy={verticalListSortingStrategy}
      >
        <ol className="flex flex-col gap-4">
          {value.sections.map((section, s) => (
            <SectionCard key={section.key} section={section} index={s} {...props} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** A sortable item's place while it moves. */
function sortStyle(
  sortable: Pick<ReturnType<typeof useSortable>, 'transform' | 'transition' | 'isDragging'>,
) {
  const { transform, transition, isDragging } = sortable;
  const style: CSSProperties = {
    transform: transform
      ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
      : undefined,
    transition: transition ?? undefined,
    position: 'relative',
    zIndex: isDragging ? 10 : undefined,
  };
  return style;
}

function DragHandle({
  label,
  attributes,
  listeners,
  handleRef,
}: {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  handleRef: (el: HTMLElement | null) => void;
}) {
  return (
    <button
      type="button"
      ref={handleRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
      className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-ink-soft hover:bg-brand-soft hover:text-ink active:cursor-grabbing"
    >
      <Icon path={DRAG_HANDLE} size={18} />
    </button>
  );
}

const langLabel = (code: Locale) => LOCALES.find((l) => l.code === code)?.label ?? code;

function TitleInputs(props: {
  owner: string;
  label: (language: string) => string;
  value: Record<Locale, string>;
  languages: Locale[];
  defaultLanguage: Locale;
  errors: Record<string, string>;
  onChange: (lang: Locale, text: string) => void;
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
      {props.languages.map((lang) => {
        const name = `${props.owner}.title.${lang}`;
        const id = curriculumFieldId(name);
        const error = fieldText(t, props.errors[name]);
        const required = lang === props.defaultLanguage;
        return (
          <div key={lang} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={id} className="text-sm font-semibold text-ink">
              {props.label(langLabel(lang))}
              {required && (
                <span className="ml-1.5 text-xs font-medium text-red-700">
                  * <span className="sr-only">{t('course.required')}</span>
                </span>
              )}
            </label>
            <input
              id={id}
              className="control"
              value={props.value[lang]}
              maxLength={200}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => props.onChange(lang, e.target.value)}
            />
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

function SectionCard(props: EditorProps & { section: StudioSection; index: number }) {
  const t = useT();
  const { section, index: s, value, onChange } = props;
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id: sectionId(section.key) });
  const name = `${t('cur.section', { n: s + 1 })}: ${section.title[props.defaultLanguage] || t('cur.untitledSection')}`;
  const headingId = curriculumFieldId(`${section.key}.heading`);
  const sectionErrors = Object.entries(props.errors).filter(
    ([k]) => k.startsWith(`${section.key}.`) && !k.startsWith(`${section.key}.title.`),
  );
  return (
    <li
      ref={setNodeRef}
      style={sortStyle({ transform, transition, isDragging })}
      aria-labelledby={headingId}
      className={cx(
        'rounded-2xl border border-line bg-white p-3 shadow-sm sm:p-4',
        isDragging && 'opacity-80 ring-2 ring-brand',
      )}
      data-testid="curriculum-section"
    >
      <div className="flex flex-wrap items-center gap-1">
        <DragHandle
          label={`${t('cur.drag')}: ${name}`}
          attributes={attributes}
          listeners={listeners}
          handleRef={setActivatorNodeRef}
        />
        <h2 id={headingId} className="min-w-0 flex-1 text-base font-bold break-words text-ink">
          {name}
        </h2>
        <div className="flex gap-1">
          <SmallIconButton
            label={`${t('cur.moveUp')}: ${name}`}
            icon={icons.up}
            disabled={s === 0}
            onClick={() => onChange(moveSection(value, s, s - 1))}
          />
          <SmallIconButton
            label={`${t('cur.moveDown')}: ${name}`}
            icon={icons.down}
            disabled={s === value.sections.length - 1}
            onClick={() => onChange(moveSection(value, s, s + 1))}
          />
          <SmallIconButton
            label={`${t('cur.remove')}: ${name}`}
            icon={icons.trash}
            onClick={() => {
              if (
                section.lessons.length === 0 ||
                window.confirm(t('cur.removeSectionConfirm', { count: section.lessons.length }))
              )
                onChange(removeSection(value, section.key));
            }}
          />
        </div>
      </div>
      <div className="mt-3">
        <TitleInputs
          owner={section.key}
          label={(language) => t('cur.sectionTitle', { language })}
          value={section.title}
          languages={props.languages}
          defaultLanguage={props.defaultLanguage}
          errors={props.errors}
          onChange={(lang, text) =>
            onChange(updateSection(value, section.key, { title: { ...section.title, [lang]: text } }))
          }
        />
      </div>
      {sectionErrors.length > 0 && (
        <ul className="mt-2 text-sm font-medium text-red-700">
          {sectionErrors.map(([k, code]) => (
            <li key={k}>{fieldText(t, code)}</li>
          ))}
        </ul>
      )}
      <SortableContext
        items={section.lessons.map((l) => lessonId(l.key))}
        strategy={verticalListSortingStrategy}
      >
        {section.lessons.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-line px-4 py-4 text-center text-sm text-ink-soft">
            {t('cur.noLessons')}
          </p>
        ) : (
          <ol className="mt-3 flex flex-col gap-2" aria-label={name}>
            {section.lessons.map((lesson, l) => (
              <LessonRow key={lesson.key} {...props} lesson={lesson} sectionIndex={s} index={l} />
            ))}
          </ol>
        )}
      </SortableContext>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={() => {
          const lesson = newLesson();
          onChange(updateSection(value, section.key, { lessons: [...section.lessons, lesson] }));
          props.onToggle(lesson.key, true);
          requestAnimationFrame(() =>
            document
              .getElementById(curriculumFieldId(`${lesson.key}.title.${props.defaultLanguage}`))
              ?.focus(),
          );
        }}
      >
        <Icon path={icons.plus} size={16} />
        {t('cur.addLesson')}
      </Button>
    </li>
  );
}

export const formatMinutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

function LessonRow(
  props: EditorProps & { section: StudioSection; lesson: StudioLesson; sectionIndex: number; index: number },
) {
  const t = useT();
  const { lesson, value, onChange, sectionIndex: s, index: l } = props;
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id: lessonId(lesson.key) });
  const open = props.open.has(lesson.key);
  const title = lesson.title[props.defaultLanguage] || t('cur.untitledLesson');
  const name = `${title} (${l + 1})`;
  const detailsId = curriculumFieldId(`${lesson.key}.details`);
  const patch = (p: Partial<StudioLesson>) => onChange(updateLesson(value, lesson.key, p));
  const typeLabel = t(`cur.type.${lesson.type}` as MessageKey);
  const hasError = Object.keys(props.errors).some((k) => k.startsWith(`${lesson.key}.`));
  return (
    <li
      ref={setNodeRef}
      style={sortStyle({ transform, transition, isDragging })}
      className={cx(
        'rounded-xl border bg-surface/60 p-2',
        hasError ? 'border-red-300' : 'border-line',
        isDragging && 'opacity-80 ring-2 ring-brand',
      )}
      data-testid="curriculum-lesson"
    >
      <div className="flex flex-wrap items-center gap-1">
        <DragHandle
          label={`${t('cur.drag')}: ${name}`}
          attributes={attributes}
          listeners={listeners}
          handleRef={setActivatorNodeRef}
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">{title}</p>
          <p className="flex flex-wrap gap-x-2 text-xs text-ink-soft">
            <span>{typeLabel}</span>
            {lesson.duration_seconds > 0 && (
              <span>· {t('cur.durationShort', { minutes: formatMinutes(lesson.duration_seconds) })}</span>
            )}
            {lesson.is_preview && (
              <span className="font-semibold text-brand-strong">· {t('cur.preview')}</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <SmallIconButton
            label={`${t('cur.moveUp')}: ${name}`}
            icon={icons.up}
            disabled={!canStepLesson(value, s, l, -1)}
            onClick={() => onChange(stepLesson(value, lesson.key, -1))}
          />
          <SmallIconButton
            label={`${t('cur.moveDown')}: ${name}`}
            icon={icons.down}
            disabled={!canStepLesson(value, s, l, 1)}
            onClick={() => onChange(stepLesson(value, lesson.key, 1))}
          />
          <SmallIconButton
            label={`${t('cur.remove')}: ${name}`}
            icon={icons.trash}
            onClick={() => onChange(removeLesson(value, lesson.key))}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => props.onToggle(lesson.key, !open)}
          >
            {open ? t('cur.close') : t('cur.edit')}
            <span className="sr-only">: {name}</span>
          </Button>
        </div>
      </div>
      {open && <LessonDetails {...props} detailsId={detailsId} typeLabel={typeLabel} patch={patch} />}
    </li>
  );
}

function LessonDetails(
  props: EditorProps & {
    lesson: StudioLesson;
    detailsId: string;
    typeLabel: string;
    patch: (p: Partial<StudioLesson>) => void;
  },
) {
  const t = useT();
  const { lesson, detailsId, typeLabel, patch } = props;
  const typeId = curriculumFieldId(`${lesson.key}.type`);
  const previewId = curriculumFieldId(`${lesson.key}.is_preview`);
  const durationId = curriculumFieldId(`${lesson.key}.duration_seconds`);
  // A quiz lesson's quiz problems are shown by its builder.
  const placed =
    lesson.type === 'quiz'
      ? /^[^.]+\.(title|body|duration_seconds|quiz)\b/
      : /^[^.]+\.(title|body|duration_seconds)\b/;
  const otherErrors = Object.entries(props.errors).filter(
    ([k]) => k.startsWith(`${lesson.key}.`) && !placed.test(k),
  );
  const durationError = fieldText(t, props.errors[`${lesson.key}.duration_seconds`]);
  return (
    <div id={detailsId} className="mt-2 flex flex-col gap-3 border-t border-line px-1 pt-3">
      <TitleInputs
        owner={lesson.key}
        label={(language) => t('cur.lessonTitle', { language })}
        value={lesson.title}
        languages={props.languages}
        defaultLanguage={props.defaultLanguage}
        errors={props.errors}
        onChange={(lang, text) => patch({ title: { ...lesson.title, [lang]: text } })}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={typeId} className="text-sm font-semibold text-ink">
            {t('cur.type')}
          </label>
          <select
            id={typeId}
            className="control"
            value={lesson.type}
            onChange={(e) => {
              const { patch: retyped, lost } = retypeLesson(lesson, e.target.value as StudioLesson['type']);
              if (!lost || window.confirm(t('cur.retypeConfirm', { type: t(`cur.type.${retyped.type!}`) })))
                patch(retyped);
            }}
          >
            {(['text', 'video', 'pdf', 'quiz'] as const).map((type) => (
              <option key={type} value={type}>
                {t(`cur.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={durationId} className="text-sm font-semibold text-ink">
            {t('cur.duration')}
          </label>
          <input
            id={durationId}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="control"
            value={formatMinutes(lesson.duration_seconds)}
            aria-invalid={durationError ? true : undefined}
            aria-describedby={durationError ? `${durationId}-error` : undefined}
            onChange={(e) =>
              patch({ duration_seconds: Math.max(0, Math.round(Number(e.target.value || 0) * 60)) })
            }
          />
          {durationError && (
            <p id={`${durationId}-error`} className="text-sm font-medium text-red-700">
              {durationError}
            </p>
          )}
        </div>
        <div className="flex items-start gap-2 sm:pt-7">
          <input
            id={previewId}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand"
            checked={lesson.is_preview}
            aria-describedby={`${previewId}-hint`}
            onChange={(e) => patch({ is_preview: e.target.checked })}
          />
          <div>
            <label htmlFor={previewId} className="text-sm font-semibold text-ink">
              {t('cur.preview')}
            </label>
            <p id={`${previewId}-hint`} className="text-xs text-ink-soft">
              {t('cur.previewHint')}
            </p>
          </div>
        </div>
      </div>
      <LessonContent
        courseId={props.courseId}
        lesson={lesson}
        typeLabel={typeLabel}
        languages={props.languages}
        errors={props.errors}
        patch={patch}
      />
      <OtherProblems lessonKey={lesson.key} problems={otherErrors} />
    </div>
  );
}
