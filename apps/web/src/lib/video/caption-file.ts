import { parseCaptions, type Cue } from '@sewee/shared/captions-text';

/**
 * The cues of a stored caption file (WebVTT, served compressed under the video's access rule): the
 * transcript and the curriculum editor read it. Offline, the service worker answers this fetch from
 * its data cache, where a downloaded lecture's caption files are kept (lib/offline/caches.ts).
 */
export async function fetchCaptionCues(url: string): Promise<Cue[]> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`captions ${res.status}`);
  const parsed = parseCaptions(await res.text());
  return parsed.ok ? parsed.cues : [];
}
