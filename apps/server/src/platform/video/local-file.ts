import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../storage';

/**
 * Runs `fn` with a local file holding the object under `key`: the file itself when the store keeps
 * it on this machine, else a copy in `tempDir` (removed by the caller with the directory).
 */
export async function withLocalFile<T>(storage: Storage, key: string, tempDir: string, fn: (file: string) => Promise<T>): Promise<T> {
  if (storage.localPath) return fn(storage.localPath(key));
  const copy = path.join(tempDir, `source${path.extname(key)}`);
  await pipeline(await storage.stream(key), fs.createWriteStream(copy));
  try {
    return await fn(copy);
  } finally {
    await fsp.rm(copy, { force: true });
  }
}
