/** Moves focus to an element once React has drawn it (after a form closes or an entry goes). */
export function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
