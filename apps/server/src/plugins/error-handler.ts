import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeFor, type ApiErrorBody, type ErrorCode } from '@sewee/shared';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/app-error';
import { requestLocale, translateMessage } from '../lib/messages';
import { TIMEOUT_MESSAGE } from '../platform/security/http-limits';

/** What a client is told to wait before retrying while the database cannot be reached. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;
export const OUTAGE_MESSAGE = 'Sewee cannot reach its database right now. Please try again in a minute.';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Every failed API answer: the specification's `success` and `message`, plus the stable `code` the web switches on. */
export const errorBody = (code: ErrorCode, message: string, errors?: ApiErrorBody['errors']): ApiErrorBody => ({
  success: false,
  code,
  message,
  ...(errors ? { errors } : {}),
});

/**
 * errorBody in the language of whoever asked (lib/messages: the account's, the device's, else
 * Accept-Language): the message and each field's message, written in English by the code, are
 * translated; `code` and `path` never change.
 */
export function localizedErrorBody(req: FastifyRequest, code: ErrorCode, message: string, errors?: ApiErrorBody['errors']): ApiErrorBody {
  const locale = requestLocale(req);
  return errorBody(
    code,
    translateMessage(message, locale),
    errors?.map((e) => ({ ...e, message: translateMessage(e.message, locale) })),
  );
}

/** Messages for framework errors a client can cause; nothing internal leaks. */
function clientErrorMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This request must be sent as JSON (Content-Type: application/json).';
    default:
      if (status === 408) return TIMEOUT_MESSAGE;
      if (status === 413) return 'The request is too large.';
      if (status === 415) return 'This type of content is not supported here.';
      return 'The request could not be understood. Check it and try again.';
  }
}

/** Errors the router raises before any route or hook runs (Fastify's `frameworkErrors` option): answered like every other API error. */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message =
    status === 414
      ? 'The address is too long.'
      : status === 400
        ? 'The address is not valid (it contains a malformed %-escape).'
        : INTERNAL_MESSAGE;
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
          message: v.message ?? 'Invalid value',
        }));
        const first = errors[0];
        const where = err.validationContext === 'body' ? '' : ` (${err.validationContext})`;
        const message =
          errors.length === 1 && first
            ? `${first.message}${where}`
            : `Some fields are not valid${where}: ${errors.map((e) => e.message).join('; ')}`;
        return reply.code(400).send(localizedErrorBody(req, 'VALIDATION', message, errors));
      }
      if (err instanceof AppError) {
        if (err.extra.retryAfterSeconds) reply.header('retry-after', String(err.extra.retryAfterSeconds));
        return reply.code(err.status).send(localizedErrorBody(req, err.code, err.message, err.extra.errors));
      }
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
          .send(localizedErrorBody(req, 'UNAVAILABLE', OUTAGE_MESSAGE));
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status < 500) {
        if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('retry-after', '60');
        return reply.code(status).send(localizedErrorBody(req, errorCodeFor(status), clientErrorMessage(err, status)));
      }
      req.log.error({ err }, 'request failed');
      return reply.code(500).send(localizedErrorBody(req, 'INTERNAL', INTERNAL_MESSAGE));
    });
  },
  { name: 'error-handler' },
);
