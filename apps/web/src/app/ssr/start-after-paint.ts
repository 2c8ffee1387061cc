import { APP_HYDRATED_EVENT } from '@app/contract/ssr';

/**
 * Longest a server-rendered page waits for its first screen to be painted before it starts the app
 * anyway (a slow or stuck image must not keep the page from becoming interactive for long).
 */
export const START_WAIT_MS = 2_000;

/** The app's files, from the start script's data- attributes: its entry module and what to preload. */
export interface AppFiles {
  /** `/assets/index-….js` */
  entry: string;
  /** Space-separated files the head would have preloaded. */
  preload: string;
}

/**
 * Decision 26: a server-rendered page is complete without script, so it is painted first, cover
 * included, and only then fetches and runs the app that hydrates it. The app's files are not
 * preloaded from the head: fetched beside the cover they would share the connection with it
 * (a slower cover for every visitor), and run before it was painted (hydration's first long task
 * held the cover's paint back by ~250 ms of CPU on a phone). This script, built on its own
 * (src/entry-start.ts, apps/web/vite/start-script.ts) and inlined by the server at the end of the
 * body, waits until the first screen is painted: the first contentful paint, and each image in
 * the viewport (Element Timing, which Chromium reports after the frame is on screen; a broken
 * image counts as done; elsewhere, each decoded and two frames later); START_WAIT_MS at most.
 * Then it adds the modulepreloads and the entry module the head would have had.
 *
 * Until the app has hydrated, what a visitor does is held (holdUntilHydrated). Its bytes are fixed
 * (the files come from its data- attributes), so the content security policy allows it by hash,
 * not by 'unsafe-inline'.
 */
export function startAfterPaint(files: AppFiles, waitMs = START_WAIT_MS): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(files);
  };
  holdUntilHydrated(start);
  const seen = imagesOnFirstScreen();
  setTimeout(start, waitMs);
  whenPainted(seen, start);
}

/** Adds the app's modulepreloads and entry module to the head, as index.html's head had them. */
function startApp({ entry, preload }: AppFiles) {
  // The markup React hydrates is the markup it rendered.
  for (const image of document.querySelectorAll('img[elementtiming]')) image.removeAttribute('elementtiming');
  for (const file of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href: file });
    document.head.append(link);
  }
  const script = document.createElement('script');
  Object.assign(script, { type: 'module', crossOrigin: '', src: entry });
  document.head.append(script);
}

/** The images the server marked for Element Timing that show in the viewport. */
function imagesOnFirstScreen(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('img[elementtiming]')].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  });
}

/**
 * Calls `start` once the first contentful paint and each of `seen` have been painted; without
 * Element Timing, once each image is decoded and two frames have passed.
 */
function whenPainted(seen: HTMLImageElement[], start: () => void) {
  const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!types.includes('element') || !types.includes('paint')) {
    const nextFrame = () => new Promise((done) => requestAnimationFrame(done));
    void Promise.all(seen.map((image) => image.decode().catch(() => {})))
      .then(nextFrame)
      .then(nextFrame)
      .then(() => setTimeout(start));
    return;
  }
  const waiting = new Set<unknown>([...seen, 'first paint']);
  const painted = (what: unknown) => waiting.delete(what) && waiting.size === 0 && start();
  for (const image of seen) image.decode().catch(() => painted(image));
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      painted(
        entry.entryType === 'paint'
          ? entry.name === 'first-contentful-paint' && 'first paint'
          : (entry as PerformanceEntry & { element: Element | null }).element,
      );
  });
  observer.observe({ type: 'paint', buffered: true });
  observer.observe({ type: 'element', buffered: true });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Until the app has hydrated, nothing a visitor does is lost or goes out wrong: a form sent
 * meanwhile would leave as a GET with its fields (a password) in the address, so its submission is
 * held, and so is a tap on a button (a tab, a menu) or a tick of a box, which would otherwise do
 * nothing or be undone. Either starts the app at once, as typing does. When the app says it has
 * hydrated, what was typed or chosen is handed to it (a field the app controls has been reset to
 * its own value by then), then the held taps and submissions, in order.
 */
function holdUntilHydrated(start: () => void) {
  const held: (() => void)[] = [];
  const typed = new Map<Field, string>();
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (event.type === 'pointerdown' || event.type === 'keydown') {
      // A finger or a key on its way: the app starts now, a tap's length before the click.
    } else if (event.type === 'input') {
      // A checkbox or a radio button is held as a tap (below).
      const field = target as Field;
      if (!/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName) || /^(checkbox|radio)$/.test(field.type)) return;
      typed.set(field, field.value);
    } else if (event.type === 'submit') {
      event.preventDefault();
      const form = target as HTMLFormElement;
      const by = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      held.push(() => form.isConnected && form.requestSubmit(by && by.form === form ? by : null));
    } else {
      const control = target.closest?.<HTMLElement>(
        'button[type=button], input[type=checkbox], input[type=radio]',
      );
      if (!control) return;
      // Ticked by the app once it runs, not now: the app would not know of this tick.
      if (control.tagName === 'INPUT') event.preventDefault();
      held.push(() => control.isConnected && control.click());
    }
    start();
  };
  const kinds = ['pointerdown', 'keydown', 'input', 'submit', 'click'];
  for (const kind of kinds) document.addEventListener(kind, hold, true);
  addEventListener(
    APP_HYDRATED_EVENT,
    () => {
      for (const kind of kinds) document.removeEventListener(kind, hold, true);
      handTyped(typed);
      // Then the taps and submissions, once React has re-rendered with those values (a microtask).
      setTimeout(() => {
        for (const action of held.splice(0)) action();
      });
    },
    { once: true },
  );
}

/**
 * What was typed before the app ran is not in the app's state, and a re-render of a field the
 * app controls has since put back its own value: tell the app, as typing would have. React
 * reports an input event only for a value other than the last one it saw, so the field is first
 * set to another value through React, then to what was typed past it.
 */
function handTyped(typed: Map<Field, string>) {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    if (field.tagName === 'SELECT') {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
