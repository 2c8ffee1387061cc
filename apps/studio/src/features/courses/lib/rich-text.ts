import type { JSONContent } from '@tiptap/core';
import type { StudioLessonBlock } from '@app/contract/studio/schemas';

/**
 * A text lesson's body between the player's blocks (the contract's lessonBody: h2, h3, p, ul, ol,
 * quote, pre, img; runs of text that may be bold, italic, code or a link) and the rich-text editor's
 * document (TipTap's JSON). Pure, so what the editor writes is exactly what the player draws: a
 * heading holds plain text, a list item one run list, a quote one paragraph of runs; whatever
 * else a document holds (a deeper heading, a nested list, a line break) is folded into those.
 */

type Run = { text: string; bold?: boolean; italic?: boolean; code?: boolean; href?: string };

/** Links the player draws: http(s) and mailto only (the contract's safeHref). */
export const isSafeHref = (href: string) => /^(https?:\/\/|mailto:)\S+$/i.test(href) && href.length <= 2000;

const textNode = (text: string): JSONContent => ({ type: 'text', text });

function runNode(run: Run): JSONContent | null {
  if (!run.text) return null;
  const marks: NonNullable<JSONContent['marks']> = [];
  if (run.bold) marks.push({ type: 'bold' });
  if (run.italic) marks.push({ type: 'italic' });
  if (run.code) marks.push({ type: 'code' });
  if (run.href) marks.push({ type: 'link', attrs: { href: run.href } });
  return marks.length ? { type: 'text', text: run.text, marks } : textNode(run.text);
}

const paragraph = (runs: Run[]): JSONContent => {
  const content = runs.map(runNode).filter((n): n is JSONContent => n !== null);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
};

const plain = (type: string, text: string, attrs?: Record<string, unknown>): JSONContent => ({
  type,
  ...(attrs ? { attrs } : {}),
  ...(text ? { content: [textNode(text)] } : {}),
});

/** The editor's document of a body. */
export function blocksToDoc(blocks: StudioLessonBlock[]): JSONContent {
  const content = blocks.map((block): JSONContent => {
    switch (block.type) {
      case 'h2':
      case 'h3':
        return plain('heading', block.text, { level: block.type === 'h2' ? 2 : 3 });
      case 'p':
        return paragraph(block.runs);
      case 'quote':
        return { type: 'blockquote', content: [paragraph(block.runs)] };
      case 'pre':
        return plain('codeBlock', block.text);
      case 'ul':
      case 'ol':
        return {
          type: block.type === 'ul' ? 'bulletList' : 'orderedList',
          content: block.items.map((runs) => ({ type: 'listItem', content: [paragraph(runs)] })),
        };
      case 'img':
        return {
          type: 'image',
          attrs: {
            src: block.url || `/media/${block.media_id}`,
            alt: block.alt,
            mediaId: block.media_id,
            caption: block.caption ?? null,
            width: block.width ?? null,
            height: block.height ?? null,
          },
        };
    }
  });
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

/** The text of a node and everything in it, line breaks as spaces. */
function textOf(node: JSONContent): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return ' ';
  return (node.content ?? []).map(textOf).join('');
}

const sameMarks = (a: Run, b: Run) =>
  !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.code === !!b.code && a.href === b.href;

/** The runs of an inline node list: adjacent text with the same marks is one run. */
function runsOf(nodes: JSONContent[]): Run[] {
  const runs: Run[] = [];
  for (const node of nodes) {
    let run: Run;
    if (node.type === 'text') {
      run = { text: node.text ?? '' };
      for (const mark of node.marks ?? []) {
        if (mark.type === 'bold') run.bold = true;
        else if (mark.type === 'italic') run.italic = true;
        else if (mark.type === 'code') run.code = true;
        else if (mark.type === 'link') {
          const href = String(mark.attrs?.href ?? '');
          if (isSafeHref(href)) run.href = href;
        }
      }
    } else run = { text: textOf(node) };
    if (!run.text) continue;
    const last = runs[runs.length - 1];
    if (last && sameMarks(last, run)) last.text += run.text;
    else runs.push(run);
  }
  return runs;
}

/** A block's inline content: a text block's own, or its paragraphs' runs joined by a space. */
function inlineRuns(node: JSONContent): Run[] {
  const children = node.content ?? [];
  if (children.every((c) => c.type === 'text' || c.type === 'hardBreak')) return runsOf(children);
  const parts = children
    .filter((c) => c.type !== 'bulletList' && c.type !== 'orderedList')
    .map(inlineRuns)
    .filter((r) => r.length);
  return runsOf(parts.flatMap((runs, i) => (i === 0 ? runs : [{ text: ' ' }, ...runs])).map(toNode));
}

const toNode = (run: Run): JSONContent => runNode(run) ?? textNode('');

/** A list's items; a nested list's items follow their parent item in the same list. */
function listItems(list: JSONContent): Run[][] {
  const items: Run[][] = [];
  for (const item of list.content ?? []) {
    const runs = inlineRuns(item);
    if (runs.length) items.push(runs);
    for (const child of item.content ?? [])
      if (child.type === 'bulletList' || child.type === 'orderedList') items.push(...listItems(child));
  }
  return items;
}

const isBlank = (runs: Run[]) => runs.every((r) => !r.text.trim());

const size = (value: unknown) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

/** An image node as its block; one without a media id (none the editor made) is left out. */
function imageBlock(node: JSONContent): StudioLessonBlock | null {
  const attrs = node.attrs ?? {};
  const id = typeof attrs.mediaId === 'string' ? attrs.mediaId : '';
  if (!id) return null;
  const caption = typeof attrs.caption === 'string' ? attrs.caption : '';
  return {
    type: 'img',
    media_id: id,
    url: typeof attrs.src === 'string' && attrs.src ? attrs.src : `/media/${id}`,
    alt: typeof attrs.alt === 'string' ? attrs.alt : '',
    ...(caption ? { caption } : {}),
    width: size(attrs.width),
    height: size(attrs.height),
  };
}

/** Images dragged into a list or quote (which a block cannot hold): kept, after it. */
const imagesIn = (node: JSONContent): StudioLessonBlock[] =>
  (node.content ?? []).flatMap((child) =>
    child.type === 'image' ? [imageBlock(child)].filter((b) => b !== null) : imagesIn(child),
  );

/** The player's blocks of an editor document; empty paragraphs, lists and headings are left out. */
export function docToBlocks(doc: JSONContent): StudioLessonBlock[] {
  const blocks: StudioLessonBlock[] = [];
  for (const node of doc.content ?? []) {
    switch (node.type) {
      case 'heading': {
        const text = textOf(node).trim();
        const level = Number(node.attrs?.level ?? 2);
        if (text) blocks.push({ type: level <= 2 ? 'h2' : 'h3', text });
        break;
      }
      case 'paragraph': {
        const runs = runsOf(node.content ?? []);
        if (!isBlank(runs)) blocks.push({ type: 'p', runs });
        break;
      }
      case 'blockquote': {
        const runs = inlineRuns(node);
        if (!isBlank(runs)) blocks.push({ type: 'quote', runs });
        blocks.push(...imagesIn(node));
        break;
      }
      case 'codeBlock': {
        const text = textOf(node);
        if (text.trim()) blocks.push({ type: 'pre', text });
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const items = listItems(node).filter((runs) => !isBlank(runs));
        if (items.length) blocks.push({ type: node.type === 'bulletList' ? 'ul' : 'ol', items });
        blocks.push(...imagesIn(node));
        break;
      }
      case 'image': {
        const image = imageBlock(node);
        if (image) blocks.push(image);
        break;
      }
      default: {
        const runs = inlineRuns(node);
        if (!isBlank(runs)) blocks.push({ type: 'p', runs });
      }
    }
  }
  return blocks;
}

/**
 * Word's pasted HTML before the editor parses it: Word (desktop) writes a list as paragraphs
 * styled `mso-list` with the bullet or number as text of their own; they become real lists, the
 * marker dropped. Everything else is left to the editor's schema, which keeps headings, lists,
 * bold, italic and links and drops the rest.
 */
export function cleanPastedHtml(html: string): string {
  if (!/mso-list/i.test(html) || typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // The list a paragraph is an item of (`mso-list:l0 level1 lfo1` → `l0`), or null.
  const listOf = (el: Element | null) =>
    el?.tagName === 'P' ? (/mso-list:\s*(l\d+)/i.exec(el.getAttribute('style') ?? '')?.[1] ?? null) : null;
  for (const first of Array.from(doc.body.querySelectorAll('p'))) {
    const id = listOf(first);
    if (!id || !first.isConnected || listOf(first.previousElementSibling) === id) continue;
    const paras: Element[] = [];
    for (let el: Element | null = first; el && listOf(el) === id; el = el.nextElementSibling) paras.push(el);
    const marker = (p: Element) => {
      const ignore = p.querySelector('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]');
      const text = (ignore?.textContent ?? '').trim();
      ignore?.remove();
      return text;
    };
    const markers = paras.map(marker);
    const ordered = /^\(?[0-9a-z]{1,4}[.)]$/i.test(markers[0] ?? '');
    const list = doc.createElement(ordered ? 'ol' : 'ul');
    for (const p of paras) {
      const li = doc.createElement('li');
      li.innerHTML = p.innerHTML;
      list.appendChild(li);
    }
    first.before(list);
    for (const p of paras) p.remove();
  }
  return doc.body.innerHTML;
}
