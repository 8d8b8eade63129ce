// Subpaths, not '@sewee/shared': these modules are zod-free, and zod stays out of the first view.
import { endpointPath, type Endpoint, type EndpointInput, type EndpointOutput } from '@sewee/shared/endpoint';
import { errorCodeFor, isErrorCode, type ErrorCode, type FieldError } from '@sewee/shared/errors';

/** What went wrong, for code to switch on: the server's code, or NETWORK when no answer came. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/** An API failure: the server's code and sentence for people, the HTTP status (for logs), and any field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: FieldError[];
  constructor(status: number, code: ApiErrorCode, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** Whether `error` is an API failure with this code. */
export const isApiError = (error: unknown, code: ApiErrorCode): error is ApiError => error instanceof ApiError && error.code === code;

/** An answer that does not match its endpoint's response schema (thrown outside production only). */
export class ResponseMismatchError extends Error {
  constructor(endpoint: Endpoint, issues: string) {
    super(`${endpoint.method} ${endpoint.path}: the answer does not match its schema: ${issues}`);
    this.name = 'ResponseMismatchError';
  }
}

type Query = Record<string, unknown> | undefined;

/** `path` with `query`'s set values as its search string (uploads send their query this way too). */
export function buildUrl(path: string, query: Query) {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

declare global {
  interface Window {
    /** GETs the page's HTML started before the app ran, by URL (route-table.ts `early`); null = it failed. */
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

/**
 * Outside production every answer is checked against the endpoint's response schema, the one the
 * server serializes with; a mismatch is logged and thrown, so a test or a developer sees it at once.
 * A production build does not check: the server already sends nothing its schema refuses (a 500 in
 * its log instead), and the check would make every page download zod and the schemas (~100 KB gzip)
 * that the first pages are built to do without (docs/decisions/001-one-contract.md). Either way the
 * data is returned as it came.
 */
async function checkAnswer(endpoint: Endpoint, data: unknown): Promise<void> {
  if (import.meta.env.PROD) return;
  const { response } = await endpoint.schemas();
  const result = response.safeParse(data);
  if (result.success) return;
  // A schema's own message is a key (`say`): in English words for the developer who reads it.
  const { issueText } = await import('./issue-text');
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${issueText(i.message)}`).join('; ');
  const error = new ResponseMismatchError(endpoint, issues);
  console.error(error.message, data);
  throw error;
}

/** Sends a request to `url`; answers the parsed JSON body, or throws ApiError. */
async function send(method: Endpoint['method'], url: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
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
        signal,
      }));
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    // The request never reached the server (offline, dropped mobile connection).
    throw new ApiError(0, 'NETWORK', 'Network error: check your connection and try again.');
  }
  const text = await res.text();
  return readAnswer(res.status, res.ok, text);
}

/** The body of an answer, or the ApiError it carries (also used by uploads, which go through XHR for progress). */
export function readAnswer(status: number, ok: boolean, text: string): unknown {
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  const obj = (data && typeof data === 'object' ? data : {}) as { success?: boolean; code?: unknown; message?: unknown; errors?: unknown };
  if (!ok || obj.success === false) {
    const message = typeof obj.message === 'string' && obj.message ? obj.message : '';
    const errors = Array.isArray(obj.errors) ? (obj.errors as FieldError[]) : [];
    // A proxy's HTML error page has no code: the status says what kind of failure it was.
    const code: ErrorCode = isErrorCode(obj.code) ? obj.code : errorCodeFor(status);
    throw new ApiError(status, code, message, errors);
  }
  return data;
}

/** The input may be left out when every part of it is optional. */
type CallArgs<E extends Endpoint> =
  Partial<EndpointInput<E>> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, opts?: { signal?: AbortSignal }]
    : [input: EndpointInput<E>, opts?: { signal?: AbortSignal }];

/**
 * Calls one API endpoint (packages/shared/src/api): the URL from its path and typed params, the
 * body sent as JSON with cookies, the answer typed and (outside production) checked by its schema.
 * Failures throw ApiError with the server's code.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input, opts]: CallArgs<E>): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string>; query?: Query; body?: unknown };
  const url = buildUrl(endpointPath(endpoint.path, params), query);
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const data = await send(endpoint.method, url, hasBody ? (body ?? {}) : undefined, opts?.signal);
  await checkAnswer(endpoint, data);
  return data as EndpointOutput<E>;
}

/** Checks an answer that came another way (an XHR upload) against its endpoint, like `call` does. */
export async function checkedAnswer<E extends Endpoint>(endpoint: E, data: unknown): Promise<EndpointOutput<E>> {
  await checkAnswer(endpoint, data);
  return data as EndpointOutput<E>;
}

/** The message to show for a failed call: the server's sentence, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
