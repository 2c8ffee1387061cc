import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMedia } from './bundled.ts';
import { FileNotFoundError, InvalidKeyError, contentKey, createStorage, type FileStorage } from './index.ts';

const bytesOf = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
/** 300 KB of distinct bytes, so a range read from the wrong place cannot pass. */
const body = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7 + (i >> 8)) & 0xff));
const key = contentKey(createHash('sha256').update(body).digest('hex'), 'bin');

/** What every backend must do, whatever it keeps the bytes in. */
function behavesAsStorage(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('stores bytes and reads them back whole, by range and by stat', async () => {
      const storage = make();
      expect(await storage.stat(key)).toBeNull();
      await storage.put(key, body, 'application/octet-stream');
      expect(await storage.stat(key)).toEqual({ size: body.length });
      expect((await bytesOf(await storage.read(key))).equals(body)).toBe(true);
      const part = await bytesOf(await storage.read(key, { start: 1000, end: 70_999 }));
      expect(part.equals(body.subarray(1000, 71_000))).toBe(true);
      const last = await bytesOf(await storage.read(key, { start: body.length - 1, end: body.length - 1 }));
      expect([...last]).toEqual([body.at(-1)]);
    });

    it('says a key that is not stored is missing', async () => {
      const storage = make();
      expect(await storage.stat('zz/nothing-here.mp4')).toBeNull();
      await expect(storage.read('zz/nothing-here.mp4')).rejects.toBeInstanceOf(FileNotFoundError);
    });

    it('refuses keys that could leave its folder or bucket prefix', async () => {
      const storage = make();
      for (const bad of [
        '../escape.mp4',
        'a/../../etc/passwd',
        '/etc/passwd',
        'a//b',
        './a',
        'A/B',
        'a\\..\\b',
        '',
      ]) {
        await expect(storage.put(bad, body, 'text/plain'), bad).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.stat(bad), bad).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.read(bad), bad).rejects.toBeInstanceOf(InvalidKeyError);
      }
    });

    it('answers the committed demo media by their content keys', async () => {
      const storage = make();
      const { dir, files } = demoMedia();
      const vtt = files.find((f) => f.kind === 'captions')!;
      expect(await storage.stat(vtt.key)).toEqual({ size: vtt.byte_size });
      expect(await text(await storage.read(vtt.key))).toBe(readFileSync(join(dir, vtt.name), 'utf8'));
      const clip = files.find((f) => f.kind === 'video')!;
      const head = await bytesOf(await storage.read(clip.key, { start: 4, end: 7 }));
      expect(head.toString('latin1')).toBe('ftyp');
    });
  });
}

describe('createStorage', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  behavesAsStorage('local disk (DATA_DIR/files)', () => createStorage({ dataDir: tempDir() }));
  behavesAsStorage('memory (PGlite memory://)', () => createStorage({ dataDir: 'memory://' }));

  it('keeps files on disk under DATA_DIR/files/<key>', async () => {
    const dataDir = tempDir();
    const storage = createStorage({ dataDir });
    expect(storage.kind).toBe('local');
    await storage.put(key, body, 'application/octet-stream');
    expect(readFileSync(join(dataDir, 'files', key)).equals(body)).toBe(true);
    // Another process on the same folder sees it.
    expect(await createStorage({ dataDir }).stat(key)).toEqual({ size: body.length });
  });

  describe('S3 (against s3rver, a local S3-compatible server)', () => {
    let server: S3rver;
    let endpoint = '';
    const s3Dir = tempDir();
    beforeAll(async () => {
      server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: 'lesson-files' }],
      });
      const { port } = await server.run();
      endpoint = `http://127.0.0.1:${port}`;
    });
    afterAll(() => server?.close());

    // s3rver's fixed test keys.
    const make = () =>
      createStorage({
        dataDir: 'memory://',
        s3: {
          bucket: 'lesson-files',
          region: 'us-east-1',
          endpoint,
          forcePathStyle: true,
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
        },
      });
    behavesAsStorage('S3', make);

    it('is of kind s3 and keeps objects in the bucket, not in memory', async () => {
      const storage = make();
      expect(storage.kind).toBe('s3');
      await storage.put(key, body, 'application/octet-stream');
      expect(await make().stat(key)).toEqual({ size: body.length });
    });
  });
});
