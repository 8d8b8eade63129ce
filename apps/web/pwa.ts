/**
 * The installable app (docs/decisions/028-lectures-offline.md): the web app manifest and
 * the service worker (src/sw.ts, built by vite-plugin-pwa with injectManifest). vite.config.ts only
 * adds `pwa()` to its plugins.
 *
 * What the worker precaches is chosen by the module graph, not by file names: the first-view chunk
 * and its CSS, the student pages that must open offline (below) with everything they import,
 * statically or lazily (the player, the translations), and `offline.html`, a copy of the built
 * index.html with nobody signed in, served only when a navigation cannot reach the server. No
 * guest page's HTML is precached, and nothing of the instructor's pages: a student downloads the
 * code of the pages they can use offline once, and nothing more.
 *
 * The pattern lessons' drawing code (FreeSewing, one chunk per design) is not precached: ~60 KB
 * gzip a design that most students never open (the PDF writer, a few KB, is precached with the
 * pattern lesson's viewer). Its files are listed per design in
 * `pattern-code.json`; downloading a pattern lesson keeps its design's files in the worker's
 * PATTERN_CODE_CACHE (lib/offline/pattern-code.ts), so it drafts offline (decision 039).
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Pages (modules under src/features) that open offline once visited. */
const OFFLINE_PAGES = [
  'learning/pages/my-courses-page',
  'learning/pages/course-progress-page',
  'course/pages/course-details-page',
  'account/pages/dashboard-page',
];

/** The offline fallback page: index.html as built, before the server writes a user into it. */
export const OFFLINE_SHELL = 'offline.html';
/** Each design's drawing code: { design: [{ url, bytes }, ...] }, bytes gzip-compressed as served (lib/offline/pattern-code.ts reads it). */
export const PATTERN_CODE_LIST = 'pattern-code.json';
/** The modules whose chunks are pattern drawing code: a design of FreeSewing (or its core). */
const PATTERN_CODE = /[\\/]node_modules[\\/]@freesewing[\\/]([\w-]+)[\\/]/;

export function pwa(): Plugin[] {
  const keep = new Set<string>([OFFLINE_SHELL, 'manifest.webmanifest']);
  let outDir = 'dist';
  const graph: Plugin = {
    name: 'sewee:offline-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const isPage = (c: (typeof chunks)[number]) =>
        OFFLINE_PAGES.some((p) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/features/${p}.tsx`));
      const missing = OFFLINE_PAGES.filter((p) => !chunks.some((c) => isPage(c) && c.facadeModuleId?.includes(p)));
      if (missing.length) throw new Error(`pwa: no chunk for ${missing.join(', ')}`);
      // From the entry and the offline pages, everything they load, now or later (the player, the
      // translations, the toaster), except other pages (the shell lazily imports every page) and the
      // endpoints' zod schemas (loaded only outside production).
      const skip = (c: (typeof chunks)[number]) =>
        /\.schemas\.ts$/.test(c.facadeModuleId ?? '') ||
        PATTERN_CODE.test(c.facadeModuleId ?? '') ||
        (/\/src\/features\/.+\/pages\//.test(c.facadeModuleId?.replace(/\\/g, '/') ?? '') && !isPage(c));
      const stack = chunks.filter((c) => c.isEntry || isPage(c)).map((c) => c.fileName);
      while (stack.length) {
        const name = stack.pop()!;
        const c = bundle[name];
        if (keep.has(name) || c?.type !== 'chunk' || skip(c)) continue;
        keep.add(name);
        for (const css of c.viteMetadata?.importedCss ?? []) keep.add(css);
        stack.push(...c.imports, ...c.dynamicImports);
      }
      // Each design's chunk with what it imports (FreeSewing's core, shared).
      const closure = (name: string, out = new Set<string>()): Set<string> => {
        const c = bundle[name];
        if (out.has(name) || keep.has(name) || c?.type !== 'chunk') return out;
        out.add(name);
        for (const i of c.imports) closure(i, out);
        return out;
      };
      const gzipped = (name: string) => {
        const c = bundle[name];
        return c?.type === 'chunk' ? zlib.gzipSync(c.code).length : 0;
      };
      const designs: Record<string, Array<{ url: string; bytes: number }>> = {};
      for (const c of chunks) {
        const design = PATTERN_CODE.exec(c.facadeModuleId ?? '')?.[1];
        // A design is a chunk the app imports lazily (draft.ts); FreeSewing's core is a chunk they share.
        if (!design || !c.isDynamicEntry) continue;
        designs[design] = [...closure(c.fileName)].map((f) => ({ url: `/${f}`, bytes: gzipped(f) }));
      }
      this.emitFile({ type: 'asset', fileName: PATTERN_CODE_LIST, source: JSON.stringify(designs) });
    },
    writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type === 'asset') fs.writeFileSync(path.join(outDir, OFFLINE_SHELL), html.source);
    },
  };
  return [
    graph,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by src/lib/offline/register.ts after `load`, never from the HTML.
      injectRegister: false,
      // The launcher icons are fetched by the browser when installing; the worker need not keep them.
      includeManifestIcons: false,
      registerType: 'prompt',
      manifest: {
        id: '/student-courses',
        name: 'Sewee — Fashion education across Africa',
        short_name: 'Sewee',
        description: 'Fashion and craft courses for students across Africa, also offline.',
        start_url: '/student-courses',
        scope: '/',
        display: 'standalone',
        theme_color: '#7c2d4a',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,webmanifest}'],
        globIgnores: ['index.html', 'sw.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((e) => keep.has(e.url.replace(/^\//, ''))),
            warnings: [],
          }),
        ],
        // The worker is its own small bundle; no source map is shipped with it.
        sourcemap: false,
        // The endpoints' zod schemas (checked only outside production, never in the worker) stay out of it.
        buildPlugins: {
          vite: [
            {
              // vite-plugin-pwa (2.0.0, the latest) builds the worker with Rollup's `inlineDynamicImports`,
              // which Vite 8's bundler warns is deprecated on every build, and at Vite's default log
              // level (a dozen progress lines inside `npm start`). The same one-file worker, said the new way, quietly.
              name: 'sewee:sw-build-quiet',
              config(config) {
                const output = config.build?.rollupOptions?.output;
                if (output && !Array.isArray(output) && output.inlineDynamicImports) {
                  delete output.inlineDynamicImports;
                  Object.assign(output, { codeSplitting: false });
                }
                return { logLevel: 'warn' };
              },
            },
            {
              name: 'sewee:sw-without-schemas',
              enforce: 'pre',
              resolveId: (id) => (/\.schemas(\.ts)?$/.test(id) ? '\0sewee-no-schemas' : null),
              load: (id) => (id === '\0sewee-no-schemas' ? 'export {};' : null),
            },
          ],
        },
      },
      devOptions: { enabled: false },
    }),
  ];
}
