import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStream } from '../../test/video-fixtures';
import { capLevel } from './use-stream-source';
import { loadMetadata, setMedia, stubMediaPlayback } from './test-media';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

const stream = makeStream('v1');
const file = (name: string) => stream.renditions.find((r) => r.name === name)!.url;

function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const utils = render(
    <VideoPlayer url="/api/media/v1" stream={stream} poster="/api/media/course.png" title="Cutting a pattern" {...props} />,
  );
  const region = screen.getByRole('region', { name: 'Video player: Cutting a pattern' });
  return { ...utils, region, video: region.querySelector('video')! };
}

/** The browser plays HLS itself and has no Media Source (an older iPhone). jsdom has neither. */
function nativeHls() {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
}

let media: ReturnType<typeof stubMediaPlayback>;
beforeEach(() => {
  media = stubMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('VideoPlayer with a low-data ladder', () => {
  it('plays the original file while the lecture has no ladder, with no quality menu', () => {
    nativeHls();
    const { video } = renderPlayer({ stream: null });
    expect(video).toHaveAttribute('src', '/api/media/v1');
    expect(screen.queryByRole('button', { name: /^Quality/ })).not.toBeInTheDocument();
  });

  it('gives plain links to the 240p and audio files, with their sizes, where the browser streams nothing (Opera Mini)', () => {
    const { video } = renderPlayer();
    expect(video).not.toHaveAttribute('src');
    expect(screen.getByRole('link', { name: 'Video 240p (3.2 MB)' })).toHaveAttribute('href', file('240p'));
    expect(screen.getByRole('link', { name: 'Audio only (0.9 MB)' })).toHaveAttribute('href', file('audio'));
  });

  it('lists every quality with its cost for this lecture in an accessible menu, usable by keyboard', () => {
    nativeHls();
    renderPlayer({ onDataSaverChange: vi.fn() });
    const button = screen.getByRole('button', { name: 'Quality: Auto' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Quality' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Auto', '720p · 18 MB', '360p · 6.0 MB', '240p · 3.2 MB', 'Audio only · 0.9 MB']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[0]).toHaveFocus();

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Data saver' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(items[0]).toHaveFocus();
    // Keys in the menu do not reach the player: ArrowLeft would otherwise seek.
    fireEvent.keyDown(menu, { key: 'k' });
    expect(media.play).not.toHaveBeenCalled();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('with Data saver starts at 240p, rules out taller rungs, and offers the switch', () => {
    nativeHls();
    const onDataSaverChange = vi.fn();
    const { video } = renderPlayer({ dataSaver: true, onDataSaverChange });
    expect(video).toHaveAttribute('src', file('240p'));
    fireEvent.click(screen.getByRole('button', { name: 'Quality: Auto' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Auto (up to 240p)' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: '720p · 18 MB' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: '360p · 6.0 MB' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: '720p · 18 MB' }));
    expect(video).toHaveAttribute('src', file('240p'));
    const toggle = within(menu).getByRole('menuitemcheckbox', { name: 'Data saver' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    expect(onDataSaverChange).toHaveBeenCalledWith(false);
  });

  it('without Data saver plays the master playlist (the browser picks the rung)', () => {
    nativeHls();
    const { video } = renderPlayer();
    expect(video).toHaveAttribute('src', stream.hls);
  });

  it('switching quality keeps the position and keeps playing', () => {
    nativeHls();
    const { video } = renderPlayer();
    loadMetadata(video, 120);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    setMedia(video, { currentTime: 47.5 });
    media.play.mockClear();

    fireEvent.click(screen.getByRole('button', { name: 'Quality: Auto' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '360p · 6.0 MB' }));
    expect(video).toHaveAttribute('src', file('360p'));
    expect(media.play).toHaveBeenCalled();
    loadMetadata(video, 120);
    expect(video.currentTime).toBe(47.5);
    expect(screen.getByRole('button', { name: 'Quality: 360p' })).toBeInTheDocument();
  });

  it('audio only plays the audio file over the course image', () => {
    nativeHls();
    const { video, region } = renderPlayer();
    loadMetadata(video, 120, 30);
    fireEvent.click(screen.getByRole('button', { name: 'Quality: Auto' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Audio only · 0.9 MB' }));
    expect(video).toHaveAttribute('src', file('audio'));
    expect(screen.getByText('Audio only: the picture is off to save data.')).toBeInTheDocument();
    expect(region.querySelector('img')).toHaveAttribute('src', '/api/media/course.png');
    loadMetadata(video, 120);
    expect(video.currentTime).toBe(30);
  });
});

describe('capLevel', () => {
  it("is Data saver's hls.js level: the tallest within the Data saver rung's height, else the lowest", () => {
    expect(capLevel([{ height: 240 }, { height: 360 }, { height: 720 }], 240)).toBe(0);
    expect(capLevel([{ height: 180 }, { height: 240 }, { height: 480 }], 240)).toBe(1);
    expect(capLevel([{ height: 480 }, { height: 360 }], 240)).toBe(1);
    // A portrait video: its 240p rung is 426 tall.
    expect(capLevel([{ height: 426 }, { height: 640 }, { height: 1280 }], 426)).toBe(0);
  });
});
