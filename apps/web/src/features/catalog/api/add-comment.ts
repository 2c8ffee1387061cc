import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComment as addCommentCall } from '@app/contract/catalog/endpoints';
import type { InputOf } from '@app/contract/endpoint';
import { callData } from '@/shared/http/client';
import { commentsKey } from './get-comments';

/** product §7: POST /api/discuss/add-comment. */
export const addComment = (body: InputOf<typeof addCommentCall>['body']) =>
  callData(addCommentCall, { body });

export function useAddComment(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comments: string) => addComment({ course_id: courseId, comments }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(courseId) }),
  });
}
