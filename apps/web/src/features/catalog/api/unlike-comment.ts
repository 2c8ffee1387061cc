import { unlikeComment as unlikeCommentCall } from '@app/contract/catalog/endpoints';
import { callData } from '@/shared/http/client';

/** product §7: DELETE /api/discuss/delete-dislike (takes the user's like back). */
export async function unlikeComment(commentId: number) {
  return callData(unlikeCommentCall, { body: { comment_id: commentId } });
}
