import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createPreviewLink, getCourse, getOptions, listCourses } from '@app/contract/studio/endpoints';
import type { StudioCourseStatus } from '@app/contract/studio/constants';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

export interface ListFilter {
  q: string;
  status: StudioCourseStatus | '';
  page: number;
}

export const coursesKey = ['studio', 'courses'] as const;

export const useCourseList = (filter: ListFilter) =>
  useQuery({
    queryKey: [...coursesKey, 'list', filter],
    queryFn: ({ signal }) =>
      callData(
        listCourses,
        { query: { q: filter.q || undefined, status: filter.status || undefined, page: filter.page } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const courseKey = (id: number) => [...coursesKey, 'course', id] as const;

export const useCourse = (id: number) =>
  useQuery({
    queryKey: courseKey(id),
    queryFn: ({ signal }) => callData(getCourse, { params: { id } }, { signal }),
    // A draft is read once when opened: a refetch would not replace what is being typed anyway.
    staleTime: Infinity,
  });

/** Categories, the mentors this user may name, and the company's languages (default first). */
export function useOptions() {
  // Category names come in the studio's language.
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: ['studio', 'options', lang],
    queryFn: ({ signal }) => callData(getOptions, { query: { lang } }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * "Preview as learner" (docs/decisions.md §47): a link to the draft on the learners' site. It
 * works for 30 minutes and names the draft, not a version of it, so one minted when the page opens
 * shows what is saved when it is followed; it is renewed every 10 minutes while the studio is in
 * view, and at once when the studio comes back into view after that.
 */
export const usePreviewLink = (id: number) =>
  useQuery({
    queryKey: [...coursesKey, 'preview-link', id],
    queryFn: ({ signal }) => callData(createPreviewLink, { params: { id } }, { signal }),
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
    refetchOnWindowFocus: true,
  });
