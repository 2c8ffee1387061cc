import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment } from '@app/contract/catalog';
import type { PageMeta } from '@app/contract/envelope';
import { request } from '@/shared/http/client';
import { COMMENT_PAGE_SIZE } from '../lib/constants';
import { catalogKey } from './keys';

export interface CommentPage {
  data: Comment[];
  meta: PageMeta;
}

/** spec §7: GET /api/discuss/get-comment/{id}: a course's comments, newest first, paged. */
export function getComments(courseId: number, page: number, signal?: AbortSignal) {
  return request<CommentPage>(`/api/discuss/get-comment/${courseId}`, {
    auth: 'learning',
    localized: true,
    query: { page, limit: COMMENT_PAGE_SIZE },
    signal,
  });
}

/** Every page of one course's comments: what posting and liking invalidate. */
export const commentsKey = (courseId: number) => [...catalogKey, 'comments', courseId] as const;

export const commentsQueryOptions = (courseId: number, page: number) =>
  queryOptions({
    queryKey: [...commentsKey(courseId), page] as const,
    queryFn: ({ signal }) => getComments(courseId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useComments(courseId: number, page: number) {
  return useQuery(commentsQueryOptions(courseId, page));
}
