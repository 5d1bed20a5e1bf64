import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOfKey } from './file-types.rules';
import {
  safeRelativePath,
  TEMPORARY_SUFFIX,
  type FileStorage,
  type StoredFileInfo,
} from './storage.adapter';

/** The S3_* settings (src/server/config.ts validates them at start). */
export interface S3StorageSettings {
  bucket: string;
  /** `https://s3.fr-par.scw.cloud`, `http://127.0.0.1:9000`…; absent = AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path, not the host name: MinIO, Garage, s3rver and most S3 clones. */
  forcePathStyle: boolean;
  /** Prepended to every key (`shop/`), so one bucket can hold several shops; default none. */
  prefix?: string;
}

/**
 * S3-compatible object storage: every app process reading and writing the same bucket sees
 * the same files. A key is the same relative path as on disk, under the optional prefix; the
 * object's `Content-Type` is the key's (as on disk). PutObject is atomic (a reader gets the old
 * object, the new one or nothing, never half of one).
 */
export function createS3Storage(settings: S3StorageSettings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where the API demands them: the default (CRC32 trailers in aws-chunked
    // bodies) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const prefix = settings.prefix ? safeRelativePath(settings.prefix) + '/' : '';
  const objectKey = (key: string) => {
    const relative = safeRelativePath(key);
    return relative.endsWith(TEMPORARY_SUFFIX) ? null : prefix + relative;
  };

  async function info(key: string): Promise<StoredFileInfo | null> {
    const Key = objectKey(key);
    if (!Key) return null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return {
        contentType: contentTypeOfKey(key),
        size: head.ContentLength ?? 0,
        lastModified: head.LastModified ?? new Date(0),
        etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function get(key: string) {
    const Key = objectKey(key);
    if (!Key) return null;
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    driver: 's3',
    async put(key, data) {
      const Key = objectKey(key);
      if (!Key) throw new Error(`Invalid storage path: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: data,
          ContentLength: data.byteLength,
          ContentType: contentTypeOfKey(key),
        }),
      );
    },
    async read(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return {
        contentType: contentTypeOfKey(key),
        size: object.ContentLength ?? 0,
        lastModified: object.LastModified ?? new Date(0),
        etag: object.ETag ?? `"${object.ContentLength ?? 0}"`,
        body: object.Body as Readable,
      };
    },
    async readBuffer(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    info,
    async exists(key) {
      return (await info(key)) !== null;
    },
    async delete(key) {
      const Key = objectKey(key);
      if (!Key) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
}
