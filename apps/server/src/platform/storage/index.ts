/** Media storage: one interface; the local disk (DATA_DIR/media) or an S3-compatible bucket (STORAGE_DRIVER=s3). */
import path from 'node:path';
import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export type { ByteRange, Storage } from './storage';
export { StorageNotFoundError } from './storage';

/** The one place the driver is chosen. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  return config.storage.driver === 's3' ? new S3Storage(config.storage.s3) : new LocalDiskStorage(path.join(config.dataDir, 'media'));
}
