import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sewee/shared/constants';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/video/format-time';
import type { MediaActions, MediaState } from './use-media-element';
import './i18n';

const controlButton = 'grid size-11 shrink-0 place-items-center rounded-full text-white hover:bg-white/20 focus-visible:bg-white/20';

export function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className={controlButton}>
      {children}
    </button>
  );
}

interface PlayerControlsProps {
  state: MediaState;
  actions: MediaActions;
  shown: boolean;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  /** Extra controls before full screen (the quality menu). */
  children?: ReactNode;
}

/** The bar under the video (spec: player): seek, play/pause, 5 s back/forward, mute, volume, time, full screen. */
export function PlayerControls({ state, actions, shown, fullscreen, onToggleFullscreen, children }: PlayerControlsProps) {
  const { t } = useTranslation('player');
  const { playing, currentTime, duration, volume, muted } = state;
  const percent = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  const volumeShown = muted ? 0 : volume;

  return (
    <div
      data-testid="player-controls"
      style={{ opacity: shown ? 1 : 0 }}
      className={cn(
        'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-2 pb-1 pt-6 transition-opacity duration-300',
        !shown && 'pointer-events-none',
      )}
    >
      <input
        type="range"
        aria-label={t('seek')}
        aria-valuetext={t('seekText', { current: formatTime(currentTime), total: formatTime(duration) })}
        min={0}
        max={100}
        step={0.1}
        value={percent}
        onChange={(e) => actions.seekToPercent(Number(e.target.value))}
        className="block h-11 w-full cursor-pointer accent-gold-400"
      />
      <div className="flex flex-wrap items-center gap-1">
        <ControlButton label={playing ? t('pause') : t('play')} onClick={actions.togglePlay}>
          {playing ? <Pause className="size-6" aria-hidden="true" /> : <Play className="size-6" aria-hidden="true" />}
        </ControlButton>
        <ControlButton label={t('back', { seconds: LIMITS.playerSeekSeconds })} onClick={() => actions.seekBy(-LIMITS.playerSeekSeconds)}>
          <RotateCcw className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </ControlButton>
        <ControlButton label={t('forward', { seconds: LIMITS.playerSeekSeconds })} onClick={() => actions.seekBy(LIMITS.playerSeekSeconds)}>
          <RotateCw className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </ControlButton>
        <ControlButton label={muted ? t('unmute') : t('mute')} onClick={actions.toggleMute}>
          {muted ? <VolumeX className="size-5" aria-hidden="true" /> : <Volume2 className="size-5" aria-hidden="true" />}
        </ControlButton>
        <input
          type="range"
          aria-label={t('volume')}
          aria-valuetext={`${Math.round(volumeShown * 100)}%`}
          min={0}
          max={1}
          step={0.05}
          value={volumeShown}
          onChange={(e) => actions.setVolume(Number(e.target.value))}
          className="h-11 w-20 cursor-pointer accent-gold-400 sm:w-24"
        />
        <span dir="ltr" className="ms-2 whitespace-nowrap text-sm tabular-nums">
          {formatTime(currentTime)} / {formatTime(duration)}
        </span>
        <span className="ms-auto flex items-center gap-1">
          {children}
          <ControlButton label={fullscreen ? t('exitFullscreen') : t('enterFullscreen')} onClick={onToggleFullscreen}>
            {fullscreen ? <Minimize className="size-5" aria-hidden="true" /> : <Maximize className="size-5" aria-hidden="true" />}
          </ControlButton>
        </span>
      </div>
    </div>
  );
}
