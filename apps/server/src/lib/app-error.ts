import { ERROR_STATUS, type ErrorCode, type FieldError } from '@sewee/shared';

/** A failure a client caused or may act on; the error handler maps `code` to the HTTP status. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly extra: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const badRequest = (message: string, errors?: FieldError[]) => new AppError('VALIDATION', message, { errors });

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; a malformed one names nothing that exists. */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v);
