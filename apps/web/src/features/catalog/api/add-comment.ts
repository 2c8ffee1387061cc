import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@app/contract/catalog';
import { request } from '@/shared/http/client';
import { commentsKey } from './get-comments';

export interface AddCommentInput {
  course_id: number;
  comments: string;
}

/** spec §7: POST /api/discuss/add-comment. */
export async function addComment(input: AddCommentInput) {
  const answer = await request<{ data: Comment }>('/api/discuss/add-comment', {
    method: 'POST',
    auth: 'learning',
    localized: true,
    json: input,
  });
  return answer.data;
}

export function useAddComment(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comments: string) => addComment({ course_id: courseId, comments }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(courseId) }),
  });
}
