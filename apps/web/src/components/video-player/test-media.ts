import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no media playback: play()/pause() only flip `paused` and fire the events a browser
 * fires; the test moves time by hand with `setMedia` and media events.
 */
export function stubMediaPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    fireEvent.play(this);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    fireEvent.pause(this);
  });
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause, load };
}

/** Gives the video a duration and/or a current time (plain writable values). */
export function setMedia(video: HTMLVideoElement, { duration, currentTime }: { duration?: number; currentTime?: number }) {
  if (duration !== undefined) Object.defineProperty(video, 'duration', { configurable: true, writable: true, value: duration });
  if (currentTime !== undefined) Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: currentTime });
}

/** The video's metadata arrived (duration known). */
export function loadMetadata(video: HTMLVideoElement, duration: number, currentTime = 0) {
  setMedia(video, { duration, currentTime });
  Object.defineProperty(video, 'readyState', { configurable: true, value: HTMLMediaElement.HAVE_METADATA });
  fireEvent.loadedMetadata(video);
}

/** Playback reached the end: the browser pauses, then fires `ended`. */
export function endVideo(video: HTMLVideoElement) {
  setMedia(video, { currentTime: video.duration });
  Object.defineProperty(video, 'paused', { configurable: true, value: true });
  fireEvent.timeUpdate(video);
  fireEvent.pause(video);
  fireEvent.ended(video);
}
