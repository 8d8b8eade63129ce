import { useEffect, useState, type RefObject } from 'react';
import type { CaptionTrack } from '@sewee/shared';
import { plainCueText } from '@sewee/shared/captions-text';

/**
 * The caption text to show now. The chosen `<track>` is put in 'hidden' mode: the browser loads it
 * and keeps its active cues (following the playback speed like everything else), and the player
 * draws them itself, large, on a dark band and above its controls, which the browser's own
 * rendering would not do. The other tracks stay 'disabled' and are never downloaded.
 */
export function useCaptions(videoRef: RefObject<HTMLVideoElement | null>, tracks: readonly CaptionTrack[], lang: string | null) {
  const [text, setText] = useState('');
  const langs = tracks.map((c) => c.lang).join(',');
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setText('');
    const list = video.textTracks;
    // jsdom has no text tracks; every browser Sewee supports has.
    if (!list) return;
    let chosen: TextTrack | null = null;
    for (const track of Array.from(list)) {
      const on = lang !== null && track.language === lang && !chosen;
      track.mode = on ? 'hidden' : 'disabled';
      if (on) chosen = track;
    }
    if (!chosen) return;
    const track = chosen;
    const show = () =>
      setText(
        Array.from(track.activeCues ?? [])
          .map((c) => plainCueText((c as VTTCue).text))
          .join('\n'),
      );
    track.addEventListener('cuechange', show);
    show();
    return () => {
      track.removeEventListener('cuechange', show);
      track.mode = 'disabled';
    };
  }, [videoRef, langs, lang]);
  return text;
}
