import type { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP Range uses it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live. Keys are made by the server (never from a client) and are opaque to
 * callers. The local disk and an S3-compatible bucket implement it (createStorage chooses by STORAGE_DRIVER).
 */
/** Keys are server-made: a few path segments of safe characters, never `..` (every driver checks this one rule). */
const KEY_RE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,3}$/;

/** Whether `key` is one the app makes (and so may read, write or list). */
export const isStorageKey = (key: string) => KEY_RE.test(key) && !key.split('/').some((s) => s === '.' || s === '..');

export interface Storage {
  /** Writes the whole stream under `key`; returns the number of bytes stored. A failed write leaves nothing behind. */
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** The stored bytes (or an inclusive range of them). Rejects with StorageNotFoundError when missing. */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Size of the stored object, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /**
   * Where the object can be read as a local file, when the store keeps it on this machine (ffmpeg
   * reads files); stores without local files leave it out and callers copy the object to a
   * temporary file instead (withLocalFile in platform/video/local-file.ts).
   */
  localPath?(key: string): string;
  /** Removes leftovers of writes a crash interrupted, untouched for `olderThanMs`; returns how many. */
  sweepTemporary(olderThanMs: number): Promise<number>;
  /** Every stored key, in no particular order (backups); leftovers of interrupted writes are not listed. */
  keys(prefix?: string): AsyncIterable<string>;
  /** Resolves when the store can be read and written now (/api/ready); rejects otherwise. */
  ping(): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StorageNotFoundError';
  }
}
