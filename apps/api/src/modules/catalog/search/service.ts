import type { Caller } from '../../../lib/caller.ts';
import { pagedBody } from '../answers.ts';
import type { CatalogContext } from '../context.ts';
import type { Paging } from '../sql.ts';
import { searchCourses } from './queries.ts';

/** A page of ranked search results, from the page cache (product §12). */
export async function searchPage(
  ctx: CatalogContext,
  caller: Caller,
  { term: rawTerm, page, limit }: Paging & { term: string },
) {
  const { tenant, lang } = caller;
  // Control characters separate words (NUL cannot even be stored in PostgreSQL text).
  const term = rawTerm
    .replace(/\p{Cc}/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  const key = [tenant.id, lang, page, limit, term].join('\u0000');
  return ctx.caches.search.get(key, async () => {
    const { data, total } = await searchCourses(ctx.sql, tenant, lang, term, { page, limit });
    return pagedBody(data, { page, limit, total });
  });
}
