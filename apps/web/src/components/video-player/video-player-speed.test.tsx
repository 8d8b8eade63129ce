import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PLAYBACK_SPEED_KEY, stepSpeed } from '../../lib/video/playback-choices';
import { stubMediaPlayback } from './test-media';
import { VideoPlayer } from './video-player';

const track = {
  lang: 'en',
  label: 'English',
  url: '/api/media/v/captions/en.0123456789ab.vtt',
  bytes: 9000,
  source: 'instructor' as const,
};

function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  const utils = render(<VideoPlayer url="/api/media/abc" title="Hemming" {...props} />);
  const region = screen.getByRole('region', { name: 'Video player: Hemming' });
  return { ...utils, region, video: region.querySelector('video')! };
}

beforeEach(() => {
  stubMediaPlayback();
  localStorage.clear();
});

describe('playback speed', () => {
  it('offers 0.5× to 2×, applies the choice with the pitch kept, and remembers it on the device', () => {
    const { video, unmount } = renderPlayer();
    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect([...(speed as HTMLSelectElement).options].map((o) => o.text)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×']);
    expect(video.playbackRate).toBe(1);
    fireEvent.change(speed, { target: { value: '0.75' } });
    expect(video.playbackRate).toBe(0.75);
    expect(video.defaultPlaybackRate).toBe(0.75);
    expect(video.preservesPitch).toBe(true);
    expect(localStorage.getItem(PLAYBACK_SPEED_KEY)).toBe('0.75');
    unmount();
    // The next lecture starts at the same speed.
    const next = renderPlayer();
    expect(next.video.playbackRate).toBe(0.75);
    expect(screen.getByRole('combobox', { name: 'Playback speed' })).toHaveValue('0.75');
  });

  it('changes with < and > on the keyboard, within the list', () => {
    const { region, video } = renderPlayer();
    fireEvent.keyDown(region, { key: '<' });
    expect(video.playbackRate).toBe(0.75);
    fireEvent.keyDown(region, { key: '>' });
    fireEvent.keyDown(region, { key: '>' });
    expect(video.playbackRate).toBe(1.25);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
  });

  it('ignores a stored value that is not one of the speeds', () => {
    localStorage.setItem(PLAYBACK_SPEED_KEY, '16');
    expect(renderPlayer().video.playbackRate).toBe(1);
  });
});

describe('captions', () => {
  it('has a track per language and a CC choice only when the lecture has captions', () => {
    renderPlayer();
    expect(screen.queryByRole('combobox', { name: 'Captions' })).not.toBeInTheDocument();
  });

  it('lists the languages, off by default, and keeps the choice', () => {
    const { video } = renderPlayer({
      captions: [track, { ...track, lang: 'sw', label: 'Kiswahili', url: track.url.replace('en.', 'sw.') }],
    });
    const tracks = video.querySelectorAll('track');
    expect([...tracks].map((t) => [t.getAttribute('srclang'), t.getAttribute('kind'), t.getAttribute('src')])).toEqual([
      ['en', 'captions', track.url],
      ['sw', 'captions', track.url.replace('en.', 'sw.')],
    ]);
    const cc = screen.getByRole('combobox', { name: 'Captions' });
    expect([...(cc as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Off', 'English', 'Kiswahili']);
    expect(cc).toHaveValue('');
    fireEvent.change(cc, { target: { value: 'sw' } });
    expect(localStorage.getItem('sewee.captions')).toBe('sw');
    fireEvent.keyDown(screen.getByRole('region'), { key: 'c' });
    expect(cc).toHaveValue('');
    expect(localStorage.getItem('sewee.captions')).toBe('off');
  });
});
