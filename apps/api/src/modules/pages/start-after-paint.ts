import { createHash } from 'node:crypto';
import { APP_HYDRATED_EVENT } from '@app/contract/ssr';

/**
 * Longest a server-rendered page waits for its first screen to be painted before it starts the app
 * anyway (a slow or stuck image must not keep the page from becoming interactive for long).
 */
const START_WAIT_MS = 2_000;

/**
 * Decision 26: a server-rendered page is complete without script, so it is painted first, cover
 * included, and only then fetches and runs the app that hydrates it. The app's files are not
 * preloaded from the head: fetched beside the cover they would share the connection with it
 * (a slower cover for every visitor), and run before it was painted (hydration's first long task
 * held the cover's paint back by ~250 ms of CPU on a phone). This script, inline at the end of
 * the body, waits until the first screen is painted: the first contentful paint, and each image in
 * the viewport (Element Timing, which Chromium reports after the frame is on screen; a broken image
 * counts as done; elsewhere, each decoded and two frames later); START_WAIT_MS at most. Then it
 * adds the modulepreloads and the entry module the head would have had.
 *
 * Until the app has hydrated, nothing a visitor does is lost or goes out wrong: a form sent
 * meanwhile would leave as a GET with its fields (a password) in the address, so its submission is
 * held, and so is a tap on a button (a tab, a menu) or a tick of a box, which would otherwise do
 * nothing or be undone. Either starts the app at once, as typing does. When the app says it has
 * hydrated, what was typed or chosen is handed to it (a field the app controls has been reset to
 * its own value by then), then the held taps and submissions, in order.
 *
 * Its bytes are fixed (the files come from its data- attributes), so the content security policy
 * allows it by hash, not by 'unsafe-inline'.
 */
const SOURCE = `
(() => {
  const data = document.currentScript.dataset;
  const held = [];
  const typed = new Map();
  const hold = (event) => {
    const target = event.target;
    if (event.type === 'pointerdown' || event.type === 'keydown') {
      // A finger or a key on its way: the app starts now, a tap's length before the click.
    } else if (event.type === 'input') {
      // A checkbox or a radio button is held as a tap (below).
      if (!/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || /^(checkbox|radio)$/.test(target.type)) return;
      typed.set(target, target.value);
    } else if (event.type === 'submit') {
      event.preventDefault();
      const form = target;
      const by = event.submitter;
      held.push(() => form.isConnected && form.requestSubmit(by && by.form === form ? by : null));
    } else {
      const control = target.closest?.('button[type=button], input[type=checkbox], input[type=radio]');
      if (!control) return;
      // Ticked by the app once it runs, not now: the app would not know of this tick.
      if (control.tagName === 'INPUT') event.preventDefault();
      held.push(() => control.isConnected && control.click());
    }
    start();
  };
  const kinds = ['pointerdown', 'keydown', 'input', 'submit', 'click'];
  for (const kind of kinds) document.addEventListener(kind, hold, true);
  addEventListener('${APP_HYDRATED_EVENT}', () => {
    for (const kind of kinds) document.removeEventListener(kind, hold, true);
    // What was typed before the app ran is not in the app's state, and a re-render of a field the
    // app controls has since put back its own value: tell the app, as typing would have. React
    // reports an input event only for a value other than the last one it saw, so the field is
    // first set to another value through React, then to what was typed past it.
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      if (field.tagName === 'SELECT') {
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // Then the taps and submissions, once React has re-rendered with those values (a microtask).
    setTimeout(() => {
      for (const action of held.splice(0)) action();
    });
  }, { once: true });

  const seen = [...document.querySelectorAll('img[elementtiming]')].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The markup React hydrates is the markup it rendered.
    for (const image of document.querySelectorAll('img[elementtiming]')) image.removeAttribute('elementtiming');
    for (const file of data.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href: file });
      document.head.append(link);
    }
    const entry = document.createElement('script');
    Object.assign(entry, { type: 'module', crossOrigin: '', src: data.entry });
    document.head.append(entry);
  };
  setTimeout(start, ${START_WAIT_MS});
  const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!types.includes('element') || !types.includes('paint')) {
    const nextFrame = () => new Promise((done) => requestAnimationFrame(done));
    Promise.all(seen.map((image) => image.decode().catch(() => {})))
      .then(nextFrame).then(nextFrame).then(() => setTimeout(start));
    return;
  }
  const waiting = new Set([...seen, 'first paint']);
  const painted = (what) => waiting.delete(what) && waiting.size === 0 && start();
  for (const image of seen) image.decode().catch(() => painted(image));
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      painted(entry.entryType === 'paint' ? (entry.name === 'first-contentful-paint' && 'first paint') : entry.element);
  });
  observer.observe({ type: 'paint', buffered: true });
  observer.observe({ type: 'element', buffered: true });
})();
`;

/** The CSP source that allows exactly this script. */
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SOURCE).digest('base64')}'`;

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
export const startScript = (entry: string, files: string[]) =>
  `<script data-entry="/${entry}" data-preload="${files.map((file) => `/${file}`).join(' ')}">${SOURCE}</script>`;
