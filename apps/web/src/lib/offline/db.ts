/**
 * The offline store: one IndexedDB database shared by the pages and the service worker.
 * - `progress`: marks and resume positions made while the server could not be reached, until replayed;
 * - `downloads`: what each account downloaded (the bytes themselves are in the Origin Private File
 *   System, lib/offline/downloads.ts), keyed by [userId, lectureId]: one account never sees another's.
 * DOM-free: src/sw.ts imports it too.
 */
export const OFFLINE_DB = 'sewee-offline';
const VERSION = 1;

let opening: Promise<IDBDatabase> | null = null;

/** Whether this browser (or test environment) has IndexedDB at all: offline code degrades quietly without. */
export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export function offlineDb(): Promise<IDBDatabase> {
  if (opening) return opening;
  // No IndexedDB here (an old browser, some private modes): nothing is kept, and the next call asks again.
  if (!hasIndexedDb()) return Promise.reject(new Error('indexedDB is not available'));
  opening = new Promise<IDBDatabase>((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(OFFLINE_DB, VERSION);
    } catch (e) {
      opening = null;
      reject(e instanceof Error ? e : new Error('indexedDB'));
      return;
    }
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('progress')) db.createObjectStore('progress', { autoIncrement: true });
      if (!db.objectStoreNames.contains('downloads')) {
        const s = db.createObjectStore('downloads', { keyPath: ['userId', 'lectureId'] });
        s.createIndex('userId', 'userId');
      }
    };
    req.onsuccess = () => {
      // Another tab upgrading the schema: let it, and open again next time.
      req.result.onversionchange = () => {
        req.result.close();
        opening = null;
      };
      resolve(req.result);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('indexedDB'));
    };
  });
  return opening;
}

/** The result of one request, as a promise. */
export const done = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB'));
  });

/** Runs `work` in one transaction and resolves when it has committed. */
export async function inStore<T>(store: 'progress' | 'downloads', mode: IDBTransactionMode, work: (s: IDBObjectStore) => Promise<T> | T) {
  const db = await offlineDb();
  const tx = db.transaction(store, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('indexedDB'));
    tx.onabort = () => reject(tx.error ?? new Error('indexedDB aborted'));
  });
  const result = await work(tx.objectStore(store));
  await committed;
  return result;
}
