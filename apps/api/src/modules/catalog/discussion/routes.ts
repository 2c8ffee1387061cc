import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/catalog/endpoints';
import { ok, paged } from '../../../lib/envelope.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import { route } from '../../../lib/route.ts';
import { commentsOf, postComment, setLike } from './service.ts';

/** Comments and likes of a course (product §7, §12). */
export function discussionRoutes(app: FastifyInstance) {
  const sql = app.database.sql;
  const limiter = app.limiter;

  route(app, calls.getComments, async (request) => {
    const { page, limit } = request.query;
    const { items, total } = await commentsOf(
      sql,
      request.tenant.id,
      request.params.id,
      request.user?.id ?? null,
      {
        page,
        limit,
      },
    );
    return paged(items, { page, limit, total });
  });

  route(app, calls.addComment, async (request) =>
    ok(
      await postComment(
        sql,
        limiter,
        request.tenant.id,
        request.user!.id,
        request.body.course_id,
        request.body.comments,
      ),
    ),
  );

  route(app, calls.likeComment, async (request) =>
    ok(await setLike(sql, limiter, request.tenant.id, request.user!.id, request.body.comment_id, true)),
  );

  route(app, calls.unlikeComment, async (request) => {
    const given = request.body?.comment_id ?? request.query.comment_id;
    if (given === undefined) throw badRequest('Invalid comment_id', { comment_id: 'Required' });
    return ok(await setLike(sql, limiter, request.tenant.id, request.user!.id, given, false));
  });
}
