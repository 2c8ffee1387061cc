import { likeComment as likeCommentCall } from '@app/contract/catalog/endpoints';
import { callData } from '@/shared/http/client';

/** product §7: POST /api/discuss/add-liked (one like per user per comment). */
export async function likeComment(commentId: number) {
  return callData(likeCommentCall, { body: { comment_id: commentId } });
}
