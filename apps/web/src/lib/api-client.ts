import type { FieldError } from '@sewee/shared';

/** An API failure: the HTTP status, the server's sentence for people, and any field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

function buildUrl(path: string, params?: RequestOptions['params']) {
  const url = path.startsWith('/') ? `/api${path}` : `/api/${path}`;
  if (!params) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  }
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

declare global {
  interface Window {
    /** GETs the page's HTML started before the app ran, by URL (vite.config.ts PRELOAD_ROUTES); null = it failed. */
    __SEWEE_EARLY__?: Record<string, Promise<Response | null>>;
  }
}

/** The response of a GET the HTML already started for this URL, once: later calls ask the server. */
function takeEarly(url: string): Promise<Response | null> | undefined {
  const early = window.__SEWEE_EARLY__;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}

async function request<T>(method: Method, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, opts.params);
  let res: Response;
  try {
    const early = method === 'GET' ? await takeEarly(url) : null;
    res =
      early ??
      (await fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: opts.signal,
      }));
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    // status 0: the request never reached the server (offline, dropped mobile connection).
    throw new ApiError(0, 'Network error: check your connection and try again.');
  }
  let data: unknown = null;
  const text = await res.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  const obj = (data && typeof data === 'object' ? data : {}) as { success?: boolean; message?: unknown; errors?: unknown };
  if (!res.ok || obj.success === false) {
    const message = typeof obj.message === 'string' && obj.message ? obj.message : '';
    const errors = Array.isArray(obj.errors) ? (obj.errors as FieldError[]) : [];
    throw new ApiError(res.status, message, errors);
  }
  return data as T;
}

/** Thin JSON client for `/api`: cookies always included; failures throw ApiError. */
export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body ?? {}, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body ?? {}, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, body ?? {}, opts),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
};

/** The message to show for a failed call: the server's sentence, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
