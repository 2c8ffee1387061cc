import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Docs and code comments name files, sections and decision records; when code moves, those names
 * rot silently. This reads docs/*.md, README.md and the comments of the code (apps, packages,
 * scripts, e2e, bench, examples) and checks every reference it recognises:
 *
 * - a repository path (`apps/api/src/lib/route.ts`, `docs/payments.md`, `e2e/fixtures.ts`) must
 *   exist; a shorter one with a file extension (`lib/pdf.ts`, `modules/pages/shell.ts`) or in a
 *   source folder (`modules/tenant/admin`, `shared/ui/icons`) must end the path of some file or
 *   folder of the repository, or be relative to the file that names it; a bare file name
 *   (`shell.test.ts`) must name some file;
 * - a Markdown link to a file, and its `#anchor`; `file.md, "Heading"` must name a heading there;
 * - `product §N` (and `spec §N`, whose numbers product.md keeps), `decision N`, `decisions.md §N`:
 *   the section or record must exist;
 * - `file.ts:123` line references are refused: they rot with every edit; name a section or a
 *   function instead;
 * - documents that are not in the repository ("design brief", "security plan", "conventions §").
 *
 * Generated paths (dist, dist-ssr, .data, backups) and patterns (`*`, `<feature>`, `NNNN`) are
 * not checked.
 */

const SELF = fileURLToPath(import.meta.url);
const root = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.data',
  '.git',
  'test-results',
  'playwright-report',
]);
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const TOP = ['apps', 'packages', 'docs', 'e2e', 'scripts', 'bench', 'examples', '.ci'];
const GENERATED = /^(?:dist.*|\.data|backups|node_modules|test-results)$/;
/** Folders of the workspaces' sources: `modules/tenant/admin` or `shared/http` is checked as a path. */
const SOURCE_FOLDERS = new Set(['src', 'modules', 'plugins', 'lib', 'db', 'features', 'shared', 'test']);
/** Bare file names (no folder) are checked only with these: `shell.test.ts`, not `articles.json`. */
const CODE_EXTENSION = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|sql|sh|css)$/;
const EXTENSIONS =
  'ts|tsx|mts|cts|js|mjs|cjs|md|sql|json|sh|css|html|csv|vtt|mp4|pdf|png|jpe?g|webp|avif|svg|txt|ya?ml';
const FILE_EXTENSION = new RegExp(String.raw`\.(?:${EXTENSIONS})$`);
const LINE_REFERENCE = new RegExp(String.raw`[\w@./-]+\.(?:${EXTENSIONS}):\d+\b`, 'g');
/** Words that look like file names but are not. */
const NOT_FILES = /^(?:node|next|vue|chart|express|react|three|hls)\.js$/i;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const rel = (path: string) => relative(root, path).split(sep).join('/');

const REGEX_AFTER = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const REGEX_KEYWORDS = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);

/**
 * Every comment of a JavaScript or TypeScript file, with the line it starts on. A small lexer
 * (strings, templates with their `${}`, regular expressions, comments): parsing every file with
 * TypeScript took seconds.
 */
function codeComments(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const templates: number[] = []; // brace depth at which each open template's `${` closes
  let depth = 0;
  let line = 1;
  let last = ''; // the previous significant character, or 'w' after a word
  let word = ''; // that word
  let i = 0;
  const n = text.length;
  const skipString = (quote: string) => {
    for (i++; i < n && text[i] !== quote && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    i++;
  };
  const skipTemplate = () => {
    // From after a backtick or a template's closing brace, to the end or the next `${`.
    for (; i < n; i++) {
      const c = text[i];
      if (c === '\\') i++;
      else if (c === '\n') line++;
      else if (c === '`') {
        i++;
        return;
      } else if (c === '$' && text[i + 1] === '{') {
        templates.push(depth);
        depth++;
        i += 2;
        return;
      }
    }
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') i++;
    else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      out.push({ line, text: text.slice(i, stop) });
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      const body = text.slice(i, stop);
      out.push({ line, text: body });
      line += body.split('\n').length - 1;
      i = stop;
    } else if (c === '"' || c === "'") {
      skipString(c);
      last = c;
    } else if (c === '`') {
      i++;
      skipTemplate();
      last = '`';
    } else if (
      c === '/' &&
      (last === '' || REGEX_AFTER.has(last) || (last === 'w' && REGEX_KEYWORDS.has(word)))
    ) {
      let inClass = false;
      for (i++; i < n && text[i] !== '\n'; i++) {
        const r = text[i];
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      i++;
      last = '/';
    } else if (c === '{') {
      depth++;
      last = c;
      i++;
    } else if (c === '}') {
      depth--;
      i++;
      if (templates.length && templates[templates.length - 1] === depth) {
        templates.pop();
        skipTemplate();
        last = '`';
      } else last = c;
    } else if (/[\w$]/.test(c)) {
      const start = i;
      while (i < n && /[\w$]/.test(text[i]!)) i++;
      word = text.slice(start, i);
      last = 'w';
    } else {
      last = c;
      i++;
    }
  }
  return out;
}

/** Line comments of shell (#) and SQL (--) files. */
function lineComments(text: string, marker: RegExp): { line: number; text: string }[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: marker.exec(line)?.[1] ?? '' }))
    .filter((c) => c.text);
}

/** GitHub's anchor of a Markdown heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

interface Doc {
  sections: Set<number>;
  headings: Set<string>;
  anchors: Set<string>;
}
const docCache = new Map<string, Doc>();
function docOf(path: string): Doc {
  let doc = docCache.get(path);
  if (!doc) {
    doc = { sections: new Set(), headings: new Set(), anchors: new Set() };
    for (const match of readFileSync(path, 'utf8').matchAll(/^#{1,6} +(.+)$/gm)) {
      const heading = match[1]!.trim();
      doc.headings.add(heading.toLowerCase().replace(/`/g, ''));
      doc.anchors.add(slug(heading));
      const number = /^(\d+)\./.exec(heading);
      if (number) doc.sections.add(Number(number[1]));
    }
    // A paragraph that starts in bold ("**Who we expect.**") is a heading too.
    for (const match of readFileSync(path, 'utf8').matchAll(/^\*\*(.+?)\.?\*\*/gm)) {
      doc.headings.add(match[1]!.toLowerCase().replace(/`/g, ''));
    }
    docCache.set(path, doc);
  }
  return doc;
}

const docsDir = join(root, 'docs');
const PRODUCT = join(docsDir, 'product.md');
const DECISIONS = join(docsDir, 'decisions.md');

interface Source {
  file: string;
  line: number;
  text: string;
  markdown: boolean;
}

function sources(): Source[] {
  const out: Source[] = [];
  const markdown = [
    ...readdirSync(docsDir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => join(docsDir, name)),
    join(root, 'README.md'),
  ];
  for (const file of markdown) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => out.push({ file, line: i + 1, text, markdown: true }));
  }
  const code = [
    ...['apps', 'packages', 'scripts', 'e2e', 'bench', 'examples', '.ci'].flatMap((dir) =>
      existsSync(join(root, dir)) ? walk(join(root, dir)) : [],
    ),
    ...readdirSync(root)
      .filter((name) => CODE.test(name))
      .map((name) => join(root, name)),
  ];
  for (const file of code) {
    if (file === SELF) continue; // its own comments show what it refuses
    const comments = CODE.test(file)
      ? codeComments(readFileSync(file, 'utf8'))
      : file.endsWith('.sh') || file.endsWith('/.ci/run')
        ? lineComments(readFileSync(file, 'utf8'), /(?:^|\s)#\s?(.*)$/)
        : file.endsWith('.sql')
          ? lineComments(readFileSync(file, 'utf8'), /--\s?(.*)$/)
          : [];
    for (const comment of comments) {
      comment.text
        .split('\n')
        .forEach((text, i) => out.push({ file, line: comment.line + i, text, markdown: false }));
    }
  }
  return out;
}

let repoFiles: string[] | undefined;
const filesOfRepo = () =>
  (repoFiles ??= ['apps', 'packages', 'scripts', 'e2e', 'bench', 'examples', 'docs']
    .flatMap((dir) => walk(join(root, dir)))
    .map((path) => `/${rel(path)}`));
let tails: Set<string> | undefined;
/** Every `/b/c.ts`, `/c.ts`, `/a/b` … that ends a file's path or one of its folders. */
function tailsOfRepo(): Set<string> {
  if (!tails) {
    tails = new Set();
    for (const file of filesOfRepo()) {
      const segments = file.slice(1).split('/');
      for (let end = segments.length; end > 0; end--) {
        for (let start = 0; start < end; start++) tails.add(`/${segments.slice(start, end).join('/')}`);
      }
    }
  }
  return tails;
}
let basenames: Set<string> | undefined;
function fileNamed(name: string): boolean {
  basenames ??= new Set(filesOfRepo().map((path) => path.slice(path.lastIndexOf('/') + 1)));
  return basenames.has(name) || existsSync(join(root, name));
}

/**
 * Where a path mentioned in `from` may point: a top folder's path from the root; any other path
 * (`lib/pdf.ts`, or `components/quiz-pages.ts` after `features/quiz/...`) may end the path of a
 * file or folder anywhere in the repository, or be relative to the mentioning file (`../x`).
 */
function pathExists(path: string, from: string): boolean {
  const first = path.split('/')[0]!;
  if (TOP.includes(first)) return existsSync(join(root, path));
  // A module named as it is imported (`shared/ui/icons`) has no extension.
  const forms = [path, ...['.ts', '.tsx', '.js', '.mjs'].map((ext) => path + ext)];
  if (forms.some((form) => tailsOfRepo().has(`/${form.replace(/^(?:\.\.?\/)+/, '')}`))) return true;
  return forms.some((form) => existsSync(resolve(dirname(from), form)));
}

/** The numbers of `§1`, `§§2, 5 and 8`, `§14–16`, `12, 21 and 24`. */
const numbersIn = (list: string) => {
  const out: number[] = [];
  for (const m of list.matchAll(/(\d+)(?:\s*[–-]\s*(\d+))?/g)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let n = from; n <= to && n < from + 50; n++) out.push(n);
  }
  return out;
};

const LIST = String.raw`\d+(?:\s*[–-]\s*\d+)?(?:\s*(?:,|and|or)\s*§?\s*\d+(?:\s*[–-]\s*\d+)?)*`;

const SECTION_REFERENCE = new RegExp(
  String.raw`(?<!\w)(?:(product(?:\.md)?|spec|decisions\.md)\s*§|(decisions?)\s+|§)\s*(${LIST})`,
  'gi',
);

function check() {
  const problems: string[] = [];
  let checked = 0;
  for (const { file, line, text, markdown } of sources()) {
    const where = `${rel(file)}:${line}`;
    const fail = (what: string) => problems.push(`${where}: ${what}`);
    const bareDoc = file === DECISIONS ? DECISIONS : PRODUCT;

    // Line numbers rot: name a section or a function instead.
    for (const m of text.matchAll(LINE_REFERENCE)) {
      if (/^https?:|localhost|127\.0\.0\.1/.test(m[0])) continue;
      checked++;
      fail(`line reference "${m[0]}": point at a section or a name, not a line`);
    }

    // Documents that are not in the repository.
    for (const m of text.matchAll(/\b(design brief|security plan|conventions §\s*\d+|style guide)\b/gi)) {
      checked++;
      fail(`"${m[1]}" is not a document in this repository: point at docs/`);
    }

    // Sections of product.md and decision records: `product §N`, `spec §N`, `decisions.md §N`,
    // `decision N`; a bare `§N` is a record in decisions.md and a section of product.md elsewhere.
    for (const m of text.matchAll(SECTION_REFERENCE)) {
      const [whole, named, decision, list] = [m[0], m[1], m[2], m[3]!];
      if (decision && /^\d{4}/.test(list)) continue; // a year
      const kind = named?.toLowerCase();
      const target = decision || kind === 'decisions.md' ? DECISIONS : kind ? PRODUCT : bareDoc;
      for (const n of numbersIn(list)) {
        checked++;
        if (!docOf(target).sections.has(n)) fail(`${rel(target)} has no §${n} (${whole.trim()})`);
        else if (kind === 'spec' && n > 9) fail(`spec §${n}: only product §1–9 follow the specification`);
      }
    }

    // `file.md, "Heading"` or `file.md "Heading"`: the heading must exist.
    for (const m of text.matchAll(/([\w./-]+\.md)(?:,|\s+§)?\s+"([^"]+)"/g)) {
      const path = [join(dirname(file), m[1]!), join(root, m[1]!), join(docsDir, m[1]!)].find((p) =>
        existsSync(p),
      );
      if (!path) continue; // reported below as a path
      checked++;
      const wanted = m[2]!.toLowerCase();
      const headings = [...docOf(path).headings];
      if (
        !headings.some(
          (h) => h === wanted || (h.startsWith(wanted) && /^[\s:(,.]/.test(h.slice(wanted.length))),
        )
      ) {
        fail(`${m[1]} has no heading "${m[2]}"`);
      }
    }

    // Markdown links to files, and their anchors.
    const linked = new Set<string>();
    if (markdown) {
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const resolved = path ? resolve(dirname(file), path) : file;
        linked.add(path);
        checked++;
        if (!existsSync(resolved)) {
          fail(`link to missing file "${target}"`);
          continue;
        }
        if (anchor && resolved.endsWith('.md')) {
          checked++;
          if (!docOf(resolved).anchors.has(anchor)) fail(`link to missing heading "${target}"`);
        }
      }
    }

    // Paths: with a slash and a known top folder or a file extension; bare file names.
    for (const m of text.matchAll(/(?<![\w@.:/~$[<{*-])(?:\.{1,2}\/)?[\w@.\-[\]]+(?:\/[\w@.\-[\]]+)*\/?/g)) {
      let path = m[0].replace(/[.-]+$/, '').replace(/\/$/, '');
      const next = text[m.index + m[0].length];
      if (!path || next === '*' || next === '<' || next === '{' || next === '…' || next === '$') continue;
      if (text.slice(m.index + m[0].length).startsWith('...')) continue;
      if (linked.has(path)) continue;
      if (/[[\]]/.test(path) || path.includes('NNNN')) continue;
      const segments = path.split('/');
      if (segments.some((s) => GENERATED.test(s))) continue;
      const hasExtension = FILE_EXTENSION.test(path);
      if (segments.length === 1) {
        if (!CODE_EXTENSION.test(path) || NOT_FILES.test(path) || /^\./.test(path)) continue;
        checked++;
        if (!fileNamed(path)) fail(`no file is named "${path}"`);
        continue;
      }
      if (!hasExtension && !TOP.includes(segments[0]!) && !SOURCE_FOLDERS.has(segments[0]!)) continue;
      path = path.replace(/^\.\//, '');
      checked++;
      if (!pathExists(path, file)) fail(`no such path "${path}"`);
    }
  }
  return { problems, checked };
}

describe('docs and code comments', () => {
  it('name only files, sections and decisions that exist', () => {
    const started = performance.now();
    const { problems, checked } = check();
    const ms = Math.round(performance.now() - started);
    console.warn(`docs-paths: ${checked} references checked, ${problems.length} broken (${ms} ms)`);
    expect(problems).toEqual([]);
  });
});
