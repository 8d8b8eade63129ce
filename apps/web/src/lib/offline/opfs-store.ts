import type { ChunkStore, DownloadRecord, RecordStore } from './download-queue';
import { done, inStore } from './db';

/**
 * The parts that make one file, by their names (the byte offset each starts at): from 0, each
 * starting where the one before ends. Anything after a gap or an overlap (two tabs, an interrupted
 * write) is not part of the file.
 */
export function contiguousParts<T extends { size: number }>(parts: ReadonlyArray<[string, T]>): T[] {
  const sorted = parts
    .filter(([name, f]) => /^\d+$/.test(name) && f.size > 0)
    .map(([name, f]) => [Number(name), f] as const)
    .sort((a, b) => a[0] - b[0]);
  const out: T[] = [];
  let at = 0;
  for (const [start, f] of sorted) {
    if (start !== at) break;
    out.push(f);
    at += f.size;
  }
  return out;
}

/**
 * Downloads in the Origin Private File System: `downloads/<userId>/<lectureId>/<offset>`, each part
 * named by the byte offset it starts at (zero-padded). Each part is written whole and closed
 * (committed) before the next, so a closed tab or a dropped connection loses at most the part being
 * written; the stored size is that of the contiguous parts from 0 (contiguousParts). Read back as
 * one Blob of the parts' Files, which the browser reads from disk as the video plays.
 */
export function opfsStore(): ChunkStore {
  const dir = async (key: string, create: boolean) => {
    let d = await navigator.storage.getDirectory();
    for (const name of ['downloads', ...key.split('/')]) d = await d.getDirectoryHandle(name, { create });
    return d;
  };
  const parts = async (key: string): Promise<File[]> => {
    let d: FileSystemDirectoryHandle;
    try {
      d = await dir(key, false);
    } catch {
      return [];
    }
    const files: Array<[string, File]> = [];
    for await (const [name, handle] of (d as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
      if (handle.kind === 'file') files.push([name, await (handle as FileSystemFileHandle).getFile()]);
    }
    return contiguousParts(files);
  };
  return {
    size: async (key) => (await parts(key)).reduce((n, f) => n + f.size, 0),
    async append(key, offset, bytes) {
      const d = await dir(key, true);
      const handle = await d.getFileHandle(String(offset).padStart(12, '0'), { create: true });
      const w = await handle.createWritable();
      await w.write(bytes as unknown as ArrayBuffer);
      await w.close();
    },
    read: async (key, type) => new Blob(await parts(key), { type }),
    async remove(key) {
      const [userId, lectureId] = key.split('/');
      try {
        const d = await dir(userId!, false);
        await d.removeEntry(lectureId!, { recursive: true });
      } catch {
        // Nothing stored.
      }
    },
  };
}

/** Removes every download of the account from the disk (logging out and choosing to remove them). */
export async function removeAccountFiles(userId: string) {
  try {
    const root = await navigator.storage.getDirectory();
    const d = await root.getDirectoryHandle('downloads');
    await d.removeEntry(userId, { recursive: true });
  } catch {
    // Nothing stored.
  }
}

/** The list of downloads in IndexedDB (lib/offline/db.ts). */
export const idbRecords: RecordStore = {
  list: (userId) => inStore('downloads', 'readonly', (s) => done(s.index('userId').getAll(userId) as IDBRequest<DownloadRecord[]>)),
  put: (record) => inStore('downloads', 'readwrite', (s) => done(s.put(record)).then(() => undefined)),
  remove: (userId, lectureId) => inStore('downloads', 'readwrite', (s) => done(s.delete([userId, lectureId]))),
};
