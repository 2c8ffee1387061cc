// Draws the example company's pictures (examples/tenants/nusantara-skills/images) as shapes in its
// colours and writes them as PNG, JPEG and WebP, so the folder exercises every raster format the
// tenant command accepts. Run from the repository root: node examples/tenants/make-example-images.mjs
// The results are committed; run it again only to change them.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const out = new URL('./nusantara-skills/images/', import.meta.url).pathname;
const maroon = '#9f1239';
const gold = '#ca8a04';

/** Deterministic pseudo-random numbers, so every run draws the same pictures. */
const random = (seed) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

/** A scene: a two-colour gradient, soft circles, a wave and a row of batik-like diamonds. */
function scene(w, h, from, to, seed) {
  const r = random(seed);
  const circles = Array.from({ length: 6 }, () => {
    const rad = Math.round(h * (0.1 + r() * 0.35));
    return `<circle cx="${Math.round(r() * w)}" cy="${Math.round(r() * h)}" r="${rad}" fill="#fff" opacity="${(0.05 + r() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const size = Math.round(h / 9);
  const diamonds = Array.from({ length: Math.ceil(w / size) + 1 }, (_, i) => {
    const x = i * size;
    const y = h * 0.86;
    return `<path d="M${x} ${y - size / 2} L${x + size / 2} ${y} L${x} ${y + size / 2} L${x - size / 2} ${y} Z" fill="none" stroke="#fff" stroke-width="${Math.max(2, size / 12)}" opacity=".35"/>`;
  }).join('');
  const wave = `<path d="M0 ${h * 0.7} C ${w * 0.3} ${h * (0.5 + r() * 0.2)}, ${w * 0.65} ${h * (0.92 - r() * 0.2)}, ${w} ${h * 0.62} L ${w} ${h} L 0 ${h} Z" fill="#fff" opacity=".14"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${wave}${diamonds}</svg>`;
}

/** A portrait placeholder: head and shoulders on a coloured disc. */
const portrait = (color) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${color}"/><circle cx="128" cy="104" r="46" fill="#fff" opacity=".85"/><path d="M44 256 C 56 178, 200 178, 212 256 Z" fill="#fff" opacity=".85"/></svg>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${maroon}"/><path d="M32 10 L54 32 L32 54 L10 32 Z" fill="${gold}"/><path d="M32 22 L42 32 L32 42 L22 32 Z" fill="${maroon}"/></svg>`;

const files = [
  ['favicon.png', favicon, (s) => s.png({ palette: true })],
  ['login-banner.jpg', scene(720, 960, maroon, gold, 11), (s) => s.jpeg({ quality: 62, mozjpeg: true })],
  ['hero-hrd.jpg', scene(1600, 620, maroon, '#7c2d12', 21), (s) => s.jpeg({ quality: 62, mozjpeg: true })],
  ['hero-sabah.webp', scene(1600, 620, '#0f766e', gold, 31), (s) => s.webp({ quality: 60 })],
  ['programme-sme.jpg', scene(1200, 600, '#7c2d12', gold, 41), (s) => s.jpeg({ quality: 60, mozjpeg: true })],
  ['programme-tourism.png', scene(1200, 600, '#0e7490', '#65a30d', 51), (s) => s.png({ palette: true })],
  [
    'cover-marketplace.jpg',
    scene(960, 540, '#be123c', '#f59e0b', 61),
    (s) => s.jpeg({ quality: 60, mozjpeg: true }),
  ],
  ['cover-ads.jpg', scene(960, 540, '#9d174d', '#6d28d9', 71), (s) => s.jpeg({ quality: 60, mozjpeg: true })],
  ['cover-google.png', scene(960, 540, '#1d4ed8', '#16a34a', 81), (s) => s.png({ palette: true })],
  [
    'cover-bookkeeping.jpg',
    scene(960, 540, '#854d0e', '#ca8a04', 91),
    (s) => s.jpeg({ quality: 60, mozjpeg: true }),
  ],
  ['cover-einvoice.webp', scene(960, 540, '#334155', '#0891b2', 101), (s) => s.webp({ quality: 60 })],
  [
    'cover-hospitality.jpg',
    scene(960, 540, '#0f766e', '#ca8a04', 111),
    (s) => s.jpeg({ quality: 60, mozjpeg: true }),
  ],
  ['cover-storytelling.png', scene(960, 540, '#166534', '#0e7490', 121), (s) => s.png({ palette: true })],
  ['mentor-aisyah.png', portrait('#be123c'), (s) => s.png({ palette: true })],
  ['mentor-daniel.jpg', portrait('#0f766e'), (s) => s.jpeg({ quality: 70 })],
];

let total = 0;
for (const [name, svg, encode] of files) {
  const bytes = await encode(sharp(Buffer.from(svg))).toBuffer();
  writeFileSync(out + name, bytes);
  total += bytes.length;
  process.stdout.write(`${name.padEnd(26)} ${(bytes.length / 1024).toFixed(1).padStart(6)} kB\n`);
}
process.stdout.write(`${'total'.padEnd(26)} ${(total / 1024).toFixed(1).padStart(6)} kB\n`);
