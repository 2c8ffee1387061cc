import type { Locale } from '@app/contract/envelope';
import type { MyLearningFilter } from '@app/contract/learning/schemas';
import type { LearningContext } from '../context.ts';
import { assertOwnEmail } from '../learner.ts';
import { okJson } from '../../../lib/envelope.ts';
import type { Sendable } from '../../../lib/sendable.ts';
import type { AnswerVersions } from '../../../lib/answer-versions.ts';
import { myLearningJson } from './queries.ts';

/**
 * get-my-learning/{email}: owned courses (filtered by tab), the tab counts and the activity chart,
 * as the envelope's JSON (the contract's myLearningResponse; PostgreSQL builds the data). Kept
 * per learner, language, tab and day (the chart ends today) under the learner's version.
 */
export async function myLearningOf(
  ctx: LearningContext,
  tenantId: number,
  lang: Locale,
  user: { id: number; email: string },
  email: string,
  filter: MyLearningFilter,
  versions: AnswerVersions | null,
): Promise<Sendable> {
  assertOwnEmail(user, email);
  const key = `my:${tenantId}:${user.id}:${lang}:${filter}:${versions?.day}`;
  return ctx.answers.get(key, versions?.learning ?? null, async () =>
    okJson(await myLearningJson(ctx.sql, tenantId, lang, user.id, filter)),
  );
}
