import type { Config } from '#server/config';
import { LocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3-storage.js';

/** The storage the configuration names: the bucket of STORAGE_URL, else DATA_DIR/uploads. */
export function storageFromConfig(config: Pick<Config, 'storage' | 'uploadsDir'>): ObjectStorage {
  const { storage } = config;
  if (storage.kind === 'local') return new LocalStorage(config.uploadsDir);
  return new S3Storage({
    bucket: storage.bucket,
    prefix: storage.prefix,
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
  });
}
