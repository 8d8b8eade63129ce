/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/028-lectures-offline.md), built by vite-plugin-pwa
 * (pwa.ts, injectManifest). It
 * - precaches the first-view chunk, the student pages' code and the offline shell (the list comes
 *   from pwa.ts), and drops the previous version's files once it takes over;
 * - answers navigations from the network, always (the server writes who is signed in into the HTML),
 *   and with the offline shell only when the network cannot be reached;
 * - keeps the last answer of the student's own course data (My Courses, a course's details and its
 *   progress, whose URLs name the user: never a per-viewer answer without the user in its key) and of
 *   caption files, network first (4 s, then the cache), so those pages render offline;
 * - answers the pattern lessons' drawing code from the copy a pattern lesson's download kept
 *   (lib/offline/pattern-code.ts), else from the network;
 * - replays offline progress on Background Sync;
 * - waits, once updated, until the page asks it to take over ("Update available" → Reload).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import * as navigationPreload from 'workbox-navigation-preload';
import { PROGRESS_SYNC_TAG, replayProgress } from './lib/offline/progress-queue';
import { DATA_CACHE, keptByWorker, PATTERN_CODE_CACHE } from './lib/offline/caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
navigationPreload.enable();
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch {
        return (await matchPrecache('/offline.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/assets\//] },
  ),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && keptByWorker(url.pathname),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  async ({ request }) => (await caches.open(PATTERN_CODE_CACHE).then((c) => c.match(request))) ?? fetch(request),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('sync', (event) => {
  const e = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
  if (e.tag !== PROGRESS_SYNC_TAG) return;
  // A rejection makes the browser try again later (with back-off).
  e.waitUntil(
    replayProgress().then(({ kept }) => {
      if (kept) throw new Error(`${kept} offline progress events are still waiting`);
    }),
  );
});
