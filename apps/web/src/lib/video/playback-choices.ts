import { useCallback } from 'react';
import { deviceChoice } from './device-choice';

/**
 * What the student chose in the player that follows them to the next lecture and the next visit on
 * this device: the playback speed and the caption language. Kept on the device, like
 * "Compatible (H.264)": a phone's speaker and screen are what they are chosen for.
 */

/** The speeds the player offers, slowest first. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const PLAYBACK_SPEED_KEY = 'sewee.playbackSpeed';
export const CAPTIONS_KEY = 'sewee.captions';

const speedStore = deviceChoice(PLAYBACK_SPEED_KEY);
const captionsStore = deviceChoice(CAPTIONS_KEY);

const asSpeed = (v: string | null) => {
  const n = Number(v);
  return (PLAYBACK_SPEEDS as readonly number[]).includes(n) ? n : 1;
};

/** The next speed up (`step` 1) or down (-1), staying within the list. */
export function stepSpeed(speed: number, step: 1 | -1): number {
  const i = PLAYBACK_SPEEDS.indexOf(speed as (typeof PLAYBACK_SPEEDS)[number]);
  const at = i < 0 ? PLAYBACK_SPEEDS.indexOf(1) : i;
  return PLAYBACK_SPEEDS[Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, at + step))]!;
}

export function usePlaybackSpeed() {
  const speed = asSpeed(speedStore.useValue());
  const setSpeed = useCallback((s: number) => speedStore.write(String(asSpeed(String(s)))), []);
  return { speed, setSpeed };
}

/**
 * The caption language chosen (a BCP 47 code), or null for off. A lecture without a track in that
 * language shows none, and the choice stays for the next lecture that has one.
 */
export function useCaptionsChoice() {
  const value = captionsStore.useValue();
  const lang = value && value !== 'off' ? value : null;
  const setLang = useCallback((l: string | null) => captionsStore.write(l ?? 'off'), []);
  return { lang, setLang };
}
