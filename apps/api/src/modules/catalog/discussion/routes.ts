import type * as calls from '@app/contract/catalog/endpoints';
import { ok, paged } from '../../../lib/envelope.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import type { Handlers } from '../../../lib/route.ts';
import type { CatalogContext } from '../context.ts';
import { commentsOf, postComment, setLike } from './service.ts';

type DiscussionCalls = Pick<typeof calls, 'getComments' | 'addComment' | 'likeComment' | 'unlikeComment'>;

/** Comments and likes of a course (product §7, §12). */
export const discussionHandlers = (ctx: CatalogContext): Handlers<DiscussionCalls> => ({
  getComments: async (request, caller) => {
    const { page, limit } = request.query;
    const { items, total } = await commentsOf(ctx, caller, { courseKey: request.params.id, page, limit });
    return paged(items, { page, limit, total });
  },
  addComment: async (request, caller) =>
    ok(await postComment(ctx, caller, { courseKey: request.body.course_id, text: request.body.comments })),
  likeComment: async (request, caller) =>
    ok(await setLike(ctx, caller, { commentKey: request.body.comment_id, liked: true })),
  unlikeComment: async (request, caller) => {
    const given = request.body?.comment_id ?? request.query.comment_id;
    if (given === undefined) throw badRequest('Invalid comment_id', { comment_id: 'required' });
    return ok(await setLike(ctx, caller, { commentKey: given, liked: false }));
  },
});
