import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../../src/modules/media/s3-storage.adapter';

/**
 * A real S3-compatible server (s3rver) on a free port of this machine, its data in a temporary
 * folder, with one empty bucket; `close()` stops it and removes the folder.
 */
export async function startS3(bucket = 'shop-test'): Promise<{
  settings: S3StorageSettings;
  close(): Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
