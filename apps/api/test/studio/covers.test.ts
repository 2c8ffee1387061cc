import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HOST_A, type TestContext } from '../helper.ts';
import { coverRegion } from '../../src/modules/studio/covers/service.ts';
import { MENTOR, STUDIO_A, STUDIO_B, originOf, studio, studioSession, studioSuite } from './support.ts';

/**
 * Course covers (issue 24 item 2): an image checked by its bytes, cropped to the card's 16:9 on
 * the server and stored with the site's responsive copies, as an image of this company only.
 */
let ctx: TestContext;
let cookie: string;
studioSuite({ env: { RATE_LIMIT_MULTIPLIER: '100' } }, (s) => ({ ctx, mentor: cookie } = s));

type Part = string | { bytes: Buffer; filename: string; type: string };

/** A real multipart/form-data body, as the studio's FormData sends it. */
async function multipart(parts: [string, Part][]) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function upload(
  parts: [string, Part][],
  { host = STUDIO_A, origin = originOf(ctx, host), withCookie = cookie as string | null } = {},
) {
  const { payload, contentType } = await multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/studio/covers',
    headers: {
      host,
      'content-type': contentType,
      ...(origin ? { origin } : {}),
      ...(withCookie ? { cookie: withCookie } : {}),
    },
    payload,
  });
}

/** Left half red, right half blue: where the crop fell shows in the stored picture. */
async function twoColours(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const half = Math.floor(width / 2);
  const left = await sharp({ create: { width: half, height, channels: 3, background: '#dc2626' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER' } })
    .toFormat(format)
    .toBuffer();
}

const file = (bytes: Buffer, filename = 'cover.png', type = 'image/png'): Part => ({ bytes, filename, type });

async function fetched(url: string, host = STUDIO_A) {
  return ctx.app.inject({ url, headers: { host } });
}

describe('uploading a cover', () => {
  it('crops the chosen part to exactly 16:9, drops metadata, and stores the site’s responsive copies', async () => {
    // 2000 × 1000, crop the left (red) 900 × 600: trimmed to 900 × 506 about its centre.
    const res = await upload([
      ['image', file(await twoColours(2000, 1000))],
      ['crop_x', '0'],
      ['crop_y', '100'],
      ['crop_width', '900'],
      ['crop_height', '600'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.url).toBe(`/media/${data.id}`);
    // A version-8 id: the site knows the responsive copies exist (@app/contract/media).
    expect(data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8/);
    expect(data.width / data.height).toBeCloseTo(16 / 9, 2);
    expect(data.width).toBe(900);

    const stored = await fetched(data.url);
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([900, 506]);
    expect(stored.rawPayload.includes('SECRET-EXIF-MARKER')).toBe(false);
    // Only the red half was kept.
    const { dominant } = await sharp(stored.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(80);

    const webp = await fetched(`${data.url}?w=640&format=webp`);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(640);
  });

  it('without a crop takes the centre 16:9 of the image, at most 1280 px wide', async () => {
    const res = await upload([
      ['image', file(await twoColours(3000, 3000, 'jpeg'), 'square.jpg', 'image/jpeg')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp((await fetched(res.json().data.url)).rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1280, 720]);
  });

  it('is saved as a course’s cover and shown in the list; another company cannot use it', async () => {
    const up = await upload([['image', file(await twoColours(1280, 720, 'webp'), 'c.webp', 'image/webp')]]);
    expect(up.statusCode, up.body).toBe(200);
    const { id } = up.json().data;
    const options = (await studio(ctx, cookie, 'GET', '/api/studio/options')).json().data;
    const created = await studio(ctx, cookie, 'POST', '/api/studio/courses', {
      title: { id: 'Kursus bersampul', en: '', ms: '' },
      subtitle: { id: '', en: '', ms: '' },
      description: { id: [], en: [], ms: [] },
      category_id: options.categories[0].id,
      mentor_id: options.mentors[0].id,
      level: 'beginner',
      price: 150000,
      cover_media_id: id,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.cover_url).toBe(`/media/${id}`);
    const list = await studio(ctx, cookie, 'GET', '/api/studio/courses?q=bersampul');
    expect(list.json().data.items[0].cover_url).toBe(`/media/${id}`);

    // Acme's studio: the same media id is not one of its images.
    const acme = await studioSession(ctx, MENTOR, { site: 'acme.localhost', studio: STUDIO_B });
    const acmeOptions = (
      await studio(ctx, acme, 'GET', '/api/studio/options', undefined, { host: STUDIO_B })
    ).json().data;
    const foreign = await studio(
      ctx,
      acme,
      'POST',
      '/api/studio/courses',
      {
        title: { id: '', en: 'Borrowed cover', ms: '' },
        subtitle: { id: '', en: '', ms: '' },
        description: { id: [], en: [], ms: [] },
        category_id: acmeOptions.categories[0].id,
        mentor_id: acmeOptions.mentors[0].id,
        level: 'beginner',
        price: 100,
        cover_media_id: id,
      },
      { host: STUDIO_B },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ cover_media_id: 'not_an_option' });
  });
});

describe('refusing a cover, naming the field', () => {
  const fieldOf = (res: { json: () => { error: { fields: Record<string, string> } } }) =>
    res.json().error.fields;

  it('no image', async () => {
    const res = await upload([['crop_x', '0']]);
    expect(res.statusCode).toBe(400);
    // The crop is all four sides or none; the image is named once the crop is whole.
    expect(fieldOf(res)).toEqual({ crop_y: 'required', crop_width: 'required', crop_height: 'required' });
    const none = await upload([['note', 'nothing']]);
    expect(none.statusCode).toBe(400);
    expect(fieldOf(none)).toEqual({ image: 'required' });
  });

  it('bytes that are not an image, whatever the file is called; a GIF; an SVG', async () => {
    const text = await upload([['image', file(Buffer.from('hello, not a picture'), 'photo.png')]]);
    expect(text.statusCode).toBe(400);
    expect(fieldOf(text)).toEqual({ image: 'image_type' });
    const gif = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(fieldOf(await upload([['image', file(gif, 'cover.jpg', 'image/jpeg')]]))).toEqual({
      image: 'image_type',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"></svg>');
    expect(fieldOf(await upload([['image', file(svg, 'cover.svg', 'image/svg+xml')]]))).toEqual({
      image: 'image_type',
    });
  });

  it('a truncated image', async () => {
    const whole = await twoColours(1600, 900, 'jpeg');
    const res = await upload([
      ['image', file(whole.subarray(0, Math.floor(whole.length / 3)), 'c.jpg', 'image/jpeg')],
    ]);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toEqual({ image: 'image_type' });
  });

  it('an image too small for a card, or a crop that leaves too little', async () => {
    const small = await upload([['image', file(await twoColours(600, 338))]]);
    expect(small.statusCode).toBe(400);
    expect(fieldOf(small)).toEqual({ image: 'image_too_small' });
    const tight = await upload([
      ['image', file(await twoColours(2000, 1000))],
      ['crop_x', '10'],
      ['crop_y', '10'],
      ['crop_width', '500'],
      ['crop_height', '500'],
    ]);
    expect(fieldOf(tight)).toEqual({ image: 'image_too_small' });
  });

  it('a crop outside the image, or a crop that is not numbers', async () => {
    const outside = await upload([
      ['image', file(await twoColours(1600, 900))],
      ['crop_x', '1000'],
      ['crop_y', '0'],
      ['crop_width', '1000'],
      ['crop_height', '900'],
    ]);
    expect(outside.statusCode).toBe(400);
    expect(fieldOf(outside)).toEqual({ crop_width: 'crop_outside' });
    const words = await upload([
      ['image', file(await twoColours(1600, 900))],
      ['crop_x', 'left'],
      ['crop_y', '0'],
      ['crop_width', '1600'],
      ['crop_height', '-4'],
    ]);
    expect(words.statusCode).toBe(400);
    expect(Object.keys(fieldOf(words)).sort()).toEqual(['crop_height', 'crop_x']);
  });

  it('an image over 5 MB (413) and one over 40 megapixels', async () => {
    const big = Buffer.concat([await twoColours(1600, 900), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload([['image', file(big)]]);
    expect(res.statusCode).toBe(413);
    expect(fieldOf(res)).toEqual({ image: 'image_too_large' });
    // A PNG whose header claims 10000 × 5000: refused from the header, before decoding.
    const bomb = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const many = await upload([['image', file(bomb)]]);
    expect(many.statusCode).toBe(400);
    expect(fieldOf(many)).toEqual({ image: 'image_too_many_pixels' });
  });
});

describe('who may upload', () => {
  it('only a studio session, on its studio, from the studio’s own page', async () => {
    const image: [string, Part][] = [['image', file(await twoColours(1280, 720))]];
    expect((await upload(image, { withCookie: null })).statusCode).toBe(401);
    // The learners' site's page: refused before the form is read.
    const site = await upload(image, { origin: originOf(ctx, HOST_A) });
    expect(site.statusCode).toBe(403);
    expect(site.json().error.code).toBe('cross_site_request');
    expect((await upload(image, { origin: null as unknown as string })).statusCode).toBe(403);
    // Another company's studio does not know this session.
    expect((await upload(image, { host: STUDIO_B })).statusCode).toBe(401);
    // The learners' host has no studio calls.
    expect((await upload(image, { host: HOST_A, origin: originOf(ctx, HOST_A) })).statusCode).toBe(404);
  });
});

describe('the region kept (pure arithmetic)', () => {
  it('trims the longer side about its centre to 16:9', () => {
    expect(coverRegion(2000, 1000, { x: 0, y: 0, width: 2000, height: 1000 })).toEqual({
      x: 111,
      y: 0,
      width: 1778,
      height: 1000,
    });
    expect(coverRegion(1600, 1600, null)).toEqual({ x: 0, y: 350, width: 1600, height: 900 });
    expect(coverRegion(1920, 1080, null)).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });
});
