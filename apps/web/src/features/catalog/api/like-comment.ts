import type { LikeResult } from '@app/contract/catalog';
import { request } from '@/shared/http/client';

/** spec §7: POST /api/discuss/add-liked (one like per user per comment). */
export async function likeComment(commentId: number) {
  const answer = await request<{ data: LikeResult }>('/api/discuss/add-liked', {
    method: 'POST',
    auth: 'learning',
    localized: true,
    json: { comment_id: commentId },
  });
  return answer.data;
}
