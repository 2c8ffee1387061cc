import type * as calls from '@app/contract/catalog/endpoints';
import { ok } from '../../../lib/envelope.ts';
import type { Handlers } from '../../../lib/route.ts';
import type { CatalogContext } from '../context.ts';
import { rate, ratingOf } from './service.ts';

/** A course's rating, and the learner's own (product §7, §12). */
export const ratingsHandlers = (
  ctx: CatalogContext,
): Handlers<Pick<typeof calls, 'getRating' | 'updateRating'>> => ({
  getRating: async (request, caller) => ok(await ratingOf(ctx, caller, request.params.id)),
  updateRating: async (request, caller) =>
    ok(await rate(ctx, caller, { courseKey: request.body.course_id, rating: request.body.rating })),
});
