import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../../config';

/**
 * CSP source expressions ('sha256-…') for the inline scripts that run in `html`: those without
 * `src` whose type is absent or JavaScript. Data blocks (type="application/json") never run, so
 * they need none; the hash covers the element's exact text, as the browser computes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type)) continue;
    hashes.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/**
 * Security headers on every response (policy in docs/foundation.md "Security headers"). Registered
 * before any other hook, so refusals from hooks (403, 429) carry them too.
 * `scriptHashes`: the web app's inline boot script(s), from inlineScriptHashes at start.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, scriptHashes: string[]) {
  const publicUrl = new URL(config.publicUrl);
  const https = publicUrl.protocol === 'https:';
  const publicOrigin = publicUrl.origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        // Radix dialogs and the toaster insert <style> elements at run time; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for the inline SVG favicon; course images and videos come from /api/media; blob: for
        // the photos and file pictures of a step lesson downloaded for offline use (read from the
        // device's store by the page, as a downloaded video is: media-src).
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // canvas-confetti draws in a worker it makes from a blob: URL.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        // The sandbox checkout's form posts here and is redirected to PUBLIC_URL.
        formAction: ["'self'", publicOrigin],
        frameAncestors: ["'none'"],
        // Only over https: on plain http (a LAN address) it would send every asset to a port nobody serves.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
