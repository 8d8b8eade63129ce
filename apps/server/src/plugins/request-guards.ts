import { msg } from '../lib/messages';
import fp from 'fastify-plugin';
import { AppError, notFound } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a parsed request value holds a NUL character anywhere (PostgreSQL text cannot store one). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  return false;
}

/** State-changing requests from another site's pages are refused (cookies are SameSite=Lax too). */
export const originGuardPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const allowedOrigins = new Set([new URL(publicUrl).origin]);
    app.addHook('onRequest', async (req) => {
      if (SAFE_METHODS.has(req.method)) return;
      const origin = req.headers.origin;
      if (!origin) return;
      const own = `${req.protocol}://${req.host}`;
      if (origin !== own && !allowedOrigins.has(origin)) {
        throw new AppError('FORBIDDEN', msg('general.otherSites'));
      }
    });
  },
  { name: 'origin-guard' },
);

/**
 * No text field has a use for NUL, and PostgreSQL refuses it in text (a 500 if it got that far).
 * In a path it names nothing (404, like any malformed id); in a body or query it is invalid input.
 */
export const nulGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      if (containsNul(req.params)) throw notFound('things.address');
      if (containsNul(req.query) || containsNul(req.body)) {
        throw new AppError('VALIDATION', msg('general.nulCharacter'));
      }
    });
  },
  { name: 'nul-guard' },
);
