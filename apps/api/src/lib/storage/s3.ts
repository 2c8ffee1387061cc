import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { FileStorage } from './index.ts';
import { FileNotFoundError, checkKey } from './keys.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …); unset: AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the SDK's default credential chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  status(error) === 404 || ['NotFound', 'NoSuchKey'].includes((error as Error).name);

/**
 * Objects in one bucket, the key as given. The SDK is loaded at the first use: a deployment on
 * local disk never pays for it (it is also left out of the bundle, build.mjs).
 */
export function s3Storage(options: S3Options): FileStorage {
  let sdk: Promise<{ client: S3.S3Client; s3: typeof S3 }> | undefined;
  const load = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: options.region,
        forcePathStyle: options.forcePathStyle ?? false,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
        // Checksums only where S3 requires them: many S3-compatible servers do not know the
        // newer flexible-checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { client, s3 } = await load();
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async putFile(key, path, contentType) {
      const { client, s3 } = await load();
      // One PUT takes up to 5 GB, above the studio's 4 GiB limit; the body is streamed from disk.
      const { size } = await stat(path);
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: createReadStream(path),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },
    async stat(key) {
      const { client, s3 } = await load();
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const { client, s3 } = await load();
      try {
        const object = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: checkKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // In Node the body is the HTTP response itself: streamed, never buffered.
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },
  };
}
