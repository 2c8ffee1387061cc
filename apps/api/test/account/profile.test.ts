import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import { bearer, loginToken, registerConfirmed, STRONG_PASSWORD, SETUP_MS } from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
}, SETUP_MS);
afterAll(() => ctx?.close());

type Part = string | { bytes: Buffer; filename: string; type: string };

/** A real multipart/form-data body, as a browser's FormData would send it. */
async function multipart(parts: [string, Part][]) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function update(token: string | null, parts: [string, Part][]) {
  const { payload, contentType } = await multipart(parts);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/users/update',
    headers: { ...(token ? bearer(token) : { host: HOST_A }), 'content-type': contentType },
    payload,
  });
}

/** A test image carrying EXIF metadata that must not survive the upload. */
function image(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif', width = 900, height = 600) {
  const source = sharp({
    create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } },
  }).withExif({
    IFD0: { Copyright: 'SECRET-EXIF-MARKER', Artist: 'Someone' },
  });
  return source.toFormat(format).toBuffer();
}

async function fetchMedia(url: string) {
  const res = await ctx.app.inject({ url, headers: { host: HOST_A } });
  expect(res.statusCode).toBe(200);
  return { type: res.headers['content-type'], bytes: res.rawPayload };
}

/** A PNG whose header claims 20000 × 20000 pixels (a decompression bomb's calling card). */
function hugePngHeader() {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(20001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let token: string;
let email: string;
beforeAll(async () => {
  ({ email } = await registerConfirmed(ctx));
  token = await loginToken(ctx, email, STRONG_PASSWORD);
});

describe('PUT /api/v1/users/update', () => {
  it('updates the profile fields from a multipart form and fixes type, country and phone code', async () => {
    const res = await update(token, [
      ['email', 'someone-else@example.com'],
      ['type', 'Administrator'],
      ['role', 'contributor'],
      ['full_name', 'Siti Rahma Putri'],
      ['date_of_birth', '1994-08-17'],
      ['job', 'Product Designer'],
      ['gender', 'female'],
      ['phone_number', '81299990000'],
      ['phone_country_code', '+60'],
      ['address', 'Jl. Melati No. 5'],
      ['city', 'Surabaya'],
      ['country', 'Malaysia'],
      ['postal_code', '60111'],
      ['website_url', 'https://siti.example'],
      ['blog_url', 'https://blog.siti.example'],
      ['linkedin_url', 'https://www.linkedin.com/in/siti'],
      ['bio', 'Designer who codes.'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email,
      type: 'Consumer',
      role: 'consumer',
      full_name: 'Siti Rahma Putri',
      date_of_birth: '1994-08-17',
      job: 'Product Designer',
      phone_number: '81299990000',
      phone_country_code: '+62',
      country: 'Indonesia',
      city: 'Surabaya',
      postal_code: '60111',
      website_url: 'https://siti.example',
      bio: 'Designer who codes.',
    });
    const edit = await ctx.app.inject({ url: '/api/v1/users/edit', headers: bearer(token) });
    expect(edit.json().data).toMatchObject({ full_name: 'Siti Rahma Putri', country: 'Indonesia', email });
  });

  it('keeps the fields a form leaves out', async () => {
    const res = await update(token, [['full_name', 'Siti R. Putri']]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      full_name: 'Siti R. Putri',
      job: 'Product Designer',
      city: 'Surabaya',
    });
  });

  it('refuses a phone number another account uses with 409 phone_taken, and keeps its own', async () => {
    const other = await registerConfirmed(ctx);
    const taken = await update(token, [
      ['full_name', 'Siti R. Putri'],
      ['phone_number', other.payload.phone_number as string],
    ]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'phone_taken',
      fields: { phone_number: 'phone_taken' },
    });
    // Sending one's own number again is no change.
    const own = await update(token, [
      ['full_name', 'Siti R. Putri'],
      ['phone_number', '81299990000'],
    ]);
    expect(own.statusCode).toBe(200);
  });

  it('accepts a JSON body too', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/update',
      headers: bearer(token),
      payload: { full_name: 'Siti JSON', job: 'Lead Designer', country: 'Singapore' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      full_name: 'Siti JSON',
      job: 'Lead Designer',
      country: 'Indonesia',
    });
  });

  for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif'] as const) {
    it(`stores a ${format} photo re-encoded as WebP ≤ 512 px with a 128 px thumbnail and no metadata`, async () => {
      const bytes = await image(format, 1200, 800);
      const res = await update(token, [
        ['full_name', 'Siti Photo'],
        ['photo', { bytes, filename: `me.${format}`, type: `image/${format}` }],
      ]);
      expect(res.statusCode).toBe(200);
      const { photo } = res.json().data;
      expect(photo.url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
      expect(photo.thumb.url).toMatch(/^\/media\/[0-9a-f-]{36}$/);

      const big = await fetchMedia(photo.url);
      expect(big.type).toBe('image/webp');
      const bigMeta = await sharp(big.bytes).metadata();
      expect(bigMeta.format).toBe('webp');
      expect(Math.max(bigMeta.width!, bigMeta.height!)).toBe(512);
      expect(bigMeta.exif).toBeUndefined();
      expect(big.bytes.includes('SECRET-EXIF-MARKER')).toBe(false);

      const thumb = await sharp((await fetchMedia(photo.thumb.url)).bytes).metadata();
      expect([thumb.width, thumb.height]).toEqual([128, 128]);
    });
  }

  it('replaces the previous photo and deletes its images', async () => {
    const first = await update(token, [
      ['full_name', 'Siti'],
      ['photo', { bytes: await image('png', 300, 300), filename: 'a.png', type: 'image/png' }],
    ]);
    const old = first.json().data.photo;
    const second = await update(token, [
      ['full_name', 'Siti'],
      ['photo', { bytes: await image('jpeg', 300, 300), filename: 'b.jpg', type: 'image/jpeg' }],
    ]);
    expect(second.json().data.photo.url).not.toBe(old.url);
    expect((await ctx.app.inject({ url: old.url, headers: { host: HOST_A } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: old.thumb.url, headers: { host: HOST_A } })).statusCode).toBe(404);
    // A small image is not enlarged.
    const meta = await sharp((await fetchMedia(second.json().data.photo.url)).bytes).metadata();
    expect(meta.width).toBe(300);
  });

  it('keeps the photo when the form sends an empty file input', async () => {
    const before = (await ctx.app.inject({ url: '/api/v1/users/edit', headers: bearer(token) })).json().data
      .photo;
    const res = await update(token, [
      ['full_name', 'Siti'],
      ['photo', { bytes: Buffer.alloc(0), filename: '', type: 'application/octet-stream' }],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photo).toEqual(before);
  });

  it('answers 400 naming photo for a text file renamed to .png, an SVG or an empty named file', async () => {
    const fakes: Part[] = [
      {
        bytes: Buffer.from('hello, I am not an image\n'.repeat(20)),
        filename: 'photo.png',
        type: 'image/png',
      },
      {
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        filename: 'photo.svg',
        type: 'image/svg+xml',
      },
      { bytes: Buffer.alloc(0), filename: 'empty.jpg', type: 'image/jpeg' },
      { bytes: (await image('png')).subarray(0, 200), filename: 'cut.png', type: 'image/png' },
    ];
    for (const fake of fakes) {
      const res = await update(token, [
        ['full_name', 'Siti'],
        ['photo', fake],
      ]);
      expect(res.statusCode, typeof fake === 'string' ? fake : fake.filename).toBe(400);
      expect(res.json().error.fields).toHaveProperty('photo');
    }
  });

  it('answers 400 naming photo for an image with too many pixels', async () => {
    const res = await update(token, [
      ['full_name', 'Siti'],
      ['photo', { bytes: hugePngHeader(), filename: 'bomb.png', type: 'image/png' }],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('photo');
  });

  it('answers 413 naming photo for a file over 5 MB', async () => {
    const bytes = Buffer.concat([await image('png', 64, 64), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await update(token, [
      ['full_name', 'Siti'],
      ['photo', { bytes, filename: 'big.png', type: 'image/png' }],
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, error: { fields: { photo: expect.any(String) } } });
  });

  it('answers 400 for two files or a file under another name', async () => {
    const png = { bytes: await image('png', 50, 50), filename: 'a.png', type: 'image/png' };
    const two = await update(token, [
      ['full_name', 'Siti'],
      ['photo', png],
      ['photo', png],
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error.fields).toHaveProperty('photo');
    const other = await update(token, [
      ['full_name', 'Siti'],
      ['avatar', png],
    ]);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toHaveProperty('avatar');
  });

  it('answers 400 naming the field for bad values, never 500', async () => {
    const cases: [string, string][] = [
      ['website_url', 'javascript:alert(1)'],
      ['blog_url', 'not a url'],
      ['linkedin_url', 'data:text/html,hi'],
      ['date_of_birth', '1990-13-01'],
      ['gender', 'other'],
      ['phone_number', '+62 812'],
      ['postal_code', '<script>'],
      ['city', 'Ja\u0000karta'],
      ['bio', 'x'.repeat(2001)],
    ];
    for (const [field, value] of cases) {
      const res = await update(token, [
        ['full_name', 'Siti'],
        [field, value],
      ]);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields, field).toHaveProperty(field);
    }
    const noName = await update(token, [['job', 'x']]);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toHaveProperty('full_name');
  });

  it('answers 401 without a valid token, before reading the upload', async () => {
    const res = await update(null, [['full_name', 'Nobody']]);
    expect(res.statusCode).toBe(401);
    const bad = await update('A'.repeat(43), [['full_name', 'Nobody']]);
    expect(bad.statusCode).toBe(401);
  });
});
