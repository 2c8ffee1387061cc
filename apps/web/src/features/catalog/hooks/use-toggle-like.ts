import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResult } from '@app/contract/catalog/schemas';
import { commentsKey, type CommentPage } from '../api/get-comments';
import { likeComment } from '../api/like-comment';
import { unlikeComment } from '../api/unlike-comment';

type Pages = [readonly unknown[], CommentPage | undefined][];

function patchComment(page: CommentPage | undefined, id: number, patch: (c: LikeResult) => LikeResult) {
  if (!page) return page;
  return {
    ...page,
    data: page.data.map((c) => {
      if (c.id !== id) return c;
      const next = patch({ comment_id: c.id, likes_count: c.likes_count, liked_by_me: c.liked_by_me });
      return { ...c, likes_count: next.likes_count, liked_by_me: next.liked_by_me };
    }),
  };
}

/**
 * Like or take back a like. The heart flips at once (optimistic) and flips back if the server says
 * no; the server's count then wins.
 */
export function useToggleLike(courseId: number) {
  const queryClient = useQueryClient();
  const key = commentsKey(courseId);
  return useMutation({
    mutationFn: ({ commentId, liked }: { commentId: number; liked: boolean }) =>
      liked ? unlikeComment(commentId) : likeComment(commentId),
    onMutate: async ({ commentId, liked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous: Pages = queryClient.getQueriesData<CommentPage>({ queryKey: key });
      queryClient.setQueriesData<CommentPage>({ queryKey: key }, (page) =>
        patchComment(page, commentId, (c) => ({
          ...c,
          liked_by_me: !liked,
          likes_count: Math.max(0, c.likes_count + (liked ? -1 : 1)),
        })),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [queryKey, page] of context?.previous ?? []) queryClient.setQueryData(queryKey, page);
    },
    onSuccess: (result, { commentId }) => {
      if (result && typeof result.likes_count === 'number')
        queryClient.setQueriesData<CommentPage>({ queryKey: key }, (page) =>
          patchComment(page, commentId, () => result),
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
