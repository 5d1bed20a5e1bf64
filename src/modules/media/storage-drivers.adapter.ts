import type { S3StorageSettings } from './s3-storage.adapter';
import { createLocalStorage, type FileStorage } from './storage.adapter';

/** STORAGE_DRIVER and its settings (src/server/config.ts reads them from the environment). */
export type StorageSettings =
  { driver: 'local'; storageDir: string } | ({ driver: 's3' } & S3StorageSettings);

/** The storage the settings name; the S3 client is loaded only when it is used. */
export async function createStorage(settings: StorageSettings): Promise<FileStorage> {
  if (settings.driver === 'local') return createLocalStorage(settings.storageDir);
  const { createS3Storage } = await import('./s3-storage.adapter');
  return createS3Storage(settings);
}
