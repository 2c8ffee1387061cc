import type { Database, SqlRunner } from '../apps/api/src/db/client.ts';

/**
 * An `explain(title, call)` for a benchmark's plans: runs `call` with a runner that records its
 * statements, then prints each one's EXPLAIN (ANALYZE, BUFFERS) as Markdown, with the statement
 * itself when `withSql` is set.
 */
export function explainer(database: Database, options: { withSql?: boolean } = {}) {
  return async function explain(title: string, call: (sql: SqlRunner) => Promise<unknown>) {
    const seen: [string, unknown[]][] = [];
    const recording: SqlRunner = {
      ...database.sql,
      query: async <T>(text: string, params: unknown[] = []) => {
        seen.push([text, params]);
        return database.sql.query<T>(text, params);
      },
    };
    await call(recording); // warms the cache, as a running server would be
    for (const [text, params] of seen) {
      // The best of three runs, so one slow moment on a shared machine does not stand for the plan.
      let best: string[] = [];
      let bestMs = Infinity;
      for (let i = 0; i < 3; i++) {
        const rows = await database.sql.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
          params,
        );
        const plan = rows.map((r) => r['QUERY PLAN']);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? Infinity);
        if (ms < bestMs) [best, bestMs] = [plan, ms];
      }
      console.log(`\n### ${title}\n`);
      if (options.withSql) {
        console.log('```sql');
        console.log(text.replace(/^\s*\n/, '').replace(/\s+$/, ''));
        console.log('```\n');
      }
      console.log('```');
      console.log(best.join('\n'));
      console.log('```');
    }
  };
}
