import { registerNamespace } from '../i18n';

/** Strings of the installable app and of lectures offline (namespace "offline"): lazy, never in the shell. */
export const offline = {
  updateAvailable: 'Update available',
  reload: 'Reload',
  offline: 'Offline',
  offlineNote: 'Offline: only downloaded lectures play until you are back online.',
  downloaded: 'Downloaded',
  download: 'Download',
  downloadLecture: 'Download {{title}}',
  downloadCourse: 'Download the whole course',
  downloadTitle: 'Download for offline',
  downloadText: 'Choose a quality. The lectures are saved on this device for your account only.',
  quality: 'Quality',
  qualityOption: '{{name}} · {{size}}',
  photosSmall: 'Small photos (Data saver)',
  photosFull: 'Full-size photos',
  patternOnly: 'Pattern lesson: its drawing code and your measurements',
  start: 'Download {{size}}',
  cancel: 'Cancel',
  downloading: 'Downloading {{percent}}%',
  queued: 'Waiting to download',
  paused: 'Paused',
  failed: 'Stopped: continues when you are back online',
  pause: 'Pause',
  resume: 'Resume',
  remove: 'Delete',
  removeNamed: 'Delete {{title}}',
  noSpace: 'Not enough space on this device: {{needed}} is needed and {{free}} is free. Delete some downloads and try again.',
  notReady: 'This lecture cannot be downloaded yet: its video is still being prepared.',
  progressLabel: 'Download of {{title}}',
  manageTitle: 'Downloads',
  manageNone: 'Nothing downloaded yet. Tap Download on a lecture of a course you bought.',
  manageUsage: '{{used}} used by downloads · {{free}} free on this device',
  outOfDate: 'Out of date',
  updateDownload: 'Update download',
  updateDownloadNamed: 'Update the download of {{title}}',
  outOfDateOffline:
    'This download is out of date: the lesson changed after you downloaded it. Connect to the internet to see it, then update the download.',
  logoutRemove:
    'Remove your downloaded lectures from this device? Choose OK to remove them, or Cancel to keep them for when you sign in again (nobody else can play them).',
};

registerNamespace('offline', offline, import.meta.glob('./locales/i18n.*.ts'));
