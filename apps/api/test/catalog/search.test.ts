import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseSummary } from '@app/contract/catalog/schemas';
import { createTestApp, HOST_B, type TestContext } from '../helper.ts';
import { learning } from './helpers.ts';

let ctx: TestContext;
// PGlite compiles its wasm once per test file: allow for a busy machine.
beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => ctx.close());

const search = async (term: string, query = '', host?: string) => {
  const res = await ctx.app.inject({
    // Without `lang` a search answers in the tenant's language (issue 22 item 7); these tests read English.
    url: `/api/courses/course-search/${encodeURIComponent(term)}${query}${query.includes('lang=') ? '' : `${query ? '&' : '?'}lang=en`}`,
    headers: learning({ host }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: CourseSummary[]; meta: { page: number; limit: number; total: number } };
};
const titles = (r: { data: CourseSummary[] }) => r.data.map((c) => c.title);

describe('GET /api/courses/course-search/{term}', () => {
  it('ignores case: PYTHON finds the Python courses, title matches first', async () => {
    const r = await search('PYTHON');
    expect(titles(r)).toEqual(
      expect.arrayContaining(['Python for Data Analysis', 'Python Programming for Beginners']),
    );
    expect(r.data[0]!.title).toMatch(/python/i);
    expect(r.meta.total).toBe(r.data.length);
  });

  it('searches Indonesian titles: analisis finds Analisis Data…', async () => {
    const r = await search('analisis', '?lang=id');
    expect(titles(r)).toEqual(
      expect.arrayContaining(['Analisis Data dengan Excel', 'Python untuk Analisis Data']),
    );
    // An Indonesian title word, answered in English.
    const en = await search('pemasaran');
    expect(titles(en)).toEqual(expect.arrayContaining(['Digital Marketing Fundamentals']));
  });

  it('tolerates typos: pyhton and markting', async () => {
    expect(titles(await search('pyhton'))).toEqual(
      expect.arrayContaining(['Python for Data Analysis', 'Python Programming for Beginners']),
    );
    const marketing = await search('markting');
    expect(marketing.data.length).toBeGreaterThan(0);
    expect(marketing.data[0]!.title).toMatch(/marketing/i);
    expect(titles(marketing)).toEqual(expect.arrayContaining(['Digital Marketing Fundamentals']));
  });

  it('matches prefixes: excel and exc', async () => {
    const full = await search('excel');
    expect(titles(full)).toEqual(
      expect.arrayContaining(['Microsoft Excel: Basic to Advanced', 'Data Analysis with Excel']),
    );
    const prefix = await search('exc');
    expect(titles(prefix)).toEqual(expect.arrayContaining(titles(full)));
  });

  it('ignores accents both ways: cafe finds Café, CAFÉ too', async () => {
    expect(titles(await search('cafe'))).toContain('Starting a Café: From Barista to Owner');
    expect(titles(await search('CAFÉ'))).toContain('Starting a Café: From Barista to Owner');
    expect(titles(await search('kafe', '?lang=id'))).toContain('Memulai Kafe: Dari Barista Menjadi Pemilik');
  });

  it('needs every word when several are given, with a typo allowed in any', async () => {
    const r = await search('analisis data excel');
    expect(titles(r)[0]).toBe('Data Analysis with Excel');
    expect(titles(await search('dashbord power'))).toContain('Dashboard Design with Power BI');
  });

  it('pages the ranked results', async () => {
    const all = await search('data', '?limit=100');
    expect(all.meta.total).toBeGreaterThan(3);
    const second = await search('data', '?limit=2&page=2');
    expect(second.meta).toEqual({ page: 2, limit: 2, total: all.meta.total });
    expect(second.data.map((c) => c.id)).toEqual(all.data.slice(2, 4).map((c) => c.id));
    const past = await search('data', '?limit=2&page=400');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(all.meta.total);
  });

  it('answers an empty page for nothing found or symbols only', async () => {
    for (const term of ['zzqxv', '%%%', '!!!', 'halal', '\\']) {
      const r = await search(term);
      expect(r.data).toEqual([]);
      expect(r.meta.total).toBe(0);
    }
  });

  it('treats SQL and tsquery syntax as words', async () => {
    for (const term of [
      "'; DROP TABLE courses; --",
      "python' & !",
      'python:*|excel',
      '(python',
      'py\u0000thon',
      '日本語 ü',
    ]) {
      await search(term);
    }
    expect(titles(await search('excel\u0000python'))).toEqual(['Data Analyst Bootcamp: Zero to Job-Ready']);
    // Read as the two words python and excel, both required.
    expect(titles(await search('python:*|excel'))).toEqual(['Data Analyst Bootcamp: Zero to Job-Ready']);
    expect((await search('python')).meta.total).toBeGreaterThan(0);
  });

  it('keeps up with catalogue edits: a renamed course is found by its new title at once', async () => {
    const sql = ctx.database.sql;
    const [course] = await sql.query<{ id: number }>(
      `SELECT c.id FROM courses c JOIN tenant_domains d ON d.tenant_id = c.tenant_id
        WHERE d.host = 'localhost' ORDER BY c.id LIMIT 1`,
    );
    expect((await search('knitting')).meta.total).toBe(0);
    await sql.query(`UPDATE courses SET title_en = 'Quantum Knitting for Engineers' WHERE id = $1`, [
      course!.id,
    ]);
    // Another page size: the answer for the first one is cached for 30 s.
    const found = await search('knitting', '?limit=5');
    expect(titles(found)).toEqual(['Quantum Knitting for Engineers']);
    expect(titles(await search('quantm', '?limit=5'))).toEqual(['Quantum Knitting for Engineers']);
  });

  it('searches only the host’s tenant', async () => {
    expect((await search('jakim')).meta.total).toBe(0);
    expect(titles(await search('halal', '', HOST_B))).toContain('Halal Certification Readiness');
    expect(titles(await search('jakim', '', HOST_B))).toContain('Halal Certification Readiness');
    expect(titles(await search('barista', '', HOST_B))).toContain('Barista Skills and Café Management');
    expect((await search('barista', '', HOST_B)).data.every((c) => c.currency === 'MYR')).toBe(true);
  });

  it('answers 400 for a term over 100 characters and for bad paging', async () => {
    const long = await ctx.app.inject({
      url: `/api/courses/course-search/${'a'.repeat(101)}`,
      headers: learning(),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('term');
    for (const q of ['limit=101', 'page=0']) {
      const res = await ctx.app.inject({
        url: `/api/courses/course-search/python?${q}`,
        headers: learning(),
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
