import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { getCourse, publishCourse, saveCourse } from '@app/contract/studio/endpoints';
import type { StudioCourse } from '@app/contract/studio/schemas';
import { useBrand } from '@/shared/brand/brand';
import { ApiError, callData } from '@/shared/http/client';
import { errorText, fieldText } from '@/shared/http/error-words';
import { formatDate, useT, type Translate } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Button, buttonClass, LinkButton } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { courseKey, coursesKey, useCourse } from '../api/courses';
import { CourseForm } from '../components/course-form';
import { CourseHeader } from '../components/course-header';
import { CourseTabs } from '../components/course-tabs';
import { PreviewLink } from '../components/preview-link';
import { fieldId, formValuesOf } from '../lib/form-values';

type Notice = {
  tone: 'success' | 'error' | 'warning';
  kind: 'saved' | 'published' | 'conflict' | 'problems' | 'failed';
  error?: unknown;
};

/** /courses/:id: a course's draft, saved with its revision, published when it is complete. */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const course = useCourse(id);
  usePageTitle(
    course.data
      ? course.data.fields.title[useBrand.getState().defaultLanguage] || t('course.newTitle')
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
  if (!course.data) return <EditSkeleton />;
  return <EditCourse course={course.data} />;
}

function EditCourse({ course }: { course: StudioCourse }) {
  const t = useT();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const [notice, setNotice] = useState<Notice | null>(null);
  const focus = useRef<((name: string) => void) | null>(null);
  const initial = useMemo(() => formValuesOf(course.fields, course.cover_url), [course]);
  const title = course.fields.title[brand.defaultLanguage] || course.fields.title.en || t('course.newTitle');

  const store = (next: StudioCourse) => {
    queryClient.setQueryData(courseKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: [...coursesKey, 'list'] });
  };
  const publish = useMutation({
    mutationFn: () => callData(publishCourse, { params: { id: course.id } }),
    onSuccess: async () => {
      setNotice({ tone: 'success', kind: 'published' });
      // The draft read again: its status and publishing time changed.
      store(await callData(getCourse, { params: { id: course.id } }));
    },
    onError: (error) =>
      setNotice(
        error instanceof ApiError && error.status === 422
          ? { tone: 'error', kind: 'problems', error }
          : { tone: 'error', kind: 'failed', error },
      ),
  });
  const siteLink =
    course.slug && course.status !== 'draft' && brand.siteUrl
      ? `${brand.siteUrl}/education/${encodeURIComponent(course.slug)}`
      : null;

  return (
    <div className="flex flex-col gap-6">
      <CourseHeader
        title={title}
        status={course.status}
        meta={
          course.updated_by
            ? t('course.lastSaved', { date: formatDate(course.updated_at), name: course.updated_by })
            : t('course.lastSavedNoName', { date: formatDate(course.updated_at) })
        }
        links={
          <div className="flex flex-wrap gap-2">
            <PreviewLink draftId={course.id} />
            {siteLink && (
              <a
                href={siteLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('secondary', 'sm')}
              >
                <Icon path={icons.external} size={16} />
                {t('course.view')}
              </a>
            )}
          </div>
        }
      />
      <CourseTabs id={course.id} />
      <CourseForm
        initial={initial}
        focusRef={focus}
        saveLabel={t('course.save')}
        notices={
          <Notices
            notice={notice ?? (created ? { tone: 'success', kind: 'saved' } : null)}
            created={Boolean(created) && !notice}
            onShow={(name) => focus.current?.(name)}
            onReload={async () => {
              setNotice(null);
              await queryClient.invalidateQueries({ queryKey: courseKey(course.id) });
            }}
          />
        }
        onSave={async (fields) => {
          setNotice(null);
          try {
            store(
              await callData(saveCourse, {
                params: { id: course.id },
                body: { ...fields, revision: course.revision },
              }),
            );
            setNotice({ tone: 'success', kind: 'saved' });
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) {
              setNotice({ tone: 'warning', kind: 'conflict', error });
              return;
            }
            throw error;
          }
        }}
        actions={({ dirty, saving }) => (
          <Button
            variant="secondary"
            loading={publish.isPending}
            disabled={dirty || saving}
            title={dirty ? t('course.publishSaveFirst') : undefined}
            onClick={() => {
              setNotice(null);
              publish.mutate();
            }}
          >
            {publish.isPending ? t('course.publishing') : t('course.publish')}
          </Button>
        )}
      />
    </div>
  );
}

function Notices(props: {
  notice: Notice | null;
  created: boolean;
  onShow: (name: string) => void;
  onReload: () => void;
}) {
  const t = useT();
  const { notice } = props;
  if (!notice) return null;
  if (notice.kind === 'saved' || notice.kind === 'published')
    return (
      <Alert tone="success">
        {props.created
          ? t('course.created')
          : notice.kind === 'saved'
            ? t('course.saved')
            : t('course.published')}
      </Alert>
    );
  if (notice.kind === 'conflict')
    return (
      <Alert tone="warning">
        <p>{errorText(t, notice.error)}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={props.onReload}>
          {t('course.conflict.reload')}
        </Button>
      </Alert>
    );
  if (notice.kind === 'problems' && notice.error instanceof ApiError)
    return (
      <Alert tone="error">
        <p className="font-semibold">{t('course.problems')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="publish-problems">
          {Object.entries(notice.error.fields).map(([name, code]) => (
            <li key={name}>
              {name === 'lessons' ? (
                t('course.problem.lessons')
              ) : (
                <a
                  href={`#${fieldId(name)}`}
                  className="font-semibold underline underline-offset-2"
                  onClick={(event) => {
                    event.preventDefault();
                    props.onShow(name);
                  }}
                >
                  {problemLabel(t, name)}: {fieldText(t, code)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </Alert>
    );
  return <Alert tone="error">{errorText(t, notice.error)}</Alert>;
}

const LANG_LABELS: Record<string, string> = { id: 'Bahasa Indonesia', en: 'English', ms: 'Bahasa Melayu' };

/** A field of `error.fields` named as the form labels it ("Title (Bahasa Indonesia)"). */
function problemLabel(t: Translate, name: string) {
  const [field, lang] = name.split('.') as [string, string | undefined];
  const labels: Record<string, string> = {
    title: t('course.field.title'),
    subtitle: t('course.field.subtitle'),
    description: t('course.description'),
    cover_media_id: t('course.cover'),
    category_id: t('course.field.category'),
    mentor_id: t('course.field.mentor'),
    level: t('course.field.level'),
    price: t('course.field.price'),
    discount_price: t('course.field.discount_price'),
  };
  const label = labels[field] ?? field;
  return lang && LANG_LABELS[lang] ? `${label} (${LANG_LABELS[lang]})` : label;
}

function EditSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-8 w-28" />
      <Skeleton className="h-9 w-2/3" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96 rounded-2xl" />
        <div className="flex flex-col gap-6">
          <Skeleton className="aspect-video rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
