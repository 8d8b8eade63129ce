import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { makeStream } from '../../test/video-fixtures';
import { VideoPlayer } from './video-player';

// jsdom has no Media Source: this hls.js stand-in only does what the player relies on here,
// attaching puts a Media Source URL on the <video> (as hls.js does, synchronously).
vi.mock('hls.js/dist/hls.light.mjs', () => {
  class Hls {
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    levels = [];
    autoLevelCapping = -1;
    autoLevelEnabled = true;
    currentLevel = -1;
    constructor(readonly config: Record<string, unknown>) {}
    on() {}
    loadSource() {}
    attachMedia(media: HTMLMediaElement) {
      media.src = 'blob:http://localhost/media-source';
    }
    startLoad() {}
    destroy() {}
  }
  return { default: Hls };
});

const setPaused = (video: HTMLMediaElement, paused: boolean) =>
  Object.defineProperty(video, 'paused', { configurable: true, value: paused });

/**
 * Chromium's side of the race (measured in /usr/bin/chromium): play() on a <video> with no source
 * unpauses it and waits for the resource selection task; a source set before that task runs pauses
 * it again, fires no 'play' (nor 'pause') event and rejects play() with an AbortError. With a
 * source, play() plays.
 */
function browserMedia() {
  let dropWaitingPlay: (() => void) | null = null;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    setPaused(this, false);
    if (this.getAttribute('src')) {
      fireEvent.play(this);
      return Promise.resolve();
    }
    return new Promise<void>((_, reject) => {
      dropWaitingPlay = () => {
        setPaused(this, true);
        reject(new DOMException('The play() request was interrupted by a new load request.', 'AbortError'));
      };
    });
  });
  vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement, url: string) {
    this.setAttribute('src', url);
    dropWaitingPlay?.();
    dropWaitingPlay = null;
  });
}

beforeEach(() => {
  // Media Source is there: the ladder plays through hls.js.
  vi.stubGlobal('MediaSource', class {});
  browserMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('plays when Play is tapped before hls.js has attached the ladder (the tap is not lost to the new source)', async () => {
  render(<VideoPlayer url="/api/media/v1" stream={makeStream('v1')} title="Cutting a pattern" />);
  const video = screen.getByRole('region', { name: 'Video player: Cutting a pattern' }).querySelector('video')!;
  expect(video).not.toHaveAttribute('src'); // hls.js is still being fetched

  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(video).toHaveAttribute('src', 'blob:http://localhost/media-source'));

  expect(video.paused).toBe(false);
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
});
