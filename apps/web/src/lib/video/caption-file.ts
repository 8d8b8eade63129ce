import { parseCaptions, type Cue } from '@sewee/shared/captions-text';

/**
 * The cues of a stored caption file (WebVTT, served compressed under the video's access rule): the
 * transcript and the curriculum editor read it. Offline viewing (issue 15) does not exist yet: when
 * it does, a downloaded lecture keeps this file beside its video, and this is the one place that
 * should read it from there instead of the network.
 */
export async function fetchCaptionCues(url: string): Promise<Cue[]> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`captions ${res.status}`);
  const parsed = parseCaptions(await res.text());
  return parsed.ok ? parsed.cues : [];
}
