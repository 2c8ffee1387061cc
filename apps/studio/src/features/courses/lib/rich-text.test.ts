import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioLessonBlock } from '@app/contract/studio/schemas';
import { lessonExtensions } from '../components/rich-text-extensions';
import { GOOGLE_DOCS_HTML, WORD_HTML } from './paste-samples.test-data';
import { blocksToDoc, cleanPastedHtml, docToBlocks } from './rich-text';

const IMAGE_ID = '0b7e5f2a-1c3d-8e4f-9a0b-1c2d3e4f5a6b';
const body: StudioLessonBlock[] = [
  { type: 'h2', text: 'Measures of centre' },
  {
    type: 'p',
    runs: [
      { text: 'The ' },
      { text: 'mean', bold: true },
      { text: ' and ' },
      { text: 'median', bold: true, italic: true },
      { text: ', see ' },
      { text: 'the notes', href: 'https://example.com/notes' },
      { text: ' or ' },
      { text: 'mean()', code: true },
      { text: '.' },
    ],
  },
  { type: 'h3', text: 'In a list' },
  { type: 'ul', items: [[{ text: 'Mean' }], [{ text: 'Median', italic: true }]] },
  { type: 'ol', items: [[{ text: 'Sort' }], [{ text: 'Pick the middle' }]] },
  { type: 'quote', runs: [{ text: 'Averages hide the spread.' }] },
  { type: 'pre', text: 'mean([2, 4, 6])\n# 4' },
  {
    type: 'img',
    media_id: IMAGE_ID,
    url: `/media/${IMAGE_ID}`,
    alt: 'A bell curve with the mean marked',
    caption: 'The mean sits at the peak',
    width: 1280,
    height: 720,
  },
  { type: 'img', media_id: IMAGE_ID, url: `/media/${IMAGE_ID}`, alt: '', width: null, height: null },
];

let editors: Editor[] = [];
afterEach(() => {
  for (const e of editors) e.destroy();
  editors = [];
});

/** An editor as the studio makes it (its schema and its paste clean-up), holding `blocks`. */
function editorOf(blocks: StudioLessonBlock[] = []) {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: lessonExtensions(),
    content: blocksToDoc(blocks),
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  editors.push(editor);
  return editor;
}

describe('lesson bodies in the rich-text editor', () => {
  it('reads and writes every block and mark of the player’s format unchanged', () => {
    expect(docToBlocks(blocksToDoc(body))).toEqual(body);
    // Through the editor's own schema too: nothing is lost or added on the way.
    expect(docToBlocks(editorOf(body).getJSON())).toEqual(body);
    expect(docToBlocks(blocksToDoc([]))).toEqual([]);
  });

  it('folds what the blocks cannot hold into them', () => {
    expect(
      docToBlocks({
        type: 'doc',
        content: [
          { type: 'paragraph' },
          {
            type: 'heading',
            attrs: { level: 4 },
            content: [{ type: 'text', text: 'Deep', marks: [{ type: 'bold' }] }],
          },
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [
                  { type: 'paragraph', content: [{ type: 'text', text: 'Outer' }] },
                  {
                    type: 'orderedList',
                    content: [
                      {
                        type: 'listItem',
                        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Inner' }] }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'bad link',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      }),
    ).toEqual([
      { type: 'h3', text: 'Deep' },
      { type: 'ul', items: [[{ text: 'Outer' }], [{ text: 'Inner' }]] },
      { type: 'p', runs: [{ text: 'bad link' }] },
    ]);
  });

  it('keeps headings, lists, bold, italic and links from a Google Docs paste and drops the rest', () => {
    const editor = editorOf();
    editor.view.pasteHTML(GOOGLE_DOCS_HTML);
    expect(docToBlocks(editor.getJSON())).toEqual([
      { type: 'h2', text: 'Measures of centre' },
      {
        type: 'p',
        runs: [
          { text: 'The ' },
          { text: 'mean', bold: true },
          { text: ' is the average; ' },
          { text: 'see', italic: true },
          { text: ' ' },
          { text: 'Wikipedia', href: 'https://en.wikipedia.org/wiki/Mean' },
          { text: '.' },
        ],
      },
      { type: 'ul', items: [[{ text: 'Mean' }], [{ text: 'Median', bold: true }]] },
      { type: 'p', runs: [{ text: 'Coloured and underlined' }] },
      { type: 'p', runs: [{ text: 'Cell' }] },
    ]);
  });

  it('keeps headings, lists, bold and links from a Word paste, its lists made real lists', () => {
    const editor = editorOf();
    editor.view.pasteHTML(WORD_HTML);
    expect(docToBlocks(editor.getJSON())).toEqual([
      { type: 'h2', text: 'Measures of spread' },
      {
        type: 'p',
        runs: [
          { text: 'The ' },
          { text: 'range', bold: true },
          { text: ' is the largest value less the smallest; read ' },
          { text: 'more about spread', href: 'https://example.com/spread' },
          { text: '.' },
        ],
      },
      { type: 'ul', items: [[{ text: 'Range' }], [{ text: 'Standard deviation', bold: true }]] },
      { type: 'ol', items: [[{ text: 'Sort the values' }], [{ text: 'Take the middle one' }]] },
      { type: 'p', runs: [{ text: 'Coloured and underlined' }] },
    ]);
  });

  it('keeps an uploaded image with its alt text and caption, and drops images pasted from elsewhere', () => {
    const image = body.at(-2)!;
    const editor = editorOf([image]);
    expect(editor.getJSON().content).toEqual([
      {
        type: 'image',
        attrs: {
          src: `/media/${IMAGE_ID}`,
          alt: 'A bell curve with the mean marked',
          title: null,
          mediaId: IMAGE_ID,
          caption: 'The mean sits at the peak',
          width: 1280,
          height: 720,
        },
      },
    ]);
    // Word, Google Docs and web pages paste <img> with their own addresses: dropped, text kept.
    const pasted = editorOf();
    pasted.view.pasteHTML(
      '<p>Before</p><p><img src="https://lh3.googleusercontent.com/x.png" alt="chart"></p>' +
        '<img src="file:///C:/Users/a/image001.png"><img src="data:image/png;base64,iVBORw0KGgo="><p>After</p>',
    );
    expect(docToBlocks(pasted.getJSON())).toEqual([
      { type: 'p', runs: [{ text: 'Before' }] },
      { type: 'p', runs: [{ text: 'After' }] },
    ]);
    // An image dragged into a list item is kept, after the list.
    const node = blocksToDoc([image]).content![0]!;
    expect(
      docToBlocks({
        type: 'doc',
        content: [
          {
            type: 'bulletList',
            content: [{ type: 'listItem', content: [blocksToDoc(body.slice(3, 4)).content![0]!, node] }],
          },
        ],
      }),
    ).toEqual([{ type: 'ul', items: [[{ text: 'Mean' }], [{ text: 'Median', italic: true }]] }, image]);
    // An image node without its media id (none the editor made) is no block.
    expect(
      docToBlocks({ type: 'doc', content: [{ type: 'image', attrs: { src: '/x.png', alt: 'x' } }] }),
    ).toEqual([]);
  });
});
