import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LessonBlock, TextRun } from '@app/contract/learning/schemas';
import { lessonBlocksHtml, lessonBodyBlocks, normalizeLessonBlocks } from './rich-text.ts';

/**
 * The studio stores a text lesson's blocks as HTML on publish (issue 24 item 3): the player must
 * read back exactly the blocks the studio saved, so blocks → HTML → blocks is the identity on
 * blocks in the player's own form, and that form is reached in one step from any blocks.
 */
const IMAGE_ID = '0b7e5f2a-1c3d-8e4f-9a0b-1c2d3e4f5a6b';
const editorial: LessonBlock[] = [
  { type: 'h2', text: 'Cash flow & profit <not the same>' },
  {
    type: 'p',
    runs: [
      { text: 'Read ' },
      { text: 'this guide', href: 'https://example.com/a?b=1&c="2"', bold: true },
      { text: ' before you ' },
      { text: 'start', italic: true, bold: true },
      { text: ', then run ' },
      { text: 'npm test', code: true },
      { text: '.' },
    ],
  },
  { type: 'h3', text: 'Steps' },
  {
    type: 'ol',
    items: [
      [{ text: 'Open the ledger' }],
      [{ text: 'Add ' }, { text: 'every', bold: true }, { text: ' receipt' }],
    ],
  },
  { type: 'ul', items: [[{ text: 'Rp 1.000 < Rp 2.000' }]] },
  { type: 'quote', runs: [{ text: 'Profit is an opinion,\ncash is a fact.' }] },
  { type: 'pre', text: 'SUM(A1:A9)\n  => total' },
  { type: 'p', runs: [{ text: 'Mail us: ' }, { text: 'support', href: 'mailto:support@example.com' }] },
  {
    type: 'img',
    media_id: IMAGE_ID,
    url: `/media/${IMAGE_ID}`,
    alt: 'A ledger with "cash in" & "cash out" columns',
    caption: 'Figure 1 <the ledger>',
    width: 1280,
    height: 720,
  },
  {
    type: 'img',
    media_id: IMAGE_ID,
    url: `/media/${IMAGE_ID}`,
    alt: 'The same ledger',
    width: null,
    height: null,
  },
];

describe('lesson bodies from the studio', () => {
  it('reads back exactly the blocks it was written from', () => {
    const html = lessonBlocksHtml(editorial);
    expect(lessonBodyBlocks(html)).toEqual(editorial);
    expect(html).toContain('&lt;not the same&gt;');
    expect(html).toContain('href="https://example.com/a?b=1&amp;c=&quot;2&quot;"');
    expect(html).toContain(
      `<figure><img src="/media/${IMAGE_ID}" alt="A ledger with &quot;cash in&quot; &amp; &quot;cash out&quot; columns" width="1280" height="720"><figcaption>Figure 1 &lt;the ledger&gt;</figcaption></figure>`,
    );
  });

  it('keeps only images of the company’s media with alt text, as blocks of their own, without other attributes', () => {
    const blocks = lessonBodyBlocks(
      `<p>Before <img src="/media/${IMAGE_ID}" alt="Chart" onerror="alert(1)" width="9e9"> after</p>` +
        '<p><img src="https://evil.example/x.png" alt="x"><img src="javascript:alert(1)"></p>' +
        `<ul><li>item <img src="/media/${IMAGE_ID}" alt="in a list"></li></ul>` +
        `<p><img src="/media/${IMAGE_ID}"><img src="/media/${IMAGE_ID}" alt="  "></p>` +
        '<figcaption>Alone</figcaption>',
    );
    expect(blocks).toEqual([
      { type: 'p', runs: [{ text: 'Before' }] },
      { type: 'img', media_id: IMAGE_ID, url: `/media/${IMAGE_ID}`, alt: 'Chart', width: null, height: null },
      { type: 'p', runs: [{ text: 'after' }] },
      { type: 'ul', items: [[{ text: 'item' }]] },
      { type: 'p', runs: [{ text: 'Alone' }] },
    ]);
  });

  it('writes nothing for no blocks, and never an unsafe link', () => {
    expect(lessonBlocksHtml([])).toBe('');
    expect(lessonBodyBlocks('')).toEqual([]);
    const html = lessonBlocksHtml([{ type: 'p', runs: [{ text: 'x', href: 'javascript:alert(1)' }] }]);
    expect(html).toBe('<p>x</p>');
  });

  it('puts any blocks in the player’s form in one step, which then round-trips', () => {
    const text = fc.string({ maxLength: 12 }).map((s) => s.replace(/\r/g, ''));
    const run: fc.Arbitrary<TextRun> = fc.record(
      {
        text,
        bold: fc.boolean(),
        italic: fc.boolean(),
        code: fc.boolean(),
        href: fc.constantFrom('https://a.example/x', 'mailto:a@b.c'),
      },
      { requiredKeys: ['text'] },
    );
    const runs = fc.array(run, { maxLength: 4 });
    const block: fc.Arbitrary<LessonBlock> = fc.oneof(
      fc.record({ type: fc.constantFrom('h2' as const, 'h3' as const, 'pre' as const), text }),
      fc.record({ type: fc.constantFrom('p' as const, 'quote' as const), runs }),
      fc.record({
        type: fc.constantFrom('ul' as const, 'ol' as const),
        items: fc.array(runs, { maxLength: 3 }),
      }),
      fc.record(
        {
          type: fc.constant('img' as const),
          media_id: fc.uuid(),
          url: fc.constant(''),
          alt: text,
          caption: text,
          width: fc.option(fc.integer({ min: 1, max: 4000 })),
          height: fc.option(fc.integer({ min: 1, max: 4000 })),
        },
        { requiredKeys: ['type', 'media_id', 'url', 'alt', 'width', 'height'] },
      ),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 5 }), (blocks) => {
        const once = normalizeLessonBlocks(blocks);
        expect(lessonBodyBlocks(lessonBlocksHtml(once))).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });
});
