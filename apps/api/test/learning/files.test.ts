import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMedia, type DemoMediaFile } from '../../src/lib/storage/bundled.ts';
import { signFileLink } from '../../src/modules/learning/files/links.ts';
import { createTestApp, HOST_A, HOST_B, HOST_SUSPENDED, type TestContext } from '../helper.ts';

/** A demo file as seeded for a tenant: its stored_files id and the committed bytes. */
interface Seeded {
  id: string;
  file: DemoMediaFile;
  bytes: Buffer;
}

let ctx: TestContext;
let tenantA: number;
let tenantB: number;
const seeded: Record<string, Seeded> = {};

const query = <T>(text: string, params: unknown[] = []) => ctx.database.sql.query<T>(text, params);

async function seededFile(tenantId: number, kind: string, language?: string): Promise<Seeded> {
  const { dir, files } = demoMedia();
  const candidates = files.filter((f) => f.kind === kind && (!language || f.language === language));
  const [row] = await query<{ id: string; storage_key: string }>(
    `SELECT id, storage_key FROM stored_files WHERE tenant_id = $1 AND storage_key = ANY($2) ORDER BY storage_key LIMIT 1`,
    [tenantId, candidates.map((f) => f.key)],
  );
  const file = candidates.find((f) => f.key === row!.storage_key)!;
  return { id: row!.id, file, bytes: readFileSync(join(dir, file.name)) };
}

const link = (
  fileId: string,
  options: { tenantId?: number; userId?: number | null; ttlSeconds?: number; now?: number } = {},
) =>
  signFileLink({
    secret: ctx.env.FILE_LINK_SECRET,
    tenantId: options.tenantId ?? tenantA,
    userId: options.userId === undefined ? 1 : options.userId,
    fileId,
    ...(options.ttlSeconds !== undefined ? { ttlSeconds: options.ttlSeconds } : {}),
    ...(options.now !== undefined ? { now: options.now } : {}),
  });

const get = (url: string, headers: Record<string, string> = {}, host = HOST_A) =>
  ctx.app.inject({ method: 'GET', url, headers: { host, ...headers } });

beforeAll(async () => {
  ctx = await createTestApp();
  const tenants = await query<{ id: number; slug: string }>(`SELECT id, slug FROM tenants`);
  tenantA = tenants.find((t) => t.slug === 'cendekia')!.id;
  tenantB = tenants.find((t) => t.slug === 'acme')!.id;
  seeded.video = await seededFile(tenantA, 'video');
  seeded.captions = await seededFile(tenantA, 'captions', 'id');
  seeded.pdf = await seededFile(tenantA, 'worksheet', 'id');
  seeded.videoB = await seededFile(tenantB, 'video');
});
afterAll(() => ctx?.close());

describe('demo media seed', () => {
  it('gives every video lesson a clip with captions in two languages, every PDF lesson a worksheet in its language', async () => {
    const [counts] = await query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE l.type = 'video' AND l.file_id IS NULL)::int AS videos_without,
              count(*) FILTER (WHERE l.type = 'pdf' AND l.file_id IS NULL)::int AS pdfs_without,
              count(*) FILTER (WHERE l.type = 'video'
                AND (SELECT count(*) FROM lesson_captions lc WHERE lc.lesson_id = l.id) <> 2)::int AS captions_missing,
              count(*) FILTER (WHERE f.tenant_id <> c.tenant_id)::int AS other_tenant,
              count(*) FILTER (WHERE l.type = 'video' AND (f.content_type <> 'video/mp4' OR f.duration_ms IS NULL))::int AS bad_video,
              count(*) FILTER (WHERE l.type = 'pdf' AND f.content_type <> 'application/pdf')::int AS bad_pdf
         FROM lessons l JOIN courses c ON c.id = l.course_id LEFT JOIN stored_files f ON f.id = l.file_id`,
    );
    expect(counts).toEqual({
      videos_without: 0,
      pdfs_without: 0,
      captions_missing: 0,
      other_tenant: 0,
      bad_video: 0,
      bad_pdf: 0,
    });
    const labels = await query<{ language: string; label: string }>(
      `SELECT DISTINCT language, label FROM lesson_captions ORDER BY language`,
    );
    expect(labels).toEqual([
      { language: 'en', label: 'English' },
      { language: 'id', label: 'Bahasa Indonesia' },
      { language: 'ms', label: 'Bahasa Melayu' },
    ]);
    const clips = await query<{ n: number }>(
      `SELECT count(DISTINCT l.file_id)::int AS n FROM lessons l JOIN courses c ON c.id = l.course_id
        WHERE c.tenant_id = $1 AND l.type = 'video'`,
      [tenantA],
    );
    expect(clips[0]!.n).toBe(4);
    const wrongLanguage = await query(
      `SELECT 1 FROM lessons l JOIN courses c ON c.id = l.course_id JOIN stored_files f ON f.id = l.file_id
        WHERE l.type = 'pdf' AND f.storage_key <> ALL($1) AND c.language = 'id'`,
      [
        demoMedia()
          .files.filter((f) => f.kind === 'worksheet' && f.language === 'id')
          .map((f) => f.key),
      ],
    );
    expect(wrongLanguage).toEqual([]);
  });
});

describe('GET /api/files/:token', () => {
  it('serves the whole video with its type, length, ETag, caching and safety headers', async () => {
    const { id, file, bytes } = seeded.video!;
    const res = await get(link(id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(file.byte_size));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBe(`"${file.sha256}"`);
    // Cacheable by the learner's browser until the link expires (4 hours), by nobody else.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(4 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(4 * 3600);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers bytes=a-b with 206 and exactly those bytes', async () => {
    const { id, file, bytes } = seeded.video!;
    const res = await get(link(id), { range: 'bytes=1000-66535' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-66535/${file.byte_size}`);
    expect(res.headers['content-length']).toBe('65536');
    expect(res.rawPayload.equals(bytes.subarray(1000, 66536))).toBe(true);
  });

  it('answers bytes=a- with the rest of the file, and an end past the file up to its last byte', async () => {
    const { id, file, bytes } = seeded.video!;
    const from = file.byte_size - 12_345;
    const open = await get(link(id), { range: `bytes=${from}-` });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes ${from}-${file.byte_size - 1}/${file.byte_size}`);
    expect(open.rawPayload.equals(bytes.subarray(from))).toBe(true);
    const past = await get(link(id), { range: `bytes=${from}-${file.byte_size + 10_000}` });
    expect(past.statusCode).toBe(206);
    expect(past.rawPayload.equals(bytes.subarray(from))).toBe(true);
  });

  it('answers a suffix range bytes=-n with the last n bytes (the whole file when n is larger)', async () => {
    const { id, file, bytes } = seeded.video!;
    const res = await get(link(id), { range: 'bytes=-500' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(
      `bytes ${file.byte_size - 500}-${file.byte_size - 1}/${file.byte_size}`,
    );
    expect(res.rawPayload.equals(bytes.subarray(-500))).toBe(true);
    const all = await get(link(id), { range: `bytes=-${file.byte_size * 2}` });
    expect(all.statusCode).toBe(206);
    expect(all.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 416 with Content-Range bytes */size for a range it cannot satisfy', async () => {
    const { id, file } = seeded.video!;
    for (const range of [
      `bytes=${file.byte_size}-`,
      `bytes=${file.byte_size + 5}-${file.byte_size + 9}`,
      'bytes=-0',
    ]) {
      const res = await get(link(id), { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${file.byte_size}`);
      expect(res.json()).toMatchObject({ status: 416, error: { code: 'range_not_satisfiable' } });
    }
  });

  it('answers the whole file for several ranges, another unit or a malformed range', async () => {
    const { id, bytes } = seeded.video!;
    for (const range of ['bytes=0-1,5-9', 'items=0-10', 'bytes=9-3', 'bytes=x-y']) {
      const res = await get(link(id), { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers 304 to a client that already holds this ETag, and honours If-Range', async () => {
    const { id, file, bytes } = seeded.video!;
    const etag = `"${file.sha256}"`;
    const fresh = await get(link(id), { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.rawPayload.length).toBe(0);
    expect(fresh.headers.etag).toBe(etag);
    expect((await get(link(id), { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    const same = await get(link(id), { range: 'bytes=0-9', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    const changed = await get(link(id), { range: 'bytes=0-9', 'if-range': '"an-older-version"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves captions as UTF-8 WebVTT and PDFs inline with a file name, viewable (no sandbox)', async () => {
    const vtt = await get(link(seeded.captions!.id));
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.payload).toBe(seeded.captions!.bytes.toString('utf8'));
    expect(vtt.payload.startsWith('WEBVTT')).toBe(true);

    const pdf = await get(link(seeded.pdf!.id), { 'accept-encoding': 'gzip' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="[a-z0-9-]+\.pdf"$/);
    expect(pdf.headers['content-security-policy']).not.toMatch(/sandbox/);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.equals(seeded.pdf!.bytes)).toBe(true);
  });

  it('serves a preview link that names no user', async () => {
    const res = await get(link(seeded.captions!.id, { userId: null }), { range: 'bytes=0-5' });
    expect(res.statusCode).toBe(206);
    expect(res.payload).toBe('WEBVTT');
  });

  it('refuses a forged or altered link with 403', async () => {
    const path = link(seeded.video!.id);
    const token = path.slice('/api/files/'.length);
    const altered = `/api/files/${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    const forged = signFileLink({
      secret: 'not-the-server-secret-0123456789abc',
      tenantId: tenantA,
      userId: 1,
      fileId: seeded.video!.id,
    });
    for (const url of [altered, forged, '/api/files/not-a-token', `/api/files/${'A'.repeat(83)}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, error: { code: 'forbidden' } });
    }
    expect((await get(`/api/files/${'A'.repeat(500)}`)).statusCode).toBeLessThan(500);
  });

  it('answers an expired link with 410, so the player fetches the lesson again', async () => {
    const res = await get(link(seeded.video!.id, { ttlSeconds: 60, now: Date.now() - 61_000 }));
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ status: 410, error: { code: 'link_expired' } });
  });

  it('answers 404 to a link used on another tenant’s host, or naming another tenant’s file', async () => {
    // Tenant A's link on tenant B's host.
    expect((await get(link(seeded.video!.id), {}, HOST_B)).statusCode).toBe(404);
    // A link signed for tenant B naming tenant A's file, on B's host.
    expect((await get(link(seeded.video!.id, { tenantId: tenantB }), {}, HOST_B)).statusCode).toBe(404);
    // Tenant B's own file on B's host works.
    expect(
      (await get(link(seeded.videoB!.id, { tenantId: tenantB }), { range: 'bytes=0-3' }, HOST_B)).statusCode,
    ).toBe(206);
    // An unknown file, an unknown host, a suspended tenant.
    expect((await get(link(randomUUID()))).statusCode).toBe(404);
    expect((await get(link(seeded.video!.id), {}, 'nowhere.localhost')).statusCode).toBe(404);
    expect((await get(link(seeded.video!.id), {}, HOST_SUSPENDED)).statusCode).toBe(409);
  });

  it('answers 404, not 500, for a file whose bytes are missing from storage', async () => {
    const id = randomUUID();
    await query(
      `INSERT INTO stored_files (id, tenant_id, storage_key, content_type, byte_size, sha256)
       VALUES ($1, $2, 'ff/missing.mp4', 'video/mp4', 10, $3)`,
      [id, tenantA, 'f'.repeat(64)],
    );
    expect((await get(link(id))).statusCode).toBe(404);
  });
});

describe('HEAD /api/files/:token', () => {
  it('answers the headers of GET, ranges included, without a body', async () => {
    const { id, file } = seeded.video!;
    const whole = await ctx.app.inject({ method: 'HEAD', url: link(id), headers: { host: HOST_A } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(file.byte_size));
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(0);
    const part = await ctx.app.inject({
      method: 'HEAD',
      url: link(id),
      headers: { host: HOST_A, range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${file.byte_size}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.length).toBe(0);
  });
});

describe('GET /api/files/:token with S3 storage', () => {
  let s3: TestContext;
  let server: S3rver;
  const dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'lessons' }],
    });
    const { port } = await server.run();
    s3 = await createTestApp({
      env: {
        S3_BUCKET: 'lessons',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
        // s3rver's fixed test keys.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
  });
  afterAll(async () => {
    await s3?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('streams a file uploaded to the bucket, whole and by range', async () => {
    expect(s3.app.storage.kind).toBe('s3');
    const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 31) & 0xff));
    const key = 'uploads/lesson-video-test.mp4';
    await s3.app.storage.put(key, bytes, 'video/mp4');
    const [tenant] = await s3.database.sql.query<{ id: number }>(
      `SELECT id FROM tenants WHERE slug = 'cendekia'`,
    );
    const id = randomUUID();
    await s3.database.sql.query(
      `INSERT INTO stored_files (id, tenant_id, storage_key, content_type, byte_size, sha256, duration_ms)
       VALUES ($1, $2, $3, 'video/mp4', $4, $5, 1000)`,
      [id, tenant!.id, key, bytes.length, 'a'.repeat(64)],
    );
    const url = signFileLink({
      secret: s3.env.FILE_LINK_SECRET,
      tenantId: tenant!.id,
      userId: 1,
      fileId: id,
    });
    const whole = await s3.app.inject({ method: 'GET', url, headers: { host: HOST_A } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await s3.app.inject({
      method: 'GET',
      url,
      headers: { host: HOST_A, range: 'bytes=150000-' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 150000-199999/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(150_000))).toBe(true);
  });
});
