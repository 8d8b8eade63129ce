/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { AFTER_PAINT_ATTR, AUTH_BLOCK_ID, SSR_STATE_ID, STORAGE_KEYS } from '../../packages/shared/src/constants.ts';
import { ROUTES } from './src/app/route-table.ts';
// The boot code the HTML runs (and its table's shape) lives in the app: src/boot/opening-page.ts.
import { openingFromBuild, openingPageScript } from './src/boot/opening-page.ts';
import { pwa } from './pwa.ts';

/**
 * Every module the first page needs (the entry's static import closure) goes into one chunk.
 * Left to itself the bundler splits them into ~6 files by which lazy pages share them; each file
 * is compressed on its own, so together they cost ~2 KB more gzip and five more requests on a
 * slow link. Lazy pages import what they need from that chunk.
 */
function firstViewChunk(): { plugin: Plugin; has: (id: string) => boolean } {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: 'sewee:first-view-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const stack = [...entries];
      while (stack.length) {
        const id = stack.pop()!;
        if (closure.has(id)) continue;
        closure.add(id);
        // An icon barrel imports every icon: follow it only to the icons the app's own modules import.
        if (/[\\/]lucide-react[\\/]/.test(id)) continue;
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const e of entries) closure.delete(e);
    },
  };
  return { plugin, has: (id) => closure.has(id) };
}
const firstView = firstViewChunk();

/**
 * Writes the opening-page boot script (src/boot/opening-page.ts) into index.html, with the built
 * chunk names of the preloaded routes and of each language's first-view strings.
 */
function routePreload(): Plugin {
  return {
    name: 'sewee:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        const { table, languages } = openingFromBuild(ROUTES, chunks, html);
        const storageKeys = [STORAGE_KEYS.filters, STORAGE_KEYS.category];
        const script = openingPageScript(table, storageKeys, AUTH_BLOCK_ID, languages, SSR_STATE_ID, AFTER_PAINT_ATTR);
        return html.replace(/<script type="module"/, `${script}\n    <script type="module"`);
      },
    },
  };
}

/**
 * The app is written against React's API and ships on Preact's compatibility layer (decision 033):
 * the same components, hooks, Radix, TanStack Query and React Router, for a first chunk ~57 KiB gzip
 * smaller. Every import of React (the app's and the libraries') resolves to Preact in the browser
 * build and the server render (dev server included). The unit tests (Vitest, jsdom) keep React:
 * Testing Library and several libraries load React through CommonJS, which no alias reaches; what
 * ships is proven on Preact by the browser and axe suites, which run on the built app.
 */
const onPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
];
/** The libraries that import React, bundled into the server render so that they meet Preact too. */
const usingReact =
  /^(@radix-ui\/|@tanstack\/react-query|react-router|react-i18next|lucide-react|sonner|react-hook-form|@hookform\/|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar)/;

// Vitest runs this config in mode 'test'. Not `process.env.VITEST`: a build started from inside a test
// (apps/server/test/guest-html.test.ts) inherits it, and shipped React to the browser suite in CI.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), firstView.plugin, routePreload(), ...pwa()],
  resolve: { alias: mode === 'test' ? [] : onPreact },
  ssr: { noExternal: usingReact },
  // The footer's year as the build saw it: the same in prerendered HTML and in the hydrating code
  // (site-footer.tsx swaps in the phone's year after hydration).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app targets supports <link rel="modulepreload">: no polyfill in the first chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // React Router reads React's `useOptimistic` by name and falls back when it is missing, as it is
      // in Preact's compatibility layer: the bundler's "will always be undefined" is that fallback, not a fault.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        warn(warning);
      },
      output: {
        codeSplitting: { groups: [{ name: 'app', test: (id) => firstView.has(id), priority: 10 }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    pool: 'threads',
    isolate: false,
    testTimeout: 20_000,
    restoreMocks: true,
  },
}));
