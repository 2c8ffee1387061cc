import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_HYDRATED_EVENT } from '@app/contract/ssr';
import { startAfterPaint } from './start-after-paint';

const files = { entry: '/assets/index-abc.js', preload: '/assets/app-abc.js /assets/home-abc.js' };
/** What the script put into the head: kept aside, as happy-dom would try to load the module. */
let added: Element[] = [];
const scripts = () => added.filter((node): node is HTMLScriptElement => node.tagName === 'SCRIPT');
const started = () => scripts().length;
const hydrated = () => dispatchEvent(new Event(APP_HYDRATED_EVENT));
const tick = () => new Promise((done) => setTimeout(done));

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation(
    (...nodes) => void added.push(...(nodes as Element[])),
  );
  document.body.innerHTML = '<img elementtiming="first-screen" src="/cover.webp" alt="" />';
});
// Each start listens on the document until the app says it has hydrated.
afterEach(() => {
  hydrated();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startAfterPaint (decision 26)', () => {
  it('adds the entry module and its preloads once, and takes the Element Timing marks away', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    startAfterPaint(files, 10_000);
    await vi.waitFor(() => expect(started()).toBe(1));
    const [script] = scripts();
    expect(script!.type).toBe('module');
    expect(script!.getAttribute('src')).toBe(files.entry);
    expect(script!.crossOrigin).toBe('');
    const preloads = added.filter((node) => node.getAttribute('rel') === 'modulepreload');
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(files.preload.split(' '));
    expect(document.querySelector('img')!.hasAttribute('elementtiming')).toBe(false);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(started()).toBe(1);
  });

  it('waits for the first contentful paint where the browser reports it, or its time at most', async () => {
    vi.useFakeTimers();
    let report: (entries: Partial<PerformanceEntry>[]) => void = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint', 'element'];
        constructor(callback: (list: { getEntries(): Partial<PerformanceEntry>[] }) => void) {
          report = (entries) => callback({ getEntries: () => entries });
        }
        observe() {}
      },
    );
    startAfterPaint(files, 2_000);
    report([{ entryType: 'paint', name: 'first-paint' }]);
    expect(started()).toBe(0);
    report([{ entryType: 'paint', name: 'first-contentful-paint' }]);
    expect(started()).toBe(1);

    added = [];
    hydrated();
    startAfterPaint(files, 2_000);
    vi.advanceTimersByTime(1_999);
    expect(started()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(1);
  });

  it('holds a form sent before hydration, starts the app, and sends it once hydrated', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    document.body.innerHTML = '<form><input name="email" /><button>Send</button></form>';
    const form = document.querySelector('form')!;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    startAfterPaint(files, 10_000);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(started()).toBe(1);
    expect(requestSubmit).not.toHaveBeenCalled();
    hydrated();
    await tick();
    expect(requestSubmit).toHaveBeenCalledOnce();
  });

  it('hands what was typed to the app once hydrated, as an input event', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    document.body.innerHTML = '<input name="q" /><input type="checkbox" name="c" />';
    const [field, box] = [...document.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    startAfterPaint(files, 10_000);
    field.value = 'kursus';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // The app re-renders the field with its own value before it says it has hydrated.
    field.value = '';
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));
    // A tick of a box is held as a tap: not ticked now, clicked once the app runs.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    box.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const clicked = vi.spyOn(box, 'click');
    hydrated();
    expect(seen).toEqual(['kursus']);
    await tick();
    expect(clicked).toHaveBeenCalledOnce();
  });
});
