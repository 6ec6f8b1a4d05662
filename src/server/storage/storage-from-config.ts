import type { Config } from '#server/config';
import { LocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';

/**
 * The storage the configuration names: the bucket of STORAGE_URL, else DATA_DIR/uploads. The S3
 * client is loaded only for a bucket: it is about 6 MB of heap a server on local files never uses.
 */
export async function storageFromConfig(config: Pick<Config, 'storage' | 'uploadsDir'>): Promise<ObjectStorage> {
  const { storage } = config;
  if (storage.kind === 'local') return new LocalStorage(config.uploadsDir);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage({
    bucket: storage.bucket,
    prefix: storage.prefix,
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
  });
}
