import { msg } from './messages';
import { AppError } from './app-error';

/**
 * A multipart failure (@fastify/multipart, busboy) as a message a person can act on; file-system and
 * other internal failures stay 500s (logged, never shown). `tooManyFiles` is what the route says when
 * more files came than it takes.
 */
export function multipartError(err: unknown, tooManyFiles: () => AppError): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return tooManyFiles();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', msg('media.tooManyFields'));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('VALIDATION', msg('media.multipartOnly'));
    case 'FST_PROTO_VIOLATION':
      return new AppError('VALIDATION', msg('media.formInvalid'));
  }
  if (code && /^E[A-Z]+$/.test(code)) return err;
  const status = (err as { statusCode?: number }).statusCode;
  // busboy reports a malformed body with a plain Error (no status).
  if (err instanceof Error && (status === undefined || (status >= 400 && status < 500)) && !/premature close/i.test(err.message)) {
    return new AppError('VALIDATION', msg('media.unreadable'));
  }
  return err;
}
