/**
 * Focus helpers (issue 28 item 3: focus is never lost). A keyboard or screen-reader user who
 * activates a control that then disappears must land somewhere that makes sense, not on <body>,
 * where Tab starts again from the top of the page and a screen reader says nothing.
 */

/** Whether focus has fallen out of the page: on <body>, or on nothing. */
export const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Puts focus on an element that is not a control (a heading, a status line) for a moment: it gets
 * tabIndex -1, so a script can focus it and Tab still skips it.
 */
export function focusPlace(element: HTMLElement | null | undefined): boolean {
  if (!element) return false;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/** The page's main heading: the place to land when what had focus is gone. */
export const pageHeading = () =>
  document.querySelector<HTMLElement>('#main h1') ?? document.querySelector('h1');

/** When focus fell to <body> (what had it was removed), moves it to the page's main heading. */
export function recoverFocus(): void {
  if (focusIsLost()) focusPlace(pageHeading());
}
