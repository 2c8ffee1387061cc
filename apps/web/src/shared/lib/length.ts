/**
 * How a length is said, the same in the catalogue, my courses and the player (docs/product.md
 * §15): under a minute in seconds ("28 sec", never "0 min"); otherwise in whole minutes rounded to
 * the nearest, as the API rounds a lesson's and a course's `duration_minutes`; from an hour in
 * hours and minutes. Each feature words the parts in its own namespace.
 */
export type LengthParts = { seconds: number } | { hours: number; minutes: number };

export function lengthParts(totalSeconds: number): LengthParts {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  if (seconds > 0 && seconds < 60) return { seconds };
  const minutes = Math.round(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
