import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStream } from '../../test/video-fixtures';
import { canDownload, qualityChoices } from './offline';

describe('downloads: what this browser can keep, and in which quality', () => {
  it('chooses the Data saver rung first, whatever the Data saver switch says', async () => {
    const stream = makeStream('v1');
    const { choices, preferred } = await qualityChoices([{ _id: 'l1', title: 'One', stream, captions: [] }]);
    expect(choices.map((c) => c.name)).toContain('240p');
    expect(choices.length).toBeGreaterThan(1);
    expect(preferred).toBe('240p');
  });

  describe('canDownload', () => {
    const storage = Object.getOwnPropertyDescriptor(navigator, 'storage');
    const handle = Object.getOwnPropertyDescriptor(globalThis, 'FileSystemFileHandle');
    afterEach(() => {
      if (storage) Object.defineProperty(navigator, 'storage', storage);
      else delete (navigator as { storage?: unknown }).storage;
      if (handle) Object.defineProperty(globalThis, 'FileSystemFileHandle', handle);
      else delete (globalThis as { FileSystemFileHandle?: unknown }).FileSystemFileHandle;
    });
    const withBrowser = (prototype: object) => {
      Object.defineProperty(navigator, 'storage', { configurable: true, value: { getDirectory: () => Promise.resolve({}) } });
      Object.defineProperty(globalThis, 'FileSystemFileHandle', { configurable: true, value: class {} });
      Object.assign((globalThis as unknown as { FileSystemFileHandle: { prototype: object } }).FileSystemFileHandle.prototype, prototype);
    };

    it('is false where the page cannot write files (Safari before 26: getDirectory without createWritable)', () => {
      withBrowser({});
      expect(canDownload()).toBe(false);
    });

    it('is true with getDirectory, createWritable and IndexedDB', () => {
      withBrowser({ createWritable() {} });
      expect(canDownload()).toBe(true);
    });
  });
});
