import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getLearner,
  getLearnerCourse,
  listCourseLearners,
  listLearnerCourses,
} from '@app/contract/learners/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

const learnersKey = ['studio', 'learners'] as const;

/** The courses this user may see with their figures, in the studio's language. */
export function useLearnerCourses() {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...learnersKey, 'courses', lang],
    queryFn: ({ signal }) => callData(listLearnerCourses, { query: { lang } }, { signal }),
  });
}

export function useLearnerCourse(id: number, stuckDays: number) {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...learnersKey, 'course', id, stuckDays, lang],
    queryFn: ({ signal }) =>
      callData(getLearnerCourse, { params: { id }, query: { stuck_days: stuckDays, lang } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the course's learners; with `stuckDays` only the stuck ones. */
export function useCourseLearners(id: number, stuckDays: number | null, page: number) {
  return useQuery({
    queryKey: [...learnersKey, 'list', id, stuckDays, page],
    queryFn: ({ signal }) =>
      callData(
        listCourseLearners,
        { params: { id }, query: { page, ...(stuckDays === null ? {} : { stuck_days: stuckDays }) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useLearner(id: number) {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...learnersKey, 'learner', id, lang],
    queryFn: ({ signal }) => callData(getLearner, { params: { id }, query: { lang } }, { signal }),
  });
}

/** The CSV of a course's learners (every one, or the stuck ones), streamed by the API. */
export const learnersCsvHref = (id: number, stuckDays: number | null) =>
  `/api/studio/learners/courses/${id}/learners.csv${stuckDays === null ? '' : `?stuck_days=${stuckDays}`}`;
