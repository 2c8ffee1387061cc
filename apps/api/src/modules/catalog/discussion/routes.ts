import type { FastifyInstance } from 'fastify';
import type * as calls from '@app/contract/catalog/endpoints';
import { ok, paged } from '../../../lib/envelope.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import type { Handlers } from '../../../lib/route.ts';
import { commentsOf, postComment, setLike } from './service.ts';

/** Comments and likes of a course (product §7, §12). */
export function discussionHandlers(
  app: FastifyInstance,
): Handlers<Pick<typeof calls, 'getComments' | 'addComment' | 'likeComment' | 'unlikeComment'>> {
  const sql = app.database.sql;
  const limiter = app.limiter;
  return {
    getComments: async (request, caller) => {
      const { page, limit } = request.query;
      const { items, total } = await commentsOf(
        sql,
        caller.tenant.id,
        request.params.id,
        caller.user?.id ?? null,
        {
          page,
          limit,
        },
      );
      return paged(items, { page, limit, total });
    },
    addComment: async (request, caller) =>
      ok(
        await postComment(
          sql,
          limiter,
          caller.tenant.id,
          caller.user.id,
          request.body.course_id,
          request.body.comments,
        ),
      ),
    likeComment: async (request, caller) =>
      ok(await setLike(sql, limiter, caller.tenant.id, caller.user.id, request.body.comment_id, true)),
    unlikeComment: async (request, caller) => {
      const given = request.body?.comment_id ?? request.query.comment_id;
      if (given === undefined) throw badRequest('Invalid comment_id', { comment_id: 'Required' });
      return ok(await setLike(sql, limiter, caller.tenant.id, caller.user.id, given, false));
    },
  };
}
