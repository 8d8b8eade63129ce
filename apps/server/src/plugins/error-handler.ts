import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeFor, messageOf, type ApiErrorBody, type ErrorCode } from '@sewee/shared';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError, fieldsMessage, type FieldProblem } from '../lib/app-error';
import { msg, renderMessage, requestLocale, type ServerMessage } from '../lib/messages';

/** What a client is told to wait before retrying while the database cannot be reached. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/** Every failed API answer: the specification's `success` and `message`, plus the stable `code` the web switches on. */
export const errorBody = (code: ErrorCode, message: string, errors?: ApiErrorBody['errors']): ApiErrorBody => ({
  success: false,
  code,
  message,
  ...(errors ? { errors } : {}),
});

/**
 * errorBody in the language of whoever asked (lib/messages: the account's, the device's, else
 * Accept-Language): the message and each field's message are rendered from their keys; `code` and
 * `path` never change.
 */
export function localizedErrorBody(req: FastifyRequest, code: ErrorCode, message: ServerMessage, errors?: FieldProblem[]): ApiErrorBody {
  const locale = requestLocale(req);
  return errorBody(
    code,
    renderMessage(message, locale),
    errors?.map((e) => ({ path: e.path, message: renderMessage(e.message, locale) })),
  );
}

/**
 * A schema issue's message as a server message: the validation key and parameters a schema wrote it
 * with (`say`), else zod's own text as it is.
 */
export const schemaMessage = (text: string): ServerMessage =>
  (messageOf(text, 'validation.') as ServerMessage | undefined) ?? msg('general.verbatim', { text });

/** Messages for framework errors a client can cause; nothing internal leaks. */
function clientErrorMessage(err: FastifyError, status: number): ServerMessage {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return msg('general.invalidJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return msg('general.tooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return msg('general.jsonOnly');
    default:
      if (status === 408) return msg('general.timeout');
      if (status === 413) return msg('general.tooLarge');
      if (status === 415) return msg('general.unsupportedType');
      return msg('general.notUnderstood');
  }
}

/** Errors the router raises before any route or hook runs (Fastify's `frameworkErrors` option): answered like every other API error. */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message =
    status === 414 ? msg('general.addressTooLong') : status === 400 ? msg('general.addressMalformed') : msg('general.internal');
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(localizedErrorBody(req, errorCodeFor(status), message)));
}

/**
 * The one place an error becomes an answer: validation failures list their fields, an AppError
 * keeps its code and message, a database outage is a 503 with Retry-After, other client errors get
 * a readable sentence, and everything else is a logged 500 whose text is never sent.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors = err.validation.map((v) => ({
          path: String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.'),
          message: v.message ? schemaMessage(v.message) : msg('validation.invalidValue'),
        }));
        return reply.code(400).send(localizedErrorBody(req, 'VALIDATION', fieldsMessage(errors, err.validationContext), errors));
      }
      if (err instanceof AppError) {
        if (err.extra.retryAfterSeconds) reply.header('retry-after', String(err.extra.retryAfterSeconds));
        return reply.code(err.status).send(localizedErrorBody(req, err.code, err.text, err.extra.errors));
      }
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
          .send(localizedErrorBody(req, 'UNAVAILABLE', msg('general.outage')));
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status < 500) {
        if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('retry-after', '60');
        return reply.code(status).send(localizedErrorBody(req, errorCodeFor(status), clientErrorMessage(err, status)));
      }
      req.log.error({ err }, 'request failed');
      return reply.code(500).send(localizedErrorBody(req, 'INTERNAL', msg('general.internal')));
    });
  },
  { name: 'error-handler' },
);
