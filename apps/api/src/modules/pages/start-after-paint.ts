import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Decision 26: a server-rendered page is painted first, cover included, and only then fetches and
 * runs the app that hydrates it. The script that waits for that paint and then adds the app's
 * modulepreloads and entry module (and holds what a visitor does until the app has hydrated) is
 * browser code, written, linted and tested in the web app (apps/web/src/app/ssr/start-after-paint.ts)
 * and built with its server renderer into dist-ssr/start-after-paint.js (apps/web/vite/start-script.ts).
 * It goes inline at the end of the body; its bytes are fixed (the files come from its data-
 * attributes), so the content security policy allows it by hash, not by 'unsafe-inline'.
 */
export interface StartScript {
  source: string;
  /** The CSP source that allows exactly this script: `'sha256-…'`. */
  hash: string;
}

/** The built start script beside the server renderer (WEB_DIST/../dist-ssr). */
export const startScriptPath = (webDist: string) => join(webDist, '..', 'dist-ssr', 'start-after-paint.js');

/**
 * The web build's start script and its hash, read once at start-up as the server renderer is; null
 * without a build (the API alone, or a browser build without its server half): then no page is
 * rendered on the server with it, and rendered pages keep index.html's scripts in their head.
 */
export function readStartScript(webDist: string): StartScript | null {
  const path = startScriptPath(webDist);
  if (!existsSync(path)) return null;
  const source = readFileSync(path, 'utf8');
  // Inline, it must not end its own element or open a comment inside it.
  if (/<\/script|<!--/i.test(source)) throw new Error(`${path} cannot be inlined`);
  return { source, hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="\/([\w./-]+\.js)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="\/([\w./-]+\.js)"[^>]*>/g;

/** index.html without the scripts in its head, and the files they named. */
export interface ScriptlessTemplate {
  html: string;
  /** The entry module (`assets/index-….js`); null when index.html has none (left as it was). */
  entry: string | null;
  /** What index.html preloaded beside the entry. */
  preloads: string[];
}

/**
 * Takes the entry module and its modulepreloads out of index.html's head, for pages that start
 * the app after their first paint (once per build: shell.ts).
 */
export function withoutScripts(html: string): ScriptlessTemplate {
  const entry = MODULE_SCRIPT.exec(html)?.[1] ?? null;
  if (!entry) return { html, entry, preloads: [] };
  const preloads: string[] = [];
  const rest = html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, (_link, file: string) => (preloads.push(file), ''));
  return { html: rest, entry, preloads };
}

/**
 * The rendered markup with every image marked for Element Timing from the start (an attribute
 * added by the script could come after the image's paint, which then never reports); the script
 * removes the marks before the app hydrates.
 */
export const markImages = (markup: string) => markup.replace(/<img /g, '<img elementtiming="first-screen" ');

/**
 * The start script for an entry module and the files to preload with it (build paths: only
 * `[\w./-]` characters, as the manifest and index.html are read, so nothing to escape).
 */
export const startScript = (script: StartScript, entry: string, files: string[]) =>
  `<script data-entry="/${entry}" data-preload="${files.map((file) => `/${file}`).join(' ')}">${script.source}</script>`;
