import type { MyLearningFilter } from '@app/contract/learning/schemas';
import type { LearningContext } from '../context.ts';
import { assertOwnEmail } from '../learner.ts';
import { okJson } from '../../../lib/envelope.ts';
import type { Sendable } from '../../../lib/sendable.ts';
import { myLearningJson } from './queries.ts';
import type { SignedInCaller } from '../../../lib/caller.ts';

/**
 * get-my-learning/{email}: owned courses (filtered by tab), the tab counts and the activity chart,
 * as the envelope's JSON (the contract's myLearningResponse; PostgreSQL builds the data). Kept
 * per learner, language, tab and day (the chart ends today) under the learner's version.
 */
export async function myLearningOf(
  ctx: LearningContext,
  caller: SignedInCaller,
  { email, filter }: { email: string; filter: MyLearningFilter },
): Promise<Sendable> {
  const { tenant, lang, user, versions } = caller;
  const tenantId = tenant.id;
  assertOwnEmail(user, email);
  const key = `my:${tenantId}:${user.id}:${lang}:${filter}:${versions?.day}`;
  return ctx.answers.get(key, versions?.learning ?? null, async () =>
    okJson(await myLearningJson(ctx.sql, tenantId, lang, user.id, filter)),
  );
}
