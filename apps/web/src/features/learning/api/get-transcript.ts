import { useQuery } from '@tanstack/react-query';
import { parseCaptions, plainCueText, type Cue } from '@sewee/shared/captions-text';

/**
 * A caption file (WebVTT, served compressed under the video's access rule), read as cues for the
 * transcript. Offline viewing (issue 15) does not exist yet: when it does, a downloaded lecture
 * keeps this file beside its video and this is the one place that should read it from there
 * instead of the network (the query key is the file's URL, which never changes content).
 */
export async function getTranscript(url: string): Promise<Cue[]> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`captions ${res.status}`);
  const parsed = parseCaptions(await res.text());
  if (!parsed.ok) return [];
  return parsed.cues.map((c) => ({ ...c, text: plainCueText(c.text) }));
}

export const useTranscript = (url: string | undefined) =>
  useQuery({
    queryKey: ['transcript', url],
    queryFn: () => getTranscript(url!),
    enabled: !!url,
    // The URL names one content for good (a new save is a new URL).
    staleTime: Infinity,
  });
