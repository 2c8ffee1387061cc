import type { Locale } from '@app/contract/envelope';
import type { SqlRunner } from '../../../db/client.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { num, Params, summaryJson, type CoursePage, type Paging } from '../sql.ts';

type SearchStage = 'all' | 'any' | 'trigram';

/** How many of the best full-text matches are re-ranked with the (costlier) title similarity. */
const RERANK = 100;

/**
 * Ranked search over both languages' titles, subtitles and category names, read from the narrow
 * course_search copy (0004_course_search.sql). Stage 'all' asks
 * for every word (as a prefix, or a catalogue word it resembles: catalog_search_query in
 * 0003_catalog.sql) through the full-text GIN index; 'any' for at least one word; 'trigram'
 * compares the whole phrase with the titles (GIN trigram index), for input with no usable word.
 * Every match is ranked by ts_rank (title words weigh most); the best RERANK are then ordered by
 * ts_rank plus the phrase's similarity to the title, which is too costly to compute for
 * thousands of matches. The order is total, so pages never overlap.
 */
async function searchStage(
  sql: SqlRunner,
  tenant: Tenant,
  lang: Locale,
  term: string,
  stage: SearchStage,
  { page, limit }: Paging,
) {
  const p = new Params();
  const tenantParam = p.add(tenant.id);
  const termParam = p.add(term);
  // The query is computed once (a materialised CTE), not once per candidate row.
  const q =
    stage === 'trigram'
      ? `q AS MATERIALIZED (SELECT f_unaccent(lower(${termParam})) AS norm)`
      : `q AS MATERIALIZED (SELECT catalog_search_query(${tenantParam}, ${termParam}, ${stage === 'any'}) AS tsq,
                                   f_unaccent(lower(${termParam})) AS norm)`;
  const hits =
    stage === 'trigram'
      ? `SELECT c.course_id AS id, c.students_count, c.search_title, word_similarity(q.norm, c.search_title) AS rank
           FROM course_search c, q WHERE c.tenant_id = ${tenantParam} AND q.norm <% c.search_title`
      : `SELECT c.course_id AS id, c.students_count, c.search_title, ts_rank(c.search_tsv, q.tsq) AS rank
           FROM course_search c, q WHERE c.tenant_id = ${tenantParam} AND c.search_tsv @@ q.tsq`;
  const rerank = stage === 'trigram' ? 'r.rank' : 'r.rank + 0.5 * word_similarity(q.norm, r.search_title)';
  const offset = (page - 1) * limit;
  // Only the best max(RERANK, offset + limit) matches are ordered (a top-N heapsort), not all of
  // them: a broad word matches 10k+ courses, and a full sort with window functions over those
  // made such statements 5-35 % slower (bench/results.md).
  const [row] = await sql.query<{ total: number; data: string }>(
    `WITH ${q}, hits AS MATERIALIZED (${hits}),
     top AS (
       SELECT t.*, row_number() OVER (ORDER BY rank DESC, students_count DESC, id DESC) AS rn
         FROM (SELECT * FROM hits ORDER BY rank DESC, students_count DESC, id DESC
                LIMIT ${p.add(Math.max(RERANK, offset + limit))}) t
     ), page AS (
       SELECT r.id, r.students_count, r.rn > ${RERANK} AS tail,
              CASE WHEN r.rn <= ${RERANK} THEN ${rerank} ELSE r.rank END AS score
         FROM top r, q
        ORDER BY tail, score DESC, r.students_count DESC, r.id DESC
        LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}
     ), items AS (
       SELECT ${summaryJson(lang, p.add(tenant.currency))} AS item, page.tail, page.score, page.students_count, page.id
         FROM page JOIN courses c ON c.id = page.id
         JOIN categories cat ON cat.id = c.category_id
         JOIN mentors m ON m.id = c.mentor_id
     )
     SELECT (SELECT count(*)::int FROM hits) AS total,
            (SELECT coalesce(json_agg(item ORDER BY tail, score DESC, students_count DESC, id DESC), '[]')::text
               FROM items) AS data`,
    p.values,
  );
  return { data: row?.data ?? '[]', total: num(row?.total) };
}

export async function searchCourses(
  sql: SqlRunner,
  tenant: Tenant,
  lang: Locale,
  term: string,
  paging: Paging,
): Promise<CoursePage> {
  const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  let result: CoursePage = { data: '[]', total: 0 };
  if (words.length > 0) {
    result = await searchStage(sql, tenant, lang, term, 'all', paging);
    if (result.total === 0 && words.length > 1)
      result = await searchStage(sql, tenant, lang, term, 'any', paging);
  }
  if (result.total === 0 && term.replace(/\s+/g, '').length >= 3) {
    result = await searchStage(sql, tenant, lang, term, 'trigram', paging);
  }
  return result;
}
