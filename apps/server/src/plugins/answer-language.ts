import fp from 'fastify-plugin';
import { requestLocale, translateMessage } from '../lib/messages';

/**
 * A successful answer's `message` in the caller's language, as the error handler does for failures
 * (lib/messages: the account's language, the device's, else Accept-Language). Routes keep writing
 * the specification's English; the text is matched against lib/messages templates on the way out.
 */
export const answerLanguagePlugin = fp(
  async (app) => {
    app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
      // Failures are already in the caller's language (plugins/error-handler.ts localizedErrorBody).
      if (!payload || typeof payload !== 'object' || !('message' in payload)) return payload;
      const { success, message } = payload as { success?: unknown; message: unknown };
      if (success !== true || typeof message !== 'string') return payload;
      const translated = translateMessage(message, requestLocale(req));
      return translated === message ? payload : { ...payload, message: translated };
    });
  },
  { name: 'answer-language' },
);
