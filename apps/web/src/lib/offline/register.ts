/**
 * Starts the installable app for a signed-in member, after the page's `load`, from this
 * lazy chunk: the first view of every page is the same with or without it, and a guest never loads
 * it. Registers the service worker (src/sw.ts) and offers "Update available" when a new version is
 * waiting (it takes over only when the student chooses Reload: never a page running old code against
 * a changed API, never a reload in the middle of a lecture). Sends the progress made offline now and
 * whenever the browser is back online, and lets downloads continue.
 */
import { Workbox } from 'workbox-window';
import { i18n, i18nReady } from '../i18n';
import { notify } from '../toast';
import type { User } from '@sewee/shared';
import { writeOfflineUser } from '../auth/offline-user';
import { replayProgress } from './progress-queue';
import './i18n';

let started = false;

/** `user`: the signed-in member, who may then open the app offline in this browser until logout (auth/offline-user.ts). */
export function startOffline(user: User) {
  writeOfflineUser(user);
  if (started) return;
  started = true;
  const replay = () => void replayProgress().catch(() => undefined);
  window.addEventListener('online', replay);
  if (navigator.onLine) replay();

  // Downloads left unfinished (a closed tab, a dropped connection) continue: their own chunk, only for a student who has any.
  // Downloaded pattern lessons keep their design's drawing code under this build's file names.
  if (navigator.onLine)
    void import('./offline')
      .then((m) => Promise.all([m.hasDownloads(user._id), m.keepDownloadedPatternCode(user._id)]))
      .catch(() => undefined);

  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // An ES module worker (pwa.ts builds it so): Chromium, Safari 15+ and current Firefox run it.
  const wb = new Workbox('/sw.js', { scope: '/', type: 'module' });
  wb.addEventListener('waiting', () => {
    void i18nReady().then(() =>
      notify.action(i18n.t('offline:updateAvailable'), i18n.t('offline:reload'), () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      }),
    );
  });
  void wb.register().catch(() => undefined);
}
