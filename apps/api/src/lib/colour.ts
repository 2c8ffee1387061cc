/**
 * Colour contrast (WCAG 2): the tenant's brand colour is whatever the company chose, so text set
 * in it, or on it, is checked rather than trusted. Used by the PDFs (receipts, certificates, CVs)
 * and the mails.
 */

/** Ink: the near-black the PDFs and mails set text in. */
export const INK = '#111827';
export const WHITE = '#ffffff';

/**
 * A colour as companies write it (#rgb or #rrggbb, docs/tenant-folder.md) as #rrggbb in lower
 * case; null for anything else.
 */
export function hexColour(value: string): string | null {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(value))
    return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return null;
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: number[]) {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two #rrggbb colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(channels(a)), luminance(channels(b))].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

/**
 * The tenant's colour, darkened until text in it reads on white (WCAG 4.5:1): some brands are
 * light (a yellow, a pastel) and headings and links are set in it. Ink for a value that is not
 * a colour.
 */
export function readableColor(colour: string): string {
  const hex = hexColour(colour);
  if (!hex) return INK;
  let rgb = channels(hex);
  while (1.05 / (luminance(rgb) + 0.05) < 4.5) rgb = rgb.map((c) => Math.floor(c * 0.9));
  return toHex(rgb);
}

/**
 * The colour of text set on a background of `hex` (a button in the brand's colour): white or ink,
 * whichever contrasts more, and black when neither reaches 4.5:1 (a mid grey).
 */
export function textColourOn(hex: string): string {
  const best = [WHITE, INK].sort((a, b) => contrastRatio(hex, b) - contrastRatio(hex, a))[0]!;
  return contrastRatio(hex, best) >= 4.5 ? best : '#000000';
}
