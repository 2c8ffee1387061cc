import { describe, expect, it } from 'vitest';
import { checkImage, ImageRejected, prepareImage, svgProblem } from './images.ts';

const svg = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attrs}>${inner}</svg>`;

describe('svgProblem', () => {
  it('accepts shapes, gradients and links inside the file', () => {
    expect(
      svgProblem(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/>')),
    ).toBeNull();
    expect(svgProblem(svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'))).toBeNull();
  });

  it('refuses anything that could run or fetch when the file is opened on its own', () => {
    const cases: [string, RegExp][] = [
      [svg('<script>alert(1)</script>'), /<script>/],
      [svg('<rect/>', ' onload="alert(1)"'), /event handler/],
      [svg('<a href="javascript:alert(1)"><rect/></a>'), /javascript:/],
      [svg('<foreignObject><div/></foreignObject>'), /embeds HTML/],
      [svg('<image href="https://tracker.example/x.png"/>'), /another file or address/],
      [svg('<use xlink:href="other.svg#x"/>'), /another file or address/],
      [svg('<style>@import url(https://x.example/a.css);</style>'), /imports a style sheet/],
      [svg('<rect style="fill: url(https://x.example/p)"/>'), /url\(/],
      [`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`, /DOCTYPE/],
      [svg('<set attributeName="href" to="javascript:alert(1)"/>'), /javascript:|animates a link/],
    ];
    for (const [text, problem] of cases) expect(svgProblem(text), text).toMatch(problem);
  });
});

describe('checkImage and prepareImage', () => {
  it('refuses what is not a PNG, JPEG, WebP or SVG image by its bytes', async () => {
    for (const bytes of [Buffer.from('GIF89a\x01\x00\x01\x00'), Buffer.from('hello'), Buffer.alloc(0)]) {
      await expect(checkImage(bytes)).rejects.toBeInstanceOf(ImageRejected);
    }
    await expect(checkImage(Buffer.from(svg('<script>1</script>')))).rejects.toThrow(/contains a <script>/);
  });

  it('recognises an SVG after an XML declaration and comments', async () => {
    const logo = `<?xml version="1.0"?>\n<!-- exported logo -->\n${svg('<path id="p" d="M0 0h10v10z"/><use xlink:href="#p"/>')}`;
    expect(await checkImage(Buffer.from(logo))).toMatchObject({ format: 'svg' });
  });

  it('makes AVIF and WebP at each width up to the original, and keeps SVG as it is', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#9f1239' } })
      .png()
      .toBuffer();
    const image = await prepareImage(png);
    expect(image).toMatchObject({ contentType: 'image/png', width: 700, height: 350 });
    expect(image.variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual([
      'avif 320x160',
      'avif 640x320',
      'avif 700x350',
      'webp 320x160',
      'webp 640x320',
      'webp 700x350',
    ]);
    const logo = Buffer.from(svg('<rect width="10" height="10"/>'));
    expect(await prepareImage(logo)).toEqual({
      contentType: 'image/svg+xml',
      bytes: logo,
      width: null,
      height: null,
      variants: [],
    });
  });
});
