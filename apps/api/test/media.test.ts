import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMedia } from '../src/lib/media.ts';
import { createTestApp, HOST_A, HOST_B, publicHeaders, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function logoPath(host: string) {
  const res = await ctx.app.inject({ url: '/api/general/get-company-logo', headers: publicHeaders(host) });
  return res.json().data.file_path_logo as string;
}

describe('GET /media/:id', () => {
  it('serves a stored image with its content type and an immutable cache', async () => {
    const res = await ctx.app.inject({ url: await logoPath(HOST_A) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('Cendekia');
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('serves the bytes exactly as stored, whatever their type', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);
    const id = await storeMedia(ctx.database.db, { tenantId: null, contentType: 'image/png', bytes });
    const res = await ctx.app.inject({ url: `/media/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const url = await logoPath(HOST_B);
    const first = await ctx.app.inject({ url });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers each tenant’s own logo', async () => {
    const a = await ctx.app.inject({ url: await logoPath(HOST_A) });
    const b = await ctx.app.inject({ url: await logoPath(HOST_B) });
    expect(b.body).toContain('Acme');
    expect(a.body).not.toBe(b.body);
  });

  it('answers 404 in the envelope for an unknown id', async () => {
    const res = await ctx.app.inject({ url: `/media/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'Image not found', error: { code: 'not_found' } });
  });

  it('answers 400 naming id for a malformed id', async () => {
    for (const id of ['abc', '1234', `${randomUUID()}x`, '..%2F..%2Fetc%2Fpasswd']) {
      const res = await ctx.app.inject({ url: `/media/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        error: { code: 'validation', fields: { id: expect.any(String) } },
      });
    }
  });
});
