/**
 * A company's colours as the CSS custom properties tokens.css reads (--tenant-*), with the text
 * colour that reads on each brand colour worked out (WCAG 2 contrast). Shared by the learners'
 * site, the studio and the server that fills their pages, so all three brand a page alike.
 */

const HEX = /^#[0-9a-f]{3,8}$/i;

/** The four colours a company chooses (the contract's Theme and StudioCompany both carry them). */
export interface ThemeColours {
  primary_color: string;
  background_color: string;
  accent_color: string;
  text_color: string;
}

/** WCAG 2 relative luminance of a #rgb / #rrggbb colour. */
export function luminance(hex: string): number {
  let h = hex.replace('#', '');
  h = h.length < 6 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  const channel = (i: number) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour for a tenant-coloured background: white or the tenant's dark text, whichever
 * contrasts more (an amber accent needs dark text, a rose or indigo one white).
 */
export function readableOn(background: string, dark = '#0f172a'): string {
  return contrast(background, '#ffffff') >= contrast(background, dark) ? '#ffffff' : dark;
}

/** The theme as the CSS custom properties the styles read (only well-formed colours). */
export function themeVariables(theme: ThemeColours): Record<string, string> {
  const vars: Record<string, string> = {};
  const set = (name: string, value: string) => {
    if (HEX.test(value)) vars[name] = value;
  };
  set('--tenant-primary', theme.primary_color);
  set('--tenant-background', theme.background_color);
  set('--tenant-accent', theme.accent_color);
  set('--tenant-text', theme.text_color);
  const dark = HEX.test(theme.text_color) ? theme.text_color : '#0f172a';
  if (HEX.test(theme.primary_color)) set('--tenant-on-primary', readableOn(theme.primary_color, dark));
  if (HEX.test(theme.accent_color)) set('--tenant-on-accent', readableOn(theme.accent_color, dark));
  return vars;
}
