import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COMMENT_PAGE_SIZE } from '@app/contract/catalog/constants';
import { getComments as getCommentsCall } from '@app/contract/catalog/endpoints';
import type { AnswerOf } from '@app/contract/endpoint';
import { call } from '@/shared/http/client';
import { catalogKey } from './keys';
import { useViewer, type Viewer } from './viewer';

/** product §7: GET /api/discuss/get-comment/{id}: a course's comments, newest first, paged. */
export function getComments(courseId: number, page: number, signal?: AbortSignal) {
  return call(
    getCommentsCall,
    { params: { id: String(courseId) }, query: { page, limit: COMMENT_PAGE_SIZE } },
    { signal },
  );
}

/** Every page of one course's comments: what posting and liking invalidate. */
/** A page of a course's comments with its `meta`. */
export type CommentPage = AnswerOf<typeof getCommentsCall>;

export const commentsKey = (courseId: number) => [...catalogKey, 'comments', courseId] as const;

export const commentsQueryOptions = (courseId: number, page: number, viewer: Viewer) =>
  queryOptions({
    queryKey: [...commentsKey(courseId), page, viewer] as const,
    queryFn: ({ signal }) => getComments(courseId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useComments(courseId: number, page: number) {
  return useQuery(commentsQueryOptions(courseId, page, useViewer()));
}
