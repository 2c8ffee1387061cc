import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useParams } from 'react-router';
import type { Locale } from '@app/contract/envelope';
import { getCourse, saveCurriculum } from '@app/contract/studio/endpoints';
import type { Curriculum, StudioCourse } from '@app/contract/studio/schemas';
import { useBrand } from '@/shared/brand/brand';
import { ApiError, callData } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { LOCALES, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { courseKey, coursesKey, useCourse, useOptions } from '../api/courses';
import { CourseHeader } from '../components/course-header';
import { CourseTabs } from '../components/course-tabs';
import { CurriculumEditor } from '../components/curriculum-editor';
import { curriculumFieldId, errorsByKey, localErrors, newSection } from '../lib/curriculum';

type Notice =
  | { kind: 'saved' }
  | { kind: 'conflict'; error: unknown }
  | { kind: 'problems'; local: boolean; unplaced: [string, string][] }
  | { kind: 'failed'; error: unknown };

/** /courses/:id/curriculum: a draft's sections and lessons, saved whole with its revision. */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const course = useCourse(id);
  const defaultLanguage = useBrand((s) => s.defaultLanguage);
  usePageTitle(
    course.data
      ? `${t('cur.title')} · ${course.data.fields.title[defaultLanguage] || t('course.newTitle')}`
      : null,
  );
  if (course.error)
    return (
      <div className="flex flex-col gap-6">
        <CourseHeader title={t('app.notFound.title')} />
        <Alert tone="error">
          {course.error instanceof ApiError && course.error.status === 404
            ? t('course.notFound')
            : errorText(t, course.error)}
        </Alert>
        <LinkButton to="/courses" variant="secondary" className="self-start">
          {t('app.notFound.back')}
        </LinkButton>
      </div>
    );
  if (!course.data) return <CurriculumSkeleton />;
  return <CurriculumPage course={course.data} />;
}

/** The curriculum being edited, the one last saved (with its revision), and saving it. */
function useCurriculumDraft(course: StudioCourse, defaultLanguage: Locale) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<{ revision: number; curriculum: Curriculum }>({
    revision: course.revision,
    curriculum: course.curriculum,
  });
  const [value, setValue] = useState<Curriculum>(course.curriculum);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const focusNext = useRef<string | null>(null);
  const dirty = useMemo(() => JSON.stringify(value) !== JSON.stringify(saved.curriculum), [value, saved]);

  // A newer draft in the cache than the one last saved here (a quiz import stored it, and its
  // builder added the imported questions to what is being edited): the next save names its revision.
  if (course.revision > saved.revision)
    setSaved({ revision: course.revision, curriculum: course.curriculum });

  // After a failed save, the first marked field gets focus (its lesson opened first).
  useEffect(() => {
    const name = focusNext.current;
    if (!name) return;
    focusNext.current = null;
    // The field itself, else the nearest that holds it (a body's editor for one of its blocks).
    let at: string | null = name;
    while (at && !document.getElementById(curriculumFieldId(at)))
      at = at.includes('.') ? at.slice(0, at.lastIndexOf('.')) : null;
    if (at) document.getElementById(curriculumFieldId(at))?.focus();
  });

  const showErrors = (next: Record<string, string>, local: boolean) => {
    setErrors(next);
    const owners = new Set(Object.keys(next).map((k) => k.split('.')[0]!));
    const lessonKeys = value.sections
      .flatMap((s) => s.lessons.map((l) => l.key))
      .filter((k) => owners.has(k));
    setOpen((prev) => new Set([...prev, ...lessonKeys]));
    const known = new Set(value.sections.flatMap((s) => [s.key, ...s.lessons.map((l) => l.key)]));
    const unplaced = Object.entries(next).filter(([k]) => !known.has(k.split('.')[0]!));
    focusNext.current = Object.keys(next).find((k) => known.has(k.split('.')[0]!)) ?? null;
    setNotice({ kind: 'problems', local, unplaced });
  };

  const save = async () => {
    setNotice(null);
    const local = localErrors(value, defaultLanguage);
    if (Object.keys(local).length) {
      showErrors(local, true);
      return;
    }
    setSaving(true);
    const sent = value;
    try {
      const next = await callData(saveCurriculum, {
        params: { id: course.id },
        body: { ...sent, revision: saved.revision },
      });
      queryClient.setQueryData(courseKey(next.id), next);
      void queryClient.invalidateQueries({ queryKey: [...coursesKey, 'list'] });
      setSaved({ revision: next.revision, curriculum: next.curriculum });
      setValue(next.curriculum);
      setErrors({});
      setNotice({ kind: 'saved' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setNotice({ kind: 'conflict', error });
      else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length)
        showErrors(errorsByKey(sent, error.fields), false);
      else setNotice({ kind: 'failed', error });
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    setNotice(null);
    try {
      const fresh = await callData(getCourse, { params: { id: course.id } });
      queryClient.setQueryData(courseKey(fresh.id), fresh);
      setSaved({ revision: fresh.revision, curriculum: fresh.curriculum });
      setValue(fresh.curriculum);
      setErrors({});
    } catch (error) {
      setNotice({ kind: 'failed', error });
    }
  };

  return { value, setValue, errors, notice, saving, open, setOpen, dirty, save, reload };
}

function CurriculumPage({ course }: { course: StudioCourse }) {
  const t = useT();
  const defaultLanguage = useBrand((s) => s.defaultLanguage);
  const options = useOptions();
  const languages = useMemo<Locale[]>(() => {
    const listed = (options.data?.languages ?? []).filter((l): l is Locale =>
      LOCALES.some((x) => x.code === l),
    );
    const all = listed.length ? listed : LOCALES.map((l) => l.code);
    return [defaultLanguage, ...all.filter((l) => l !== defaultLanguage)];
  }, [options.data, defaultLanguage]);

  const { value, setValue, errors, notice, saving, open, setOpen, dirty, save, reload } = useCurriculumDraft(
    course,
    defaultLanguage,
  );
  const title = course.fields.title[defaultLanguage] || course.fields.title.en || t('course.newTitle');
  useLeaveGuard(dirty);

  const addSection = () => {
    const section = newSection();
    setValue((c) => ({ sections: [...c.sections, section] }));
    requestAnimationFrame(() =>
      document.getElementById(curriculumFieldId(`${section.key}.title.${defaultLanguage}`))?.focus(),
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <CourseHeader title={title} status={course.status} />
      <CourseTabs id={course.id} />
      <div>
        <h2 className="text-xl font-bold text-ink">{t('cur.title')}</h2>
        <p className="mt-1 text-sm text-ink-soft">
          {t('cur.lead', {
            language: LOCALES.find((l) => l.code === defaultLanguage)?.label ?? defaultLanguage,
          })}
        </p>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {notice && <NoticeView notice={notice} onReload={reload} />}
      </div>
      {value.sections.length === 0 ? (
        <EmptyCurriculum onAdd={addSection} />
      ) : (
        <>
          <CurriculumEditor
            courseId={course.id}
            value={value}
            onChange={setValue}
            languages={languages}
            defaultLanguage={defaultLanguage}
            errors={errors}
            open={open}
            onToggle={(key, isOpen) =>
              setOpen((prev) => {
                const next = new Set(prev);
                if (isOpen) next.add(key);
                else next.delete(key);
                return next;
              })
            }
          />
          <Button variant="secondary" className="self-start" onClick={addSection}>
            <Icon path={icons.plus} size={18} />
            {t('cur.addSection')}
          </Button>
        </>
      )}
      <SaveBar dirty={dirty} saving={saving} onSave={() => void save()} />
    </div>
  );
}

/** Unsaved changes are not lost to a click elsewhere in the studio or a closed tab. */
function useLeaveGuard(dirty: boolean) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('cur.leaveConfirm'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

function EmptyCurriculum({ onAdd }: { onAdd: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
      <Icon path={icons.layers} size={32} className="text-brand" />
      <p className="text-lg font-bold text-ink">{t('cur.empty.title')}</p>
      <p className="max-w-md text-sm text-ink-soft">{t('cur.empty.lead')}</p>
      <Button onClick={onAdd}>
        <Icon path={icons.plus} size={18} />
        {t('cur.addFirstSection')}
      </Button>
    </div>
  );
}

function SaveBar(props: { dirty: boolean; saving: boolean; onSave: () => void }) {
  const t = useT();
  return (
    <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-2xl sm:border">
      <Button onClick={props.onSave} loading={props.saving} disabled={!props.dirty && !props.saving}>
        {props.saving ? t('cur.saving') : t('cur.save')}
      </Button>
      {props.dirty && <span className="text-sm font-medium text-amber-800">{t('cur.unsaved')}</span>}
    </div>
  );
}

function NoticeView({ notice, onReload }: { notice: Notice; onReload: () => void }) {
  const t = useT();
  if (notice.kind === 'saved') return <Alert tone="success">{t('cur.saved')}</Alert>;
  if (notice.kind === 'conflict')
    return (
      <Alert tone="warning">
        <p>{errorText(t, notice.error)}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={onReload}>
          {t('cur.reload')}
        </Button>
      </Alert>
    );
  if (notice.kind === 'problems')
    return (
      <Alert tone="error">
        <p className="font-semibold">{notice.local ? t('cur.problemsLocal') : t('cur.problems')}</p>
        {notice.unplaced.length > 0 && (
          <ul className="mt-2 list-disc pl-5">
            {notice.unplaced.map(([name, code]) => (
              <li key={name}>
                {name}:{' '}
                {errorText(
                  t,
                  new ApiError(400, code, { error: { code: 'validation', fields: { [name]: code } } }),
                )}
              </li>
            ))}
          </ul>
        )}
      </Alert>
    );
  return <Alert tone="error">{errorText(t, notice.error)}</Alert>;
}

function CurriculumSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-8 w-28" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-11 w-64" />
      {[0, 1].map((i) => (
        <div key={i} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-12 w-full rounded-xl" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}
