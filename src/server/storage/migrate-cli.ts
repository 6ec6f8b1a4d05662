import { ConfigError, loadConfig } from '#server/config';
import { LocalStorage } from './local-storage.js';
import { migrateUploads } from './migrate-uploads.js';
import { StorageUnavailableError } from './object-storage.js';
import { createProgressBar } from './progress-line.js';
import { storageFromConfig } from './storage-from-config.js';

/**
 * `npm run storage:migrate`: copies the upload files of DATA_DIR/uploads to the bucket of
 * STORAGE_URL, so an agency moves to object storage without uploading its pictures again.
 * Safe to run while the servers run, and again after an interruption: files already in the
 * bucket are skipped. Ends with the counts; exit code 1 when a file could not be copied.
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env, undefined, 'cli');
  if (config.storage.kind !== 's3') {
    throw new ConfigError('storage:migrate copies DATA_DIR/uploads to a bucket: set STORAGE_URL (s3://bucket/prefix)');
  }
  const source = new LocalStorage(config.uploadsDir);
  const target = await storageFromConfig(config);
  process.stdout.write(`Copying ${source.location} to ${target.location}\n`);
  const bar = createProgressBar(process.stderr);
  const failures: string[] = [];
  try {
    const counts = await migrateUploads({
      source,
      target,
      onProgress: (progress) => bar.update(progress),
      onFailure: (name, error) => {
        const why =
          error instanceof StorageUnavailableError && error.cause instanceof Error ? error.cause.message : error;
        failures.push(`${name}: ${why instanceof Error ? why.message : String(why)}`);
      },
    });
    bar.end();
    for (const failure of failures.slice(0, 20)) process.stderr.write(`Failed ${failure}\n`);
    if (failures.length > 20) process.stderr.write(`…and ${failures.length - 20} more\n`);
    process.stdout.write(
      `${counts.total} files: ${counts.copied} copied, ${counts.skipped} skipped (already in the bucket), ${counts.failed} failed\n`,
    );
    return counts.failed > 0 ? 1 : 0;
  } finally {
    target.destroy?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof ConfigError || error instanceof StorageUnavailableError
        ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
        : error instanceof Error
          ? error.stack
          : String(error);
    process.stderr.write(`Copying the uploads failed: ${message}\n`);
    process.exit(1);
  },
);
