import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@sewee/shared/constants';
import type { UploadOptions } from './api/upload-media';

export interface UploadState {
  /** What the running (or last) upload is for: 'image', 'bulk' or a lecture's key. */
  target: string | null;
  uploading: boolean;
  percent: number;
  /** The bar stays LIMITS.uploadBarLingerMs after the upload ends, so the finished state is seen. */
  barVisible: boolean;
}

const idle: UploadState = { target: null, uploading: false, percent: 0, barVisible: false };

/**
 * One upload at a time for the course editor (the spec's single "uploading" flag with a percent).
 * `run` resolves with the result, or throws the upload's error (AbortError when cancelled).
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>(idle);
  const controller = useRef<AbortController | null>(null);
  const linger = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      controller.current?.abort();
      clearTimeout(linger.current);
    },
    [],
  );

  const run = useCallback(async <T>(target: string, fn: (opts: UploadOptions) => Promise<T>): Promise<T> => {
    if (controller.current) throw new Error('busy');
    clearTimeout(linger.current);
    const c = new AbortController();
    controller.current = c;
    setState({ target, uploading: true, percent: 0, barVisible: true });
    try {
      return await fn({ signal: c.signal, onProgress: (percent) => setState((s) => ({ ...s, percent })) });
    } finally {
      controller.current = null;
      setState((s) => ({ ...s, uploading: false }));
      linger.current = setTimeout(() => setState((s) => (s.uploading ? s : { ...s, barVisible: false })), LIMITS.uploadBarLingerMs);
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, run, cancel };
}

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
