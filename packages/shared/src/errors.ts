/**
 * Error codes the API uses; the server maps each to one HTTP status in one place. Every error body
 * carries its code, and the web decides what to do from the code, never from the HTTP number.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

const CODE_OF_STATUS = new Map<number, ErrorCode>(Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]));

/** The code of an error status the server answers without an AppError (framework and Node errors). */
export function errorCodeFor(status: number): ErrorCode {
  return CODE_OF_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION');
}

export const isErrorCode = (v: unknown): v is ErrorCode => typeof v === 'string' && Object.hasOwn(ERROR_STATUS, v);

export interface FieldError {
  path: string;
  message: string;
}

/** Body of every failed API response: `success` and `message` as the specification has them, plus `code`. */
export interface ApiErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}
