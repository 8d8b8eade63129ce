// Builds what `npm start` needs, only when its sources changed since the last build:
//   node scripts/build.mjs [web] [server] [--force]   (no target = both)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const force = args.includes('--force');
const targets = args.filter((a) => !a.startsWith('--'));
const wanted = targets.length ? targets : ['web', 'server'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const e of fs.readdirSync(p)) {
    if (e === 'node_modules' || e === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, e)));
  }
  return newest;
}

/**
 * Brotli and gzip copies of every text asset, made once at build time at the highest levels, so the
 * server (@fastify/static with preCompressed) sends a phone on metered data the smallest file
 * without compressing on each request.
 */
function precompress(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) precompress(file);
    else if (/\.(js|css|html|svg|json|txt|webmanifest)$/.test(e.name)) {
      const raw = fs.readFileSync(file);
      if (raw.length < 512) continue;
      const br = zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      const gz = zlib.gzipSync(raw, { level: 9 });
      if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    }
  }
}

const TARGETS = {
  web: {
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/pwa.ts',
      'packages/shared/src',
      'package-lock.json',
    ],
    stamp: 'apps/web/dist/index.html',
    run: () => {
      // A production build whatever NODE_ENV the caller has (a test run sets `test`: Vite and
      // vite-plugin-pwa would then build React and workbox in development mode, and that worker
      // never became active in the browser suite).
      const env = { ...process.env, NODE_ENV: 'production' };
      const status = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
        cwd: path.join(root, 'apps/web'),
        stdio: 'inherit',
        env,
      }).status;
      if (status !== 0) return status;
      precompress(path.join(root, 'apps/web/dist'));
      // Guest pages as HTML (docs/decisions/029-guest-pages-as-html.md): the app as a Node module, then
      // the static guest pages rendered with it.
      const ssr = spawnSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'], {
        cwd: path.join(root, 'apps/web'),
        stdio: 'inherit',
        env,
      }).status;
      if (ssr !== 0) return ssr;
      return spawnSync(process.execPath, [path.join(root, 'scripts/prerender.mjs')], { stdio: 'inherit' }).status;
    },
  },
  server: {
    sources: ['apps/server/src', 'packages/shared/src', 'package-lock.json'],
    stamp: 'apps/server/dist/main.js',
    run: async () => {
      const { build } = await import('esbuild');
      // Chunk names carry a hash: start from an empty folder so old ones do not pile up.
      fs.rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
      await build({
        // Each entry checks the Node version before it imports the rest, which lives in shared chunks.
        entryPoints: {
          main: 'apps/server/src/launch/server.ts',
          'create-admin': 'apps/server/src/launch/create-admin.ts',
          backup: 'apps/server/src/launch/backup.ts',
        },
        absWorkingDir: root,
        outdir: 'apps/server/dist',
        bundle: true,
        platform: 'node',
        target: 'node22.12',
        format: 'esm',
        splitting: true,
        chunkNames: 'chunks/[name]-[hash]',
        // Dependencies load from node_modules; only our own shared contracts are bundled in.
        packages: 'external',
        alias: { '@sewee/shared': './packages/shared/src' },
        sourcemap: true,
        logLevel: 'warning',
      });
      return 0;
    },
  },
};

for (const name of wanted) {
  const t = TARGETS[name];
  if (!t) throw new Error(`unknown build target ${name}`);
  const built = fs.existsSync(path.join(root, t.stamp)) ? fs.statSync(path.join(root, t.stamp)).mtimeMs : 0;
  const changed = Math.max(...t.sources.map((s) => newestMtime(path.join(root, s))));
  if (!force && built && built >= changed) continue;
  console.log(`Building ${name}...`);
  const status = await t.run();
  if (status !== 0) {
    console.error(`Building ${name} failed.`);
    process.exit(1);
  }
}
