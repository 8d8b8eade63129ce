import { useQuery } from '@tanstack/react-query';
import { plainCueText } from '@sewee/shared/captions-text';
import { fetchCaptionCues } from '../../../lib/video/caption-file';

/** The transcript of a caption track: its cues as plain text. The query key is the file's URL, which never changes content. */
export const useTranscript = (url: string | undefined) =>
  useQuery({
    queryKey: ['transcript', url],
    queryFn: async () => (await fetchCaptionCues(url!)).map((c) => ({ ...c, text: plainCueText(c.text) })),
    enabled: !!url,
    staleTime: Infinity,
  });
