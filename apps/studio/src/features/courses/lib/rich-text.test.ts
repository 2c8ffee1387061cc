import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioLessonBlock } from '@app/contract/studio/schemas';
import { lessonExtensions } from '../components/rich-text-extensions';
import { GOOGLE_DOCS_HTML, WORD_HTML } from './paste-samples.test-data';
import { blocksToDoc, cleanPastedHtml, docToBlocks } from './rich-text';

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
});
