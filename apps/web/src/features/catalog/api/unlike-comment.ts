import type { LikeResult } from '@app/contract/catalog';
import { request } from '@/shared/http/client';

/** spec §7: DELETE /api/discuss/delete-dislike (takes the user's like back). */
export async function unlikeComment(commentId: number) {
  const answer = await request<{ data: LikeResult }>('/api/discuss/delete-dislike', {
    method: 'DELETE',
    auth: 'learning',
    localized: true,
    json: { comment_id: commentId },
  });
  return answer.data;
}
