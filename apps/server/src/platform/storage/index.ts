/** Media storage: one interface; the local disk (DATA_DIR/media) is the implementation today. */
export type { ByteRange, Storage } from './storage';
export { StorageNotFoundError } from './storage';
