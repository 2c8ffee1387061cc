import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_B, publicHeaders, type TestContext } from '../helper.ts';
import { courseByTitle, createLearner, learning, lessonsOf } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => ctx.close());

async function certified(
  name = 'Siti Nurhaliza Binti Ahmad',
  { host = 'localhost', title = 'Python for Data Analysis' } = {},
) {
  const course = await courseByTitle(ctx, title, host);
  const who = await createLearner(ctx, { owns: [course.id], name, host });
  for (const l of await lessonsOf(ctx, course.id))
    await ctx.database.sql.query('SELECT learning_complete_lesson($1, $2)', [who.id, l.id]);
  const [row] = await ctx.database.sql.query<{ code: string }>(
    'SELECT code FROM certificates WHERE user_id = $1',
    [who.id],
  );
  return { course, who, code: row!.code };
}

const verify = (code: string, host = 'localhost') =>
  ctx.app.inject({ url: `/api/certificates/${code}?lang=en`, headers: { host } });

describe('GET /api/certificates/{code} (public verification)', () => {
  it('shows name, course, mentor, date and validity to anyone, and nothing else', async () => {
    const { code } = await certified();
    const res = await verify(code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      code,
      learner_name: 'Siti Nurhaliza Binti Ahmad',
      course_title: 'Python for Data Analysis',
      status: 'valid',
      revoked_at: null,
    });
    expect(Object.keys(data).sort()).toEqual(
      ['code', 'course_title', 'issued_at', 'learner_name', 'mentor_name', 'revoked_at', 'status'].sort(),
    );
  });

  it('says revoked, answers 404 on another tenant or an unknown code, 400 for a malformed one', async () => {
    const { code } = await certified();
    expect((await verify(code, HOST_B)).statusCode).toBe(404);
    expect((await verify('AAAA-BBBB-CCCC')).statusCode).toBe(404);
    expect((await verify('<script>')).statusCode).toBe(400);
    await ctx.database.sql.query(
      `UPDATE certificates SET revoked_at = now(), revoked_reason = 'test' WHERE code = $1`,
      [code],
    );
    expect((await verify(code)).json().data).toMatchObject({ status: 'revoked' });
  });
});

describe('GET /api/get-certificate/{course id} (the PDF)', () => {
  it('gives the owner a PDF with their name, the course, the code and the verification link', async () => {
    const { course, who, code } = await certified('Nguyễn Thị Ánh');
    const res = await ctx.app.inject({
      url: `/api/get-certificate/${course.id}?lang=id`,
      headers: learning({ token: who.token }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`certificate-${code}.pdf`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Nguyễn Thị Ánh');
    expect(text).toContain('Python untuk Analisis Data');
    expect(text).toContain(code);
    expect(text).toContain(`/certificates/${code}`);
    expect(text).toContain('Sertifikat Kelulusan');
  });

  it('is dated with the company’s day, in its time zone (issue 23 item 6)', async () => {
    const { course, who } = await certified();
    // 17:30 UTC on 27 November is already 28 November in Jakarta (UTC+7).
    await ctx.database.sql.query(
      `UPDATE certificates SET issued_at = '2026-11-27T17:30:00Z' WHERE user_id = $1`,
      [who.id],
    );
    const res = await ctx.app.inject({
      url: `/api/get-certificate/${course.id}?lang=en`,
      headers: learning({ token: who.token }),
    });
    expect(await pdfText(res.rawPayload)).toContain('28 November 2026');
    // The web dates the public page in the zone the company's settings name.
    const settings = async (host: string) =>
      (
        await ctx.app.inject({
          url: '/api/product-settings/get-product-settings',
          headers: publicHeaders(host),
        })
      ).json().data;
    expect((await settings('localhost')).time_zone).toBe('Asia/Jakarta');
    expect((await settings(HOST_B)).time_zone).toBe('Asia/Kuala_Lumpur');
  });

  it("names the company's product with its own noun: Acme's certificate is for a class (issue 23 item 3)", async () => {
    const { course, who } = await certified('Nurul Aisyah', {
      host: HOST_B,
      title: 'Data Analysis with Excel and Power Query',
    });
    const pdf = async (lang: string) =>
      pdfText(
        (
          await ctx.app.inject({
            url: `/api/get-certificate/${course.id}?lang=${lang}`,
            headers: learning({ token: who.token, host: HOST_B }),
          })
        ).rawPayload,
      );
    const english = await pdf('en');
    expect(english).toContain('has completed every lesson of the class');
    expect(english).not.toMatch(/\bcourse\b/i);
    expect(await pdf('ms')).toContain('Sijil Tamat Kelas');
  });

  it('answers 404 to a learner without one, and another user never gets someone’s certificate', async () => {
    const { course } = await certified();
    const other = await createLearner(ctx, { owns: [course.id] });
    const res = await ctx.app.inject({
      url: `/api/get-certificate/${course.id}`,
      headers: learning({ token: other.token }),
    });
    expect(res.statusCode).toBe(404);
  });
});

/** The text of a PDF, read back as a reader would copy it. */
async function pdfText(bytes: Buffer) {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}
