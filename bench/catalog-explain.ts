/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the catalogue API runs on its hot paths, taken
 * from the query functions themselves (a runner that records each statement), against the
 * benchmark database of catalog-seed.ts.
 *
 *   npx tsx bench/catalog-explain.ts            # PostgreSQL bench_catalog
 *   BENCH_PGLITE=/tmp/cat-api-pglite npx tsx bench/catalog-explain.ts
 */
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { Tenant } from '../apps/api/src/db/schema/index.ts';
import { listCourses } from '../apps/api/src/modules/catalog/courses/queries.ts';
import { listComments } from '../apps/api/src/modules/catalog/discussion/queries.ts';
import { searchCourses } from '../apps/api/src/modules/catalog/search/queries.ts';
import { explainer } from './explain.ts';

const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_catalog';
const database = process.env.BENCH_PGLITE
  ? await openDatabase({ dataDir: process.env.BENCH_PGLITE })
  : await openDatabase({ url: DB_URL, dataDir: '', poolSize: 1 });

const [tenant] = await database.sql.query<Tenant>(`SELECT id, currency FROM tenants WHERE slug = 'cendekia'`);
const [busiest] = await database.sql.query<{ id: number }>(
  'SELECT id FROM courses ORDER BY comments_count DESC LIMIT 1',
);

const explain = explainer(database);

const t = tenant!;
await explain('Course list, page 1 of 24, popular', (sql) =>
  listCourses(sql, t, 'en', {}, 'popular', { page: 1, limit: 24 }),
);
await explain('Course list, page 200 of 24 (offset 4,776), newest', (sql) =>
  listCourses(sql, t, 'en', {}, 'newest', { page: 200, limit: 24 }),
);
await explain('Category page (slug), page 3, price ascending', (sql) =>
  listCourses(sql, t, 'id', { category: 'programming' }, 'price_asc', { page: 3, limit: 24 }),
);
await explain('Bootcamps only, popular', (sql) =>
  listCourses(sql, t, 'en', { bootcamp: true }, 'popular', { page: 1, limit: 24 }),
);
await explain('Price range 100,000-300,000, rating', (sql) =>
  listCourses(sql, t, 'en', { minPrice: 100_000, maxPrice: 300_000 }, 'rating', { page: 1, limit: 24 }),
);
await explain('Search "python"', (sql) => searchCourses(sql, t, 'en', 'python', { page: 1, limit: 24 }));
await explain('Search "pyhton" (typo)', (sql) =>
  searchCourses(sql, t, 'en', 'pyhton', { page: 1, limit: 24 }),
);
await explain('Search "analisis data"', (sql) =>
  searchCourses(sql, t, 'id', 'analisis data', { page: 1, limit: 24 }),
);
// Inside catalog_search_query (0003_catalog.sql) a misspelt word looks up catalogue words like it
// (its own statements do not show in the plans above).
await explain('Typo candidates for "pyhton" in the search vocabulary', (sql) =>
  sql.query(
    `SELECT word FROM search_words WHERE tenant_id = $1 AND word % $2 AND abs(length(word) - length($2)) <= 2
      ORDER BY similarity(word, $2) DESC LIMIT 12`,
    [t.id, 'pyhton'],
  ),
);
await explain(`Comments of the most commented course (id ${busiest!.id}), page 1`, (sql) =>
  listComments(sql, busiest!.id, null, { page: 1, limit: 24 }),
);
await database.close();
