import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseContentResponse, type CourseContent } from '@app/contract/learning/schemas';
import { createTestApp, HOST_B, type TestContext } from '../helper.ts';
import { lessonBodyBlocks } from '../../src/modules/learning/content/rich-text.ts';
import { courseByTitle, createLearner, learning } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => ctx.close());

/** Without `lang` a call answers in the tenant's default language (issue 22 item 7); these tests read English. */
const inEnglish = (url: string) =>
  /[?&]lang=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}lang=en`;
const get = (url: string, headers: Record<string, string> = learning()) =>
  ctx.app.inject({ url: inEnglish(url), headers });
const content = async (url: string, headers?: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return courseContentResponse.parse(res.json()).data as CourseContent;
};

describe('GET /api/get-content/{id}', () => {
  it('answers sections and typed lessons; bodies and files only for preview lessons when not owned', async () => {
    const { id } = await courseByTitle(ctx, 'Data Analysis with Excel');
    const data = await content(`/api/get-content/${id}`);
    expect(data).toMatchObject({ course_id: id, owned: false, title: 'Data Analysis with Excel' });
    expect(data.sections.length).toBeGreaterThanOrEqual(3);
    const lessons = data.sections.flatMap((s) => s.lessons);
    expect(new Set(lessons.map((l) => l.type))).toEqual(new Set(['video', 'text', 'pdf', 'quiz']));
    const previews = lessons.filter((l) => l.is_preview);
    expect(previews.length).toBeGreaterThanOrEqual(1);
    expect(previews.every((l) => l.open && l.body && l.body.length > 0)).toBe(true);
    const locked = lessons.filter((l) => !l.is_preview);
    expect(locked.every((l) => !l.open && l.body === null && l.file === null)).toBe(true);
    // The quiz id is the quiz lesson's own id, whoever asks.
    expect(lessons.filter((l) => l.type === 'quiz').every((l) => l.quiz_id === l.id)).toBe(true);
  });

  it('opens every lesson to its owner, with signed file links on this tenant', async () => {
    const { id, slug } = await courseByTitle(ctx, 'Data Analysis with Excel');
    const owner = await createLearner(ctx, { owns: [id] });
    const data = await content(`/api/get-content/${slug}?lang=id`, learning({ token: owner.token }));
    expect(data.owned).toBe(true);
    const lessons = data.sections.flatMap((s) => s.lessons);
    expect(lessons.every((l) => l.open && Array.isArray(l.body))).toBe(true);
    const text = lessons.find((l) => l.type === 'text')!;
    expect(text.body!.length).toBeGreaterThan(1);
    for (const l of lessons.filter((x) => x.file)) expect(l.file!.url).toMatch(/^\/api\/files\/[\w.-]+$/);
    // A video plays with its captions in Cendekia's two languages, the page's first; a PDF opens.
    const video = lessons.find((l) => l.type === 'video')!.file!;
    expect(video).toMatchObject({ content_type: 'video/mp4' });
    expect(video.duration_seconds).toBeGreaterThanOrEqual(20);
    expect(video.captions.map((c) => c.language)).toEqual(['id', 'en']);
    const start = await ctx.app.inject({
      url: video.url,
      headers: { host: 'localhost', range: 'bytes=0-99' },
    });
    expect(start.statusCode).toBe(206);
    expect(start.rawPayload).toHaveLength(100);
    const vtt = await ctx.app.inject({ url: video.captions[0]!.url, headers: { host: 'localhost' } });
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    const pdf = lessons.find((l) => l.type === 'pdf')!.file!;
    const doc = await ctx.app.inject({ url: pdf.url, headers: { host: 'localhost' } });
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The link works only on its own tenant's host.
    expect((await ctx.app.inject({ url: video.url, headers: { host: HOST_B } })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown course and another tenant’s course', async () => {
    expect((await get('/api/get-content/999999')).statusCode).toBe(404);
    expect((await get('/api/get-content/nope')).statusCode).toBe(404);
    const acme = await courseByTitle(ctx, 'Workplace Safety Essentials', HOST_B);
    expect((await get(`/api/get-content/${acme.id}`)).statusCode).toBe(404);
  });
});

describe('lesson bodies are sanitised on the server', () => {
  it('keeps structure and safe marks, drops scripts, handlers and unsafe links', () => {
    const blocks = lessonBodyBlocks(
      `<h1 onclick="x()">Title</h1><p>Hello <strong>bold</strong> and <em>it</em>
       <a href="javascript:alert(1)">bad</a> <a href="https://example.com/x">good</a></p>
       <script>alert(1)</script><style>p{}</style><iframe src="https://evil"></iframe>
       <ul><li>one</li><li><b>two</b></li></ul><img src=x onerror=alert(1)>
       <pre>a  b\n c</pre><blockquote>quoted</blockquote>`,
    );
    expect(blocks).toEqual([
      { type: 'h2', text: 'Title' },
      {
        type: 'p',
        runs: [
          { text: 'Hello ' },
          { text: 'bold', bold: true },
          { text: ' and ' },
          { text: 'it', italic: true },
          { text: ' bad ' },
          { text: 'good', href: 'https://example.com/x' },
        ],
      },
      { type: 'ul', items: [[{ text: 'one' }], [{ text: 'two', bold: true }]] },
      { type: 'pre', text: 'a  b\n c' },
      { type: 'quote', runs: [{ text: 'quoted' }] },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/script|onerror|onclick|javascript|iframe/);
  });

  it('turns plain text with blank lines into paragraphs', () => {
    expect(lessonBodyBlocks('First  line.\n\nSecond <not a tag')).toEqual([
      { type: 'p', runs: [{ text: 'First line.' }] },
      { type: 'p', runs: [{ text: 'Second <not a tag' }] },
    ]);
  });
});
