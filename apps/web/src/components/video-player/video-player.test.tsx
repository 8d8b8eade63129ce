import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endVideo, loadMetadata, setMedia, stubMediaPlayback } from './test-media';
import { formatTime } from '../../lib/video/format-time';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const utils = render(<VideoPlayer url="/api/media/abc" title="Cutting a pattern" {...props} />);
  const region = screen.getByRole('region', { name: 'Video player: Cutting a pattern' });
  const video = region.querySelector('video')!;
  return { ...utils, region, video };
}

let media: ReturnType<typeof stubMediaPlayback>;
beforeEach(() => {
  media = stubMediaPlayback();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('VideoPlayer', () => {
  it('loads only metadata, plays inline and has a named control for everything', () => {
    const { video } = renderPlayer();
    expect(video).toHaveAttribute('src', '/api/media/abc');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('playsinline');
    for (const name of ['Play', 'Back 5 seconds', 'Forward 5 seconds', 'Mute', 'Full screen']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('min', '0');
    expect(seek).toHaveAttribute('max', '100');
    expect(seek).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0.5');
    expect(video.volume).toBe(0.5);
  });

  it('can fetch nothing until Play (an optional preview on metered data)', () => {
    const { video } = renderPlayer({ preload: 'none' });
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('src', '/api/media/abc');
  });

  it('plays and pauses with the button; the label follows the state', () => {
    const { video } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(video.paused).toBe(true);
  });

  it('skips 5 seconds back and forward, within the video', () => {
    const { video } = renderPlayer();
    loadMetadata(video, 60, 20);
    fireEvent.click(screen.getByRole('button', { name: 'Forward 5 seconds' }));
    expect(video.currentTime).toBe(25);
    fireEvent.click(screen.getByRole('button', { name: 'Back 5 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back 5 seconds' }));
    expect(video.currentTime).toBe(15);
    setMedia(video, { currentTime: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Back 5 seconds' }));
    expect(video.currentTime).toBe(0);
    setMedia(video, { currentTime: 58 });
    fireEvent.click(screen.getByRole('button', { name: 'Forward 5 seconds' }));
    expect(video.currentTime).toBe(60);
  });

  it('mutes, unmutes and sets the volume', () => {
    const { video } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0');
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.8' } });
    expect(video.volume).toBe(0.8);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '80%');
  });

  it('seeks with the slider as a percentage and shows elapsed and total time', () => {
    const { video } = renderPlayer();
    loadMetadata(video, 125);
    expect(screen.getByText('0:00 / 2:05')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '50' } });
    expect(video.currentTime).toBe(62.5);
    expect(screen.getByText('1:02 / 2:05')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '1:02 of 2:05');
  });

  it('puts the player container in full screen and leaves it again', () => {
    const request = vi.fn(function (this: Element) {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: this });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exit = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Element.prototype.requestFullscreen = request;
    document.exitFullscreen = exit;
    try {
      const { region } = renderPlayer();
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.contexts[0]).toBe(region);
      fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
      expect(exit).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    } finally {
      delete (Element.prototype as Partial<Element>).requestFullscreen;
      delete (document as Partial<Document>).exitFullscreen;
      delete (document as Partial<Document> & { fullscreenElement?: unknown }).fullscreenElement;
    }
  });

  it('answers the keyboard when focused: space/k, arrows, m, f', () => {
    const request = vi.fn(() => Promise.resolve());
    Element.prototype.requestFullscreen = request;
    try {
      const { region, video } = renderPlayer();
      loadMetadata(video, 100, 50);
      region.focus();
      fireEvent.keyDown(region, { key: ' ' });
      expect(media.play).toHaveBeenCalledTimes(1);
      fireEvent.keyDown(region, { key: 'k' });
      expect(media.pause).toHaveBeenCalledTimes(1);
      fireEvent.keyDown(region, { key: 'ArrowRight' });
      expect(video.currentTime).toBe(55);
      fireEvent.keyDown(region, { key: 'ArrowLeft' });
      fireEvent.keyDown(region, { key: 'ArrowLeft' });
      expect(video.currentTime).toBe(45);
      fireEvent.keyDown(region, { key: 'm' });
      expect(video.muted).toBe(true);
      fireEvent.keyDown(region, { key: 'f' });
      expect(request).toHaveBeenCalledTimes(1);
      // Space on a focused button is that button's own click, not a second toggle.
      fireEvent.keyDown(screen.getByRole('button', { name: 'Unmute' }), { key: ' ' });
      expect(media.play).toHaveBeenCalledTimes(1);
      // Arrows on a slider move the slider, not the video.
      fireEvent.keyDown(screen.getByRole('slider', { name: 'Volume' }), { key: 'ArrowLeft' });
      expect(video.currentTime).toBe(45);
    } finally {
      delete (Element.prototype as Partial<Element>).requestFullscreen;
    }
  });

  it('hides the controls 3 s after the mouse last moved while playing, and shows them on movement or touch', () => {
    vi.useFakeTimers();
    renderPlayer();
    const controls = screen.getByTestId('player-controls');
    expect(controls).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.mouseMove(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(2999));
    expect(controls).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(controls).not.toBeVisible();
    fireEvent.mouseMove(screen.getByRole('region'));
    expect(controls).toBeVisible();
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseMove(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(2000));
    expect(controls).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(controls).not.toBeVisible();
    fireEvent.touchStart(screen.getByRole('region'));
    expect(controls).toBeVisible();
  });

  it('keeps the controls visible while paused', () => {
    vi.useFakeTimers();
    renderPlayer();
    const controls = screen.getByTestId('player-controls');
    fireEvent.mouseMove(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(controls).toBeVisible();
  });

  it('reports the played fraction every second while playing, and 1 at the end', () => {
    vi.useFakeTimers();
    const onProgressUpdate = vi.fn();
    const { video } = renderPlayer({ onProgressUpdate });
    loadMetadata(video, 120);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    setMedia(video, { currentTime: 30 });
    act(() => vi.advanceTimersByTime(999));
    expect(onProgressUpdate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onProgressUpdate).toHaveBeenLastCalledWith({ progressValue: 0.25, currentTime: 30, duration: 120 });
    setMedia(video, { currentTime: 60 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onProgressUpdate).toHaveBeenLastCalledWith({ progressValue: 0.5, currentTime: 60, duration: 120 });
    expect(onProgressUpdate).toHaveBeenCalledTimes(2);

    endVideo(video);
    expect(onProgressUpdate).toHaveBeenLastCalledWith({ progressValue: 1, currentTime: 120, duration: 120 });
    // Ended: no more reports.
    const calls = onProgressUpdate.mock.calls.length;
    act(() => vi.advanceTimersByTime(5000));
    expect(onProgressUpdate).toHaveBeenCalledTimes(calls);
  });

  it('waits for the metadata before seeking to initialTime', () => {
    const { video } = renderPlayer({ initialTime: 40 });
    setMedia(video, { duration: 100, currentTime: 0 });
    fireEvent.durationChange(video); // readyState still HAVE_NOTHING
    expect(video.currentTime).toBe(0);
    loadMetadata(video, 100);
    expect(video.currentTime).toBe(40);
  });

  it('seeks to initialTime when the metadata was already loaded before the player mounted', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_METADATA);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(100);
    const seek = vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(() => undefined);
    renderPlayer({ initialTime: 40 });
    expect(seek).toHaveBeenCalledWith(40);
    expect(screen.getByText('0:40 / 1:40')).toBeInTheDocument();
  });

  it('plays from a requested position (a transcript line), and each new request jumps again', () => {
    function WithTranscript() {
      const [seekRequest, setSeekRequest] = useState<{ seconds: number }>();
      return (
        <>
          <button type="button" onClick={() => setSeekRequest({ seconds: 30 })}>
            line at 30
          </button>
          <button type="button" onClick={() => setSeekRequest({ seconds: 12 })}>
            line at 12
          </button>
          <VideoPlayer url="/api/media/abc" title="Cutting a pattern" seekRequest={seekRequest} />
        </>
      );
    }
    render(<WithTranscript />);
    const video = screen.getByRole('region', { name: 'Video player: Cutting a pattern' }).querySelector('video')!;
    loadMetadata(video, 100);
    expect(video.paused).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'line at 30' }));
    expect(video.currentTime).toBe(30);
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'line at 12' }));
    expect(video.currentTime).toBe(12);
    // Already playing: no second play().
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('starts at initialTime once the duration is known, but not past the end', () => {
    const first = renderPlayer({ initialTime: 40 });
    loadMetadata(first.video, 100);
    expect(first.video.currentTime).toBe(40);
    first.unmount();
    const second = renderPlayer({ initialTime: 100 });
    loadMetadata(second.video, 100);
    expect(second.video.currentTime).toBe(0);
  });

  it('saves the position at most every 5 s while playing, on pause and when it goes away', () => {
    vi.useFakeTimers();
    const onPositionSave = vi.fn();
    const { video, unmount } = renderPlayer({ onPositionSave, initialTime: 10 });
    loadMetadata(video, 300);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    setMedia(video, { currentTime: 12.7 });
    act(() => vi.advanceTimersByTime(4000));
    expect(onPositionSave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onPositionSave).toHaveBeenLastCalledWith(12);
    setMedia(video, { currentTime: 14 });
    act(() => vi.advanceTimersByTime(4000));
    expect(onPositionSave).toHaveBeenCalledTimes(1);

    setMedia(video, { currentTime: 21.2 });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPositionSave).toHaveBeenLastCalledWith(21);
    // The same second is not sent twice.
    window.dispatchEvent(new Event('pagehide'));
    expect(onPositionSave).toHaveBeenCalledTimes(2);

    setMedia(video, { currentTime: 30 });
    window.dispatchEvent(new Event('pagehide'));
    expect(onPositionSave).toHaveBeenLastCalledWith(30);

    setMedia(video, { currentTime: 33 });
    unmount();
    expect(onPositionSave).toHaveBeenLastCalledWith(33);
    expect(onPositionSave).toHaveBeenCalledTimes(4);
  });

  it('does not save a position it was never moved from', () => {
    const onPositionSave = vi.fn();
    const { video, unmount } = renderPlayer({ onPositionSave, initialTime: 0 });
    loadMetadata(video, 300);
    unmount();
    expect(onPositionSave).not.toHaveBeenCalled();
  });

  it('shows a message with a retry when the video cannot be loaded', () => {
    const { video } = renderPlayer();
    fireEvent.error(video);
    expect(screen.getByRole('alert')).toHaveTextContent('The video could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(media.load).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [75, '1:15'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
  ])('%s -> %s', (s, text) => expect(formatTime(s)).toBe(text));
});
