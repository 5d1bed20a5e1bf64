/** STORAGE_DRIVER and the S3_* settings, validated at start (decision 039). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const s3 = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'shop-files',
  S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
  S3_REGION: 'fr-par',
  S3_ACCESS_KEY_ID: 'AKIA',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage settings', () => {
  it('keeps files in DATA_DIR/storage by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/shop' });
    expect(config.storage).toEqual({ driver: 'local', storageDir: '/srv/shop/storage' });
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({ ...s3, S3_FORCE_PATH_STYLE: '1', S3_PREFIX: 'shop-a' });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'shop-files',
      endpoint: 'https://s3.fr-par.scw.cloud',
      region: 'fr-par',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'shop-a',
    });
    // AWS itself: no endpoint, virtual-host style.
    const aws = loadConfig({ ...s3, S3_ENDPOINT: '' });
    expect(aws.storage).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, /STORAGE_DRIVER: STORAGE_DRIVER must be local or s3/],
    [{ ...s3, S3_BUCKET: '' }, /S3_BUCKET: S3_BUCKET is required when STORAGE_DRIVER=s3/],
    [
      { STORAGE_DRIVER: 's3' },
      /S3_BUCKET is required[\s\S]*S3_REGION is required[\s\S]*S3_ACCESS_KEY_ID is required[\s\S]*S3_SECRET_ACCESS_KEY is required/,
    ],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be 0, 1, true or false/],
    [{ ...s3, S3_PREFIX: 'a/b' }, /S3_PREFIX must be letters, digits/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('asks nothing of S3 when the driver is local', () => {
    expect(() => loadConfig({ S3_BUCKET: '' })).not.toThrow();
  });
});
