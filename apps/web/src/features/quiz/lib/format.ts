/** 75 → "1:15"; 3725 → "1:02:05". */
export function clock(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A score as the learner reads it: 100, 66.66 → "66.66", in the page's language. */
export const formatScore = (score: number, intl: string) =>
  new Intl.NumberFormat(intl, { maximumFractionDigits: 2 }).format(score);

/** A positive id from the address (`?quiz=12`), or null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
