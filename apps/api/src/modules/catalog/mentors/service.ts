import type { Caller } from '../../../lib/caller.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { CatalogContext } from '../context.ts';
import { intId, type Paging } from '../sql.ts';
import { getMentor, listMentors } from './queries.ts';

export async function mentorById(ctx: Pick<CatalogContext, 'sql'>, caller: Caller, key: string) {
  const id = intId(key);
  const mentor = id === null ? null : await getMentor(ctx.sql, caller.tenant.id, caller.lang, id);
  if (!mentor) throw notFound('Mentor not found');
  return mentor;
}

export const mentorPage = (ctx: CatalogContext, caller: Caller, paging: Paging) =>
  listMentors(ctx.sql, caller.tenant.id, caller.lang, paging);
