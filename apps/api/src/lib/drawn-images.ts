/**
 * Pictures drawn as SVG in a company's colours (no external URLs, a few hundred bytes each): the
 * covers, portraits and login picture a tenant folder leaves out (cli/tenant/add.ts), and the
 * generated learners' portraits of the demo seed.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two capitals: "Cendekia Academy" → "CA". */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function logoSvg(name: string, primary: string, accent: string): string {
  const initials = initialsOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="170" height="65" viewBox="0 0 170 65" role="img" aria-label="${esc(name)}"><rect x="4" y="12" width="41" height="41" rx="10" fill="${primary}"/><path d="M14 40 L24.5 22 L35 40 Z" fill="${accent}" opacity=".9"/><text x="24.5" y="50" font-family="system-ui,sans-serif" font-size="9" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials)}</text><text x="53" y="38" font-family="system-ui,sans-serif" font-size="17" font-weight="800" fill="${primary}">${esc(name.split(' ')[0] ?? name)}</text><text x="53" y="52" font-family="system-ui,sans-serif" font-size="10" font-weight="600" fill="#475569" letter-spacing="2">${esc((name.split(' ').slice(1).join(' ') || 'ACADEMY').toUpperCase())}</text></svg>`;
}

export function faviconSvg(primary: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primary}"/><path d="M14 46 L32 16 L50 46 Z" fill="${accent}"/></svg>`;
}

/**
 * A wide illustration: layered waves and circles in two colours. No words: a picture with text
 * baked in speaks one language, and hides behind whatever is laid over it.
 */
export function sceneSvg(opts: { w: number; h: number; from: string; to: string; seed: number }): string {
  const { w, h, from, to, seed } = opts;
  const r = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const cx = Math.round(r(i + 1) * w);
    const cy = Math.round(r(i + 7) * h);
    const rad = Math.round(h * (0.12 + r(i + 13) * 0.3));
    return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="#fff" opacity="${(0.06 + r(i + 21) * 0.12).toFixed(2)}"/>`;
  }).join('');
  const wave = `<path d="M0 ${h * 0.72} C ${w * 0.25} ${h * (0.55 + r(3) * 0.2)}, ${w * 0.6} ${h * (0.9 - r(4) * 0.2)}, ${w} ${h * 0.66} L ${w} ${h} L 0 ${h} Z" fill="#fff" opacity=".12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${wave}</svg>`;
}

/** A round portrait placeholder with initials, for mentors, testimonies and avatars. */
export function avatarSvg(name: string, color: string): string {
  const initials = initialsOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${color}"/><circle cx="48" cy="38" r="17" fill="#fff" opacity=".25"/><path d="M18 84 C 24 62, 72 62, 78 84" fill="#fff" opacity=".25"/><text x="48" y="56" font-family="system-ui,sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials)}</text></svg>`;
}
