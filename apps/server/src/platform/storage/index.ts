import path from 'node:path';
import type { AppContext } from '../../context';
import { LocalDiskStorage } from './local-disk';
import type { Storage } from './storage';

export type { ByteRange, Storage } from './storage';
export { StorageNotFoundError } from './storage';

const byContext = new WeakMap<AppContext, Storage>();

/**
 * The app's media storage: the local disk under DATA_DIR/media. One instance per app context.
 * (When an object store is added, this is the one place that chooses it from the config.)
 */
export function storageFor(ctx: AppContext): Storage {
  let storage = byContext.get(ctx);
  if (!storage) {
    storage = new LocalDiskStorage(path.join(ctx.config.dataDir, 'media'));
    byContext.set(ctx, storage);
  }
  return storage;
}
