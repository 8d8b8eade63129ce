/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), firstView.plugin],
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
});
