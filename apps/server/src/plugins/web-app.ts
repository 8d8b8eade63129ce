import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AUTH_BLOCK_ID, CURRENCY_META, SITE_TITLE, localeDir, type Locale } from '@sewee/shared';
import { msg, requestLocale } from '../lib/messages';
import type { AppContext } from '../context';
import { pickEncoding } from '../lib/encoding';
import { sessionUser } from '../modules/auth/session';
import type { UserRow } from '../modules/users/repository';
import { presentUser } from '../modules/users/present';
import { localizedErrorBody } from './error-handler';
import { jsonForScript, withServerHtml, type ServerHtml } from './server-html';

/** The built web app's index.html, read once at start (null when there is no build: an API-only server). */
export function readIndexHtml(webDist: string | null): string | null {
  return webDist && fs.existsSync(path.join(webDist, 'index.html')) ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
}

/**
 * The page in the visitor's language (lib/messages requestLocale: the account's, the device's choice,
 * Accept-Language): `<html lang dir>` are written by the server, so the browser lays the first paint
 * out right to left for Arabic and the web app knows which language's strings to load before it
 * renders (apps/web/src/lib/i18n.ts): no English flash for a French visitor.
 */
export function withLocale(indexHtml: string, locale: Locale): string {
  return (
    indexHtml
      .replace(/<html\b[^>]*>/i, `<html lang="${locale}" dir="${localeDir(locale)}">`)
      // The site's own title (index.html's, English) in the reader's language; a page's own title stays.
      .replace(`<title>${SITE_TITLE.en}</title>`, () => `<title>${SITE_TITLE[locale]}</title>`)
  );
}

/**
 * PAYMENT_CURRENCY (a 3-letter code, checked by config), the currency every price is charged in, as
 * `<meta name="sewee-currency">`: the web app shows prices in it (apps/web/src/lib/format.ts).
 */
export function withCurrency(indexHtml: string, currency: string): string {
  return indexHtml.replace(/<head\b[^>]*>/i, (head) => `${head}<meta name="${CURRENCY_META}" content="${currency}">`);
}

/**
 * The web app's index.html with the session's answer written in (a JSON data block, AUTH_BLOCK_ID:
 * the public user or null), so the first page needs no check-auth round trip. A data block never
 * runs, so the Content-Security-Policy needs no hash for it, though it changes per request. Every `<`
 * in the JSON becomes \u003c so no value can close the element (U+2028/2029 are escaped too).
 */
export function indexWithAuth(indexHtml: string, user: UserRow | null): string {
  const json = jsonForScript(user ? presentUser(user) : null);
  const script = `<script type="application/json" id="${AUTH_BLOCK_ID}">${json}</script>`;
  // Before the first script of the page (Vite puts its module script in <head>), else before </head>.
  const at = indexHtml.search(/<script\b|<\/head>/i);
  return at === -1 ? script + indexHtml : indexHtml.slice(0, at) + script + indexHtml.slice(at);
}

/** What a page's link preview shows (Open Graph), written into the HTML for crawlers that run no script. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
}

/** A page whose HTML carries its own preview: the path pattern and how to read its meta (undefined: the default head). */
export interface PageHead {
  pattern: RegExp;
  meta: (match: RegExpMatchArray, req: FastifyRequest) => Promise<PageMeta | undefined>;
}

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the page's title, description and Open Graph tags in place of the site's defaults. */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Sewee" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('');
  return (
    indexHtml
      // Replacer functions: a `$&` in a name is text, not a replacement pattern.
      .replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`)
      .replace(/<meta name="description"[^>]*>/i, () => `<meta name="description" content="${description}" />`)
      .replace(/<\/head>/i, () => `${tags}</head>`)
  );
}

/**
 * Serves the single-page app: every page is index.html with the signed-in user written in
 * (compressed per request), the hashed assets from disk with their pre-compressed copies, and the
 * 404 answer of everything else (JSON for /api and /assets). Registered last, after the API modules.
 */
export const webAppPlugin = fp<{
  ctx: AppContext;
  webDist: string | null;
  indexHtml: string | null;
  pageHeads?: PageHead[];
  /** Pages as HTML: guest pages for anonymous visitors, a course's details for its member. */
  serverHtml?: ServerHtml | null;
}>(
  async (app, { ctx, webDist, indexHtml, pageHeads = [], serverHtml = null }) => {
    /** Any page of the single-page app: index.html with the signed-in user (or null) written in. */
    const sendApp = async (req: FastifyRequest, reply: FastifyReply) => {
      let html = indexHtml!;
      let user: UserRow | null = null;
      let sessionRead = false;
      try {
        user = await sessionUser(ctx, req);
        html = indexWithAuth(html, user);
        sessionRead = true;
      } catch (err) {
        // Without the answer the page asks GET /api/auth/check-auth itself: slower, still right.
        req.log.warn({ err }, 'could not read the session for the page; the web app will check it');
      }
      const locale = requestLocale({ headers: req.headers, cookies: req.cookies, user });
      html = withCurrency(withLocale(html, locale), ctx.config.payments.currency);
      const [path = '/', search = ''] = req.url.split(/\?(.*)/s);
      // A guest page arrives as HTML for an anonymous visitor (readable before and without JavaScript),
      // a course's details for the member who opens it; everything else is the shell. No guest HTML is
      // ever sent to, or cached for, a signed-in visitor, and a member's page is drawn for them alone.
      // Unread session: the shell (the page then asks who is signed in itself).
      if (serverHtml && sessionRead) {
        try {
          const rendered = await serverHtml.render(path, search, locale, user);
          if (rendered) html = withServerHtml(html, rendered);
        } catch (err) {
          // The shell still works: the browser draws the page itself.
          req.log.warn({ err }, 'could not render the page; sending the shell');
        }
      }
      for (const head of pageHeads) {
        const match = path.match(head.pattern);
        if (!match) continue;
        try {
          const meta = await head.meta(match, req);
          if (meta) html = withPageMeta(html, meta);
        } catch (err) {
          // The page itself still works; only its link preview is the site's default.
          req.log.warn({ err }, 'could not read the page preview');
        }
        break;
      }
      reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        // It names who is signed in: never stored by a shared cache, always revalidated.
        .header('cache-control', 'no-cache, private')
        .header('vary', 'cookie, accept-encoding, accept-language');
      // A few KB, made per request (the user is in it): compressed at a fast level, ~60% smaller.
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      const body =
        encoding === 'br'
          ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : zlib.gzipSync(html, { level: 6 });
      return reply.header('content-encoding', encoding).send(body);
    };

    if (indexHtml && webDist) {
      app.get('/', sendApp);
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // index.html (and its compressed copies) is only ever sent through sendApp, with the user in it.
        globIgnore: ['index.html', 'index.html.*'],
        // scripts/build.mjs writes .br and .gz copies of every text asset; the smallest the client accepts is sent.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Hashed build assets never change; the HTML must always be fresh.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((req, reply) => {
      const isApi = req.url === '/api' || req.url.startsWith('/api/');
      const isAsset = req.url.startsWith('/assets/');
      if (!isApi && !isAsset && indexHtml && (req.method === 'GET' || req.method === 'HEAD')) return sendApp(req, reply);
      return reply
        .code(404)
        .send(
          localizedErrorBody(
            req,
            'NOT_FOUND',
            msg(isApi ? 'general.noSuchRoute' : 'general.noSuchPage', { route: `${req.method} ${req.url.split('?')[0]}` }),
          ),
        );
    });
  },
  { name: 'web-app' },
);
