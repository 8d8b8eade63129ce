import 'fake-indexeddb/auto';

/**
 * Makes jsdom a browser that can keep downloads (canDownload: OPFS with createWritable, IndexedDB),
 * whose disk holds nothing; returns the undo.
 */
export function downloadingBrowser(): () => void {
  const storage = Object.getOwnPropertyDescriptor(navigator, 'storage');
  const missing = () => Promise.reject(new DOMException('not found', 'NotFoundError'));
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { getDirectory: () => Promise.resolve({ getDirectoryHandle: missing, removeEntry: missing }) },
  });
  Object.defineProperty(globalThis, 'FileSystemFileHandle', { configurable: true, value: class {} });
  Object.assign((globalThis as unknown as { FileSystemFileHandle: { prototype: object } }).FileSystemFileHandle.prototype, {
    createWritable() {},
  });
  return () => {
    if (storage) Object.defineProperty(navigator, 'storage', storage);
    else delete (navigator as { storage?: unknown }).storage;
    delete (globalThis as { FileSystemFileHandle?: unknown }).FileSystemFileHandle;
  };
}
