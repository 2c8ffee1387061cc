import type { Locale } from '@app/contract/envelope';
import type { MyLearningFilter } from '@app/contract/learning/schemas';
import type { LearningContext } from '../context.ts';
import { assertOwnEmail } from '../learner.ts';
import { okJson } from '../../../lib/envelope.ts';
import { myLearningJson } from './queries.ts';

/**
 * get-my-learning/{email}: owned courses (filtered by tab), the tab counts and the activity chart,
 * as the envelope's JSON text (the contract's myLearningResponse; PostgreSQL builds the data).
 */
export async function myLearningOf(
  ctx: LearningContext,
  tenantId: number,
  lang: Locale,
  user: { id: number; email: string },
  email: string,
  filter: MyLearningFilter,
): Promise<string> {
  assertOwnEmail(user, email);
  return okJson(await myLearningJson(ctx.sql, tenantId, lang, user.id, filter));
}
