import { Parser } from 'htmlparser2';
import type { LessonBlock, TextRun } from '@app/contract/learning/schemas';
import { STUDIO_LIMITS } from '@app/contract/studio/constants';

/**
 * A lesson body, stored as HTML (or plain text with blank lines between paragraphs), reduced to
 * the blocks of the contract: an allow-list of structure (headings, paragraphs, lists, quotes,
 * code, images of the company's own media with alt text and a caption) and marks (bold, italic, code, http(s)/mailto links). Everything else is dropped: scripts,
 * styles and embeds with their content, attributes, event handlers, other URL schemes. The page
 * renders the blocks as elements, so no markup from a lesson ever reaches the DOM.
 */
export function lessonBodyBlocks(body: string): LessonBlock[] {
  if (!/<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(body)) return plainTextBlocks(body);
  return new BlockBuilder().parse(body);
}

function plainTextBlocks(body: string): LessonBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((text) => ({ type: 'p', runs: [{ text }] }));
}

/** Elements whose content is never shown. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'noscript',
  'head',
  'title',
  'textarea',
  'select',
]);
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

type Marks = Omit<TextRun, 'text'>;
type ImageBlock = Extract<LessonBlock, { type: 'img' }>;
/** What the HTML is written from: the player's blocks, or the studio's (an image's size optional). */
type WritableBlock =
  | Exclude<LessonBlock, { type: 'img' }>
  | (Omit<ImageBlock, 'url' | 'width' | 'height'> & { width?: number | null; height?: number | null });

/** An image of the lesson: only the company's own media (/media/:id), never another address. */
const MEDIA_SRC = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const pixels = (value: string | undefined) =>
  value && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : null;

class BlockBuilder {
  private blocks: LessonBlock[] = [];
  private runs: TextRun[] = [];
  /** The block the current runs belong to, decided by the innermost block element. */
  private kind: 'p' | 'h2' | 'h3' | 'quote' | 'pre' | 'li' | 'caption' = 'p';
  private list: { type: 'ul' | 'ol'; items: TextRun[][] } | null = null;
  private marks: Marks[] = [];
  private dropDepth = 0;

  parse(html: string): LessonBlock[] {
    const parser = new Parser(
      {
        onopentag: (name, attrs) => this.open(name, attrs),
        onclosetag: (name) => this.close(name),
        ontext: (text) => this.text(text),
      },
      { decodeEntities: true, lowerCaseTags: true },
    );
    parser.write(html);
    parser.end();
    this.flush();
    this.endList();
    return this.blocks;
  }

  private open(name: string, attrs: Record<string, string>) {
    if (DROPPED.has(name)) {
      this.dropDepth++;
      return;
    }
    if (this.dropDepth) return;
    switch (name) {
      case 'h1':
      case 'h2':
        return this.startBlock('h2');
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return this.startBlock('h3');
      case 'p':
      case 'div':
      case 'section':
      case 'article':
        return this.startBlock(this.kind === 'li' || this.kind === 'quote' ? this.kind : 'p');
      case 'blockquote':
        return this.startBlock('quote');
      case 'pre':
        return this.startBlock('pre');
      case 'ul':
      case 'ol':
        this.flush();
        this.endList();
        this.list = { type: name, items: [] };
        return;
      case 'li':
        this.flush();
        this.kind = this.list ? 'li' : 'p';
        return;
      case 'br':
        this.runs.push({ text: '\n' });
        return;
      case 'img':
        return this.image(attrs);
      case 'figcaption':
        if (this.list || this.kind !== 'p') return;
        this.flush();
        this.kind = 'caption';
        return;
      case 'strong':
      case 'b':
        this.marks.push({ bold: true });
        return;
      case 'em':
      case 'i':
        this.marks.push({ italic: true });
        return;
      case 'code':
        this.marks.push({ code: true });
        return;
      case 'a': {
        const href = (attrs.href ?? '').trim();
        this.marks.push(SAFE_LINK.test(href) ? { href } : {});
        return;
      }
    }
  }

  private close(name: string) {
    if (DROPPED.has(name)) {
      this.dropDepth = Math.max(0, this.dropDepth - 1);
      return;
    }
    if (this.dropDepth) return;
    switch (name) {
      case 'strong':
      case 'b':
      case 'em':
      case 'i':
      case 'code':
      case 'a':
        this.marks.pop();
        return;
      case 'ul':
      case 'ol':
        this.flush();
        this.endList();
        this.kind = 'p';
        return;
      case 'li':
        this.flush();
        return;
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
      case 'p':
      case 'div':
      case 'section':
      case 'article':
      case 'blockquote':
      case 'pre':
      case 'figcaption':
        this.flush();
        this.kind = this.list ? 'li' : 'p';
    }
  }

  /**
   * An <img> of the company's media with alt text, as a block of its own (ending the paragraph it
   * is in); one in a list, heading, quote or code block is dropped, as are images from any other
   * address and images without alt text.
   */
  private image(attrs: Record<string, string>) {
    const id = MEDIA_SRC.exec((attrs.src ?? '').trim())?.[1];
    // Alt text is required of every lesson image (the studio's rule), within its limit.
    const alt = (attrs.alt ?? '').trim().slice(0, STUDIO_LIMITS.imageAlt);
    if (!id || !alt || this.list || this.kind !== 'p') return;
    this.flush();
    this.blocks.push({
      type: 'img',
      media_id: id,
      url: `/media/${id}`,
      alt,
      width: pixels(attrs.width),
      height: pixels(attrs.height),
    });
  }

  private text(text: string) {
    if (this.dropDepth || !text) return;
    const marks = Object.assign({}, ...this.marks) as Marks;
    this.runs.push({ text, ...marks });
  }

  private startBlock(kind: BlockBuilder['kind']) {
    this.flush();
    if (kind !== 'li' && this.list) this.endList();
    this.kind = kind;
  }

  /** Ends the current block: whitespace collapsed (kept in pre), empty runs and blocks dropped. */
  private flush() {
    const raw = this.runs;
    this.runs = [];
    if (this.kind === 'pre') {
      const text = raw
        .map((r) => r.text)
        .join('')
        .replace(/^\n+|\s+$/g, '');
      if (text) this.blocks.push({ type: 'pre', text });
      return;
    }
    const runs = collapse(raw);
    if (runs.length === 0) return;
    const plain = runs.map((r) => r.text).join('');
    switch (this.kind) {
      case 'h2':
      case 'h3':
        this.blocks.push({ type: this.kind, text: plain });
        return;
      case 'quote':
        this.blocks.push({ type: 'quote', runs });
        return;
      case 'caption': {
        // A figure's caption belongs to the image before it; any other is a paragraph.
        const last = this.blocks.at(-1);
        if (last?.type === 'img' && last.caption === undefined)
          last.caption = plain.slice(0, STUDIO_LIMITS.imageCaption).trim();
        else this.blocks.push({ type: 'p', runs });
        return;
      }
      case 'li':
        if (this.list) {
          this.list.items.push(runs);
          return;
        }
        this.blocks.push({ type: 'p', runs });
        return;
      default:
        this.blocks.push({ type: 'p', runs });
    }
  }

  private endList() {
    if (this.list && this.list.items.length)
      this.blocks.push({ type: this.list.type, items: this.list.items });
    this.list = null;
  }
}

/** Collapses whitespace across runs as a browser would, trims the ends, merges equal neighbours. */
function collapse(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  let lastSpace = true;
  for (const run of runs) {
    let text = '';
    for (const part of run.text.split(/(\n)/)) {
      if (part === '\n' && run.text === '\n') {
        text += '\n';
        lastSpace = true;
        continue;
      }
      const collapsed = part.replace(/\s+/g, ' ');
      text += lastSpace ? collapsed.replace(/^ /, '') : collapsed;
      if (collapsed) lastSpace = collapsed.endsWith(' ');
    }
    if (!text) continue;
    const prev = out.at(-1);
    if (prev && sameMarks(prev, run)) prev.text += text;
    else out.push({ ...run, text });
  }
  const last = out.at(-1);
  if (last) last.text = last.text.replace(/[ \n]+$/, '');
  return out.filter((r) => r.text.length > 0);
}

const sameMarks = (a: TextRun, b: TextRun) =>
  a.bold === b.bold && a.italic === b.italic && a.code === b.code && a.href === b.href;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** A run as HTML: its line breaks as <br> (which lessonBodyBlocks reads back as "\n"), then its marks. */
function runsHtml(runs: readonly TextRun[]): string {
  return runs
    .map((run) => {
      let html = run.text.split('\n').map(escapeText).join('<br>');
      if (run.code) html = `<code>${html}</code>`;
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      if (run.href && SAFE_LINK.test(run.href)) html = `<a href="${escapeAttribute(run.href)}">${html}</a>`;
      return html;
    })
    .join('');
}

/**
 * Blocks as the lesson body HTML the player reads (the studio's publish, issue 24 item 3):
 * `lessonBodyBlocks` turns it back into the same blocks when they are in its own form, which
 * `normalizeLessonBlocks` gives any blocks (whitespace collapsed, equal neighbouring runs merged,
 * empty ones dropped). Every text is escaped; only http(s) and mailto links are written.
 */
export function lessonBlocksHtml(blocks: readonly WritableBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'h2':
        case 'h3':
          return `<${block.type}>${escapeText(block.text)}</${block.type}>`;
        case 'p':
          return `<p>${runsHtml(block.runs)}</p>`;
        case 'quote':
          return `<blockquote>${runsHtml(block.runs)}</blockquote>`;
        case 'pre':
          return `<pre>${escapeText(block.text)}</pre>`;
        case 'ul':
        case 'ol':
          return `<${block.type}>${block.items.map((item) => `<li>${runsHtml(item)}</li>`).join('')}</${block.type}>`;
        case 'img':
          return imageHtml(block);
      }
    })
    .join('');
}

/** An image block as a figure of the company's media; its caption plain text. */
function imageHtml(block: Extract<WritableBlock, { type: 'img' }>): string {
  if (!MEDIA_SRC.test(`/media/${block.media_id}`)) return '';
  const size = block.width && block.height ? ` width="${block.width}" height="${block.height}"` : '';
  const caption = block.caption ? `<figcaption>${escapeText(block.caption)}</figcaption>` : '';
  return `<figure><img src="/media/${block.media_id}" alt="${escapeAttribute(block.alt)}"${size}>${caption}</figure>`;
}

/**
 * Blocks in the form the player gets them: what publishing stores and the player reads back is
 * then exactly what the studio saved (the draft keeps this form).
 */
export const normalizeLessonBlocks = (blocks: readonly WritableBlock[]): LessonBlock[] =>
  lessonBodyBlocks(lessonBlocksHtml(blocks));
