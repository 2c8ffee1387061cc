import type { Locale } from '@app/contract/envelope';
import type { SqlRunner } from '../../../db/client.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { pagedBody, type CatalogCaches } from '../answers.ts';
import type { Paging } from '../sql.ts';
import { searchCourses } from './queries.ts';

/** A page of ranked search results, from the page cache (product §12). */
export async function searchPage(
  sql: SqlRunner,
  caches: CatalogCaches,
  tenant: Tenant,
  lang: Locale,
  rawTerm: string,
  { page, limit }: Paging,
) {
  // Control characters separate words (NUL cannot even be stored in PostgreSQL text).
  const term = rawTerm
    .replace(/\p{Cc}/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  const key = [tenant.id, lang, page, limit, term].join('\u0000');
  return caches.search.get(key, async () => {
    const { data, total } = await searchCourses(sql, tenant, lang, term, { page, limit });
    return pagedBody(data, { page, limit, total });
  });
}
