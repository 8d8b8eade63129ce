// Prerenders the static guest pages (docs/decisions/029-guest-pages-as-html.md): each of
// the SSR build's PRERENDERED paths in every language, into apps/web/dist-ssr/prerender.json, keyed
// `<locale> <path>`. The server writes the right one into the page of an anonymous visitor.
//   node scripts/prerender.mjs        (scripts/build.mjs runs it after `vite build --ssr`)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'apps/web/dist-ssr');
const { LOCALES, PRERENDERED, render } = await import(pathToFileURL(path.join(dir, 'entry-server.js')).href);

const pages = {};
for (const locale of LOCALES) {
  for (const page of PRERENDERED) {
    // No prices on these pages: the currency only matters to /courses, rendered per request.
    const html = (await render({ path: page, locale, currency: 'USD' }))?.html ?? '';
    if (!html.includes('<main')) throw new Error(`prerender: ${locale} ${page} rendered no <main>`);
    pages[`${locale} ${page}`] = html;
  }
}
fs.writeFileSync(path.join(dir, 'prerender.json'), JSON.stringify(pages));
console.log(`Prerendered ${Object.keys(pages).length} guest pages (${LOCALES.length} languages) into apps/web/dist-ssr/prerender.json`);
