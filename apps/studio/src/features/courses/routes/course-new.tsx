import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createCourse } from '@app/contract/studio/endpoints';
import { callData } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { courseKey, coursesKey } from '../api/courses';
import { CourseForm } from '../components/course-form';
import { CourseHeader } from '../components/course-header';
import { formValuesOf } from '../lib/form-values';

/** /courses/new: a course starts as a draft; learners see nothing until it is published. */
export function Component() {
  const t = useT();
  usePageTitle(t('course.newTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(() => formValuesOf(null), []);
  return (
    <div className="flex flex-col gap-6">
      <CourseHeader title={t('course.newTitle')} />
      <CourseForm
        initial={initial}
        saveLabel={t('course.create')}
        onSave={async (fields) => {
          const course = await callData(createCourse, { body: fields });
          queryClient.setQueryData(courseKey(course.id), course);
          void queryClient.invalidateQueries({ queryKey: [...coursesKey, 'list'] });
          void navigate(`/courses/${course.id}`, { state: { created: true } });
        }}
      />
    </div>
  );
}
