import { ERROR_STATUS, type ErrorCode } from '@sewee/shared';
import { msg, renderMessage, type ServerMessage, type ServerMessageKey } from './messages';

/** A field's problem, by key like every server message (rendered in the caller's language). */
export interface FieldProblem {
  path: string;
  message: ServerMessage;
}

/**
 * A failure a client caused or may act on; the error handler maps `code` to the HTTP status and
 * renders `text` (a message key and its parameters, lib/messages) in the caller's language.
 * `message` is its English wording, for logs.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly text: ServerMessage,
    public readonly extra: { errors?: FieldProblem[]; retryAfterSeconds?: number } = {},
  ) {
    super(renderMessage(text, 'en'));
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** What notFound(…) names: a key of lib/messages `things` ("That course" was not found.). */
export type Thing = Extract<ServerMessageKey, `things.${string}`>;

export const notFound = (what: Thing) => new AppError('NOT_FOUND', msg('general.notFound', { what: msg(what) }));
export const forbidden = (message: ServerMessage) => new AppError('FORBIDDEN', message);
export const badRequest = (message: ServerMessage, errors?: FieldProblem[]) => new AppError('VALIDATION', message, { errors });

/**
 * A failed validation's summary: the one field's message, else "Some fields are not valid: " and
 * every field's message; where the fields were (`querystring`, `params`) is said unless the body.
 */
export function fieldsMessage(errors: FieldProblem[], where = 'body'): ServerMessage {
  const list = errors.map((e) => e.message);
  if (where === 'body') return errors.length === 1 ? errors[0]!.message : msg('general.fieldsInvalid', { list });
  return errors.length === 1
    ? msg('general.fieldInvalidIn', { message: errors[0]!.message, where })
    : msg('general.fieldsInvalidIn', { where, list });
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; a malformed one names nothing that exists. */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v);
